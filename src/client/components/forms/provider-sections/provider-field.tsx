import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { PROVIDER_FIELDS } from '../../../../shared/constants/fields.ts';
import type {
  ProviderFormValues,
  ProviderTextKey,
} from '../../../../shared/schemas/provider-form-values.ts';
import { FormField } from '../../ui/form-field.tsx';
import { Input } from '../../ui/input.tsx';
import type { FieldRules } from '../field-rules.ts';

/**
 * The provider form a section sits in, from the <FormProvider> around it. Both provider forms
 * hold at least these values (the registration adds the account fields and the terms).
 */
export const useProviderFormContext = () => useFormContext<ProviderFormValues>();

export function labelFor(name: string): string {
  return PROVIDER_FIELDS.find((field) => field.name === name)?.label ?? name;
}

type TextFieldProps = {
  rules: FieldRules;
  name: ProviderTextKey;
  /** Shown formatted once valid ('52998224725' -> '529.982.247-25'); stored as digits. */
  format?: (value: string) => string;
  hint?: string;
  className?: string;
} & Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange' | 'onBlur' | 'className'>;

/** A text input of the provider form, with the SPEC §3 label and the configured rules. */
export function TextField({ rules, name, format, hint, className, ...inputProps }: TextFieldProps) {
  const { register, getValues, setValue, formState } = useProviderFormContext();
  const hints = [hint, rules.visibility(name)].filter(Boolean).join(' ');
  return (
    <FormField
      label={labelFor(name)}
      error={formState.errors[name]?.message}
      hint={hints || undefined}
      required={rules.isRequired(name)}
      className={className}
    >
      {(control) => (
        <Input
          {...control}
          {...inputProps}
          {...register(name, {
            onBlur: () => {
              const value = getValues(name);
              if (format && value !== '') setValue(name, format(value));
            },
          })}
        />
      )}
    </FormField>
  );
}
