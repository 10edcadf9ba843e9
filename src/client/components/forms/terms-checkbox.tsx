import { useId } from 'react';
import { Link } from 'react-router';

interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** SPEC §2: the terms checkbox, linking /termos and /privacidade (opened in a new tab). */
export function TermsCheckbox({ checked, onChange, error }: TermsCheckboxProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          name="acceptTerms"
          data-field="acceptTerms"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
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
