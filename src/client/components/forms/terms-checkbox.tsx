import { useId, type ComponentProps } from 'react';
import { Link } from 'react-router';

type TermsCheckboxProps = { error?: string } & Omit<ComponentProps<'input'>, 'type' | 'id'>;

/**
 * SPEC §2: the terms checkbox, linking /termos and /privacidade (opened in a new tab). Takes
 * `register('acceptTerms')`'s props; its ref is where focus goes when the terms are not accepted.
 */
export function TermsCheckbox({ error, ...inputProps }: TermsCheckboxProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-2">
        <input
          {...inputProps}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erro` : undefined}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="text-sm text-foreground">
          Li e aceito os{' '}
          <Link to="/termos" target="_blank" className="text-primary underline">
            Termos de Uso
          </Link>{' '}
          e a{' '}
          <Link to="/privacidade" target="_blank" className="text-primary underline">
            Política de Privacidade
          </Link>
        </label>
      </div>
      {error && (
        <p id={`${id}-erro`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
