import type { ReactNode } from 'react';

/** One titled part of a long form; a <fieldset> so its fields are announced as a group. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-border p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-foreground">{title}</legend>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
