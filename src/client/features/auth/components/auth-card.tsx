import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** The frame of the sign-in, sign-up, confirmation and reset pages: one narrow card. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-lg border border-border bg-background p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-foreground">{title}</h1>
        {description && <p className="mt-2 text-sm text-muted-foreground">{description}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/** A line of text with a link under a form ('Não tem uma conta? Cadastre-se'). */
export function AuthFooterLink({ children }: { children: ReactNode }) {
  return (
    <p className="text-center text-sm text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline-offset-4 [&_a:hover]:underline">
      {children}
    </p>
  );
}
