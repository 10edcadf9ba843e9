import { BadgePercent, MessageCircle, Search, type LucideIcon } from 'lucide-react';

interface Step {
  title: string;
  text: string;
  Icon: LucideIcon;
}

/** SPEC §2 Home: the three-step explainer. */
const STEPS: readonly Step[] = [
  {
    title: 'Busque',
    text: 'Encontre profissionais e clínicas por nome, especialidade, estado e cidade.',
    Icon: Search,
  },
  {
    title: 'Conecte-se',
    text: 'Fale direto com o conveniado pelo WhatsApp ou por telefone e agende o atendimento.',
    Icon: MessageCircle,
  },
  {
    title: 'Economize',
    text: 'Aproveite o desconto oferecido pelo conveniado na consulta ou no serviço.',
    Icon: BadgePercent,
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="como-funciona" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h2 id="como-funciona" className="text-2xl font-bold tracking-tight text-foreground">
        Como funciona
      </h2>
      <ol className="mt-8 grid gap-6 sm:grid-cols-3">
        {STEPS.map(({ title, text, Icon }, index) => (
          <li key={title} className="rounded-lg border border-border p-6">
            <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-foreground">
              <span className="sr-only">Passo {index + 1}: </span>
              {title}
            </h3>
            <p className="mt-2 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
