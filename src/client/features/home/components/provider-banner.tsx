import { Link } from 'react-router';
import { Stethoscope } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** SPEC §2 Home: the banner inviting professionals and clinics to register. */
export function ProviderBanner() {
  return (
    <section aria-labelledby="seja-conveniado" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="flex flex-col gap-6 rounded-xl bg-primary px-6 py-10 text-primary-foreground sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="seja-conveniado" className="text-2xl font-bold tracking-tight">
            É profissional ou estabelecimento de saúde?
          </h2>
          <p className="mt-3 text-primary-foreground">
            Cadastre-se como conveniado, ofereça descontos e seja encontrado por novos pacientes da
            sua cidade. O cadastro é analisado pela nossa equipe.
          </p>
        </div>
        <Button asChild size="lg" variant="outline-on-primary" className="shrink-0">
          <Link to="/conveniado/cadastro">
            <Stethoscope aria-hidden="true" />
            Seja um Conveniado
          </Link>
        </Button>
      </div>
    </section>
  );
}
