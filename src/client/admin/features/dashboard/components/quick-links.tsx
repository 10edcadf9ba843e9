import { Link } from 'react-router';
import { ChevronRight, FileSliders, Building2, Users } from 'lucide-react';

/** SPEC §2 dashboard: the quick-access card, its three links. */
const QUICK_LINKS = [
  { label: 'Gerenciar Usuários', to: '/admin/users', icon: Users },
  { label: 'Gerenciar Conveniados', to: '/admin/providers', icon: Building2 },
  { label: 'Configurar Campos', to: '/admin/fields', icon: FileSliders },
];

export function QuickLinks() {
  return (
    <section
      aria-labelledby="acesso-rapido"
      className="rounded-lg border border-border bg-background p-5"
    >
      <h2 id="acesso-rapido" className="text-base font-semibold text-foreground">
        Acesso rápido
      </h2>
      <ul className="mt-3 space-y-1">
        {QUICK_LINKS.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted"
            >
              <Icon aria-hidden="true" className="size-4 text-primary" />
              <span className="flex-1">{label}</span>
              <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
