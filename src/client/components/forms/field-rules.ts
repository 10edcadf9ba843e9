import { useMemo } from 'react';
import {
  PROVIDER_FIELDS,
  requiredFieldsOf,
  type RequiredField,
} from '../../../shared/constants/fields.ts';
import type { FieldConfiguration } from '../../../shared/schemas/reference.ts';

/** Required by SPEC §5 whatever the configuration says. */
const ALWAYS_REQUIRED = new Set([
  'companyName',
  'cpfCnpj',
  'responsibleName',
  'phone',
  'address',
  'state',
  'city',
]);

export interface FieldRules {
  /** For the shared schema: what the configuration requires. */
  required: RequiredField[];
  isRequired(name: string): boolean;
  /** Where the field's value is shown on the site (the self-profile explains it). */
  visibility(name: string): string | undefined;
}

function visibilityText(configuration: FieldConfiguration | undefined): string {
  // SPEC §3: a field with no configuration is visible.
  if (!configuration || configuration.isPublicVisible) return 'Exibido para todos no site.';
  if (configuration.isLoggedinVisible) return 'Exibido apenas para usuários logados.';
  return 'Não exibido no site; apenas a equipe vê.';
}

/**
 * The field configuration as the provider forms use it. Without it (still loading, or failed:
 * SPEC §8 treats a failed read as no configuration) only the SPEC's own checks apply here; the
 * server applies the configuration anyway.
 */
export function useFieldRules(
  configurations: FieldConfiguration[] | undefined,
  showVisibility: boolean,
): FieldRules {
  return useMemo(() => {
    const byName = new Map((configurations ?? []).map((item) => [item.fieldName, item]));
    const required = requiredFieldsOf(configurations ?? []);
    const requiredNames = new Set(required.map((item) => item.fieldName));
    const known = new Set<string>(PROVIDER_FIELDS.map((field) => field.name));
    return {
      required,
      isRequired: (name) => ALWAYS_REQUIRED.has(name) || requiredNames.has(name),
      visibility: (name) =>
        showVisibility && known.has(name) ? visibilityText(byName.get(name)) : undefined,
    };
  }, [configurations, showVisibility]);
}
