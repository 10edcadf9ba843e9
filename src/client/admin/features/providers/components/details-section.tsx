import type { ReactNode } from 'react';

/** SPEC §2: a missing value on the details page (the CR, a phone, an e-mail...). */
export const NOT_INFORMED = 'Não informado';

/** One card of the details page: a titled list of label/value pairs. */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-border bg-background p-5">
      <h2 className="text-base font-semibold text-foreground">{title}</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

/** A label and its value; an empty value reads 'Não informado'. */
export function DetailsField({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  /** Spans both columns (long text, lists). */
  wide?: boolean;
}) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-sm break-words text-foreground">
        {empty ? <span className="text-muted-foreground">{NOT_INFORMED}</span> : children}
      </dd>
    </div>
  );
}
