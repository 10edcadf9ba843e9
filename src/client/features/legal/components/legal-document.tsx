import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** The date the texts below were last changed, shown on both pages. */
export const LEGAL_TEXTS_UPDATED = '25 de novembro de 2026';

/** A legal text: its title, when it was last changed, and its sections. */
export function LegalDocument({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Última atualização: {LEGAL_TEXTS_UPDATED}.
      </p>
      <div className="mt-8 space-y-8">{children}</div>
    </article>
  );
}

/** A numbered section of a legal text; its id is the address of a link to it (#id). */
export function LegalSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3 text-muted-foreground">
      <h2 id={id} className="text-xl font-semibold text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A bulleted list inside a section. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6">{children}</ul>;
}

const linkClass = 'text-primary underline underline-offset-4';

/** A link to another page of the app, inside a legal text's prose. */
export function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}

/** The contact e-mail as a link, or the footer's contact when none is configured. */
export function ContactLink({ email }: { email: string | null }) {
  if (!email) return <>os contatos indicados no rodapé</>;
  return (
    <a href={`mailto:${email}`} className={linkClass}>
      {email}
    </a>
  );
}
