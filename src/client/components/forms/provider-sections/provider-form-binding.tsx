import type { ComponentProps } from 'react';
import { PROVIDER_FIELDS } from '../../../../shared/constants/fields.ts';
import type {
  ProviderFormValues,
  ProviderTextKey,
} from '../../../../shared/schemas/provider-form-values.ts';
import { Input } from '../../ui/input.tsx';
import type { FieldRules } from '../field-rules.ts';
import { LabelledField } from '../labelled-field.tsx';
import type { FieldErrors } from '../use-provider-form.ts';

/** What a section of the provider form needs: the values, their messages and the rules. */
export interface ProviderFormBinding {
  values: ProviderFormValues;
  errors: FieldErrors;
  setValue<K extends keyof ProviderFormValues>(name: K, value: ProviderFormValues[K]): void;
  rules: FieldRules;
}

export function labelFor(name: string): string {
  return PROVIDER_FIELDS.find((field) => field.name === name)?.label ?? name;
}

type TextFieldProps = {
  binding: ProviderFormBinding;
  name: ProviderTextKey;
  /** Shown formatted once valid ('52998224725' -> '529.982.247-25'); stored as digits. */
  format?: (value: string) => string;
  hint?: string;
  className?: string;
} & Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange' | 'className'>;

/** A text input of the provider form, with the SPEC §3 label and the configured rules. */
export function TextField({
  binding,
  name,
  format,
  hint,
  className,
  ...inputProps
}: TextFieldProps) {
  const { values, errors, setValue, rules } = binding;
  const hints = [hint, rules.visibility(name)].filter(Boolean).join(' ');
  return (
    <LabelledField
      label={labelFor(name)}
      name={name}
      error={errors[name]}
      hint={hints || undefined}
      required={rules.isRequired(name)}
      className={className}
    >
      {(control) => (
        <Input
          {...control}
          {...inputProps}
          name={name}
          value={values[name]}
          onChange={(event) => setValue(name, event.target.value)}
          onBlur={() => {
            if (format && values[name] !== '') setValue(name, format(values[name]));
          }}
        />
      )}
    </LabelledField>
  );
}
