import { z } from 'zod';
import { adminPageSchema, adminTableQuerySchema } from './admin-table.ts';

export const SETTING_MESSAGES = {
  // SPEC §5 Discount setting.
  keyRequired: 'Nome é obrigatório',
  valueRequired: 'Valor é obrigatório',
  keyTooLong: 'O nome deve ter no máximo 100 caracteres.',
  valueTooLong: 'O valor deve ter no máximo 1000 caracteres.',
  keyTaken: 'Já existe uma configuração com este nome.',
  notFound: 'Configuração não encontrada.',
  invalid: 'Dados inválidos.',
  id: 'Identificador de configuração inválido.',
  // SPEC §8 success toasts.
  created: 'Configuração criada com sucesso!',
  updated: 'Configuração atualizada com sucesso!',
  deleted: 'Configuração excluída com sucesso!',
  loadFailed: 'Erro ao carregar dados',
  discountOptions:
    'Use de 1 a 10 percentuais inteiros entre 1 e 100, diferentes entre si e separados por vírgula (ex.: 10, 20, 30).',
} as const;
const M = SETTING_MESSAGES;

export const SETTING_KEY_MAX = 100;
export const SETTING_VALUE_MAX = 1000;

/**
 * The one key the product reads (docs/decisions/021): the discounts the search filters offer.
 * Any other key is stored and listed, and nothing reads it.
 */
export const DISCOUNT_OPTIONS_KEY = 'filtro_descontos';
/** The choices offered while no valid `filtro_descontos` is stored. */
export const DEFAULT_DISCOUNT_OPTIONS: readonly number[] = [10, 20, 30, 40, 50];

/** '10, 20,30' → [10, 20, 30] (sorted), or undefined when the value is not a valid list. */
export function parseDiscountOptions(value: string): number[] | undefined {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length < 1 || parts.length > 10) return undefined;
  const numbers: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return undefined;
    const number = Number(part);
    if (number < 1 || number > 100 || numbers.includes(number)) return undefined;
    numbers.push(number);
  }
  return numbers.sort((a, b) => a - b);
}

export const isDiscountOptionsKey = (key: string) =>
  key.trim().toLowerCase() === DISCOUNT_OPTIONS_KEY;

const strict = {
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? M.invalid : undefined),
};

/** POST /api/admin/settings and PUT /api/admin/settings/:id; the dialog's form. */
export const settingSchema = z
  .strictObject(
    {
      key: z
        .string({ error: M.keyRequired })
        .trim()
        .min(1, M.keyRequired)
        .max(SETTING_KEY_MAX, M.keyTooLong),
      value: z
        .string({ error: M.valueRequired })
        .trim()
        .min(1, M.valueRequired)
        .max(SETTING_VALUE_MAX, M.valueTooLong),
    },
    strict,
  )
  .superRefine((setting, context) => {
    if (isDiscountOptionsKey(setting.key) && !parseDiscountOptions(setting.value)) {
      context.addIssue({ code: 'custom', path: ['value'], message: M.discountOptions });
    }
  });
export type SettingInput = z.infer<typeof settingSchema>;

export const settingRowSchema = z.object({
  id: z.number(),
  key: z.string(),
  value: z.string(),
  createdAt: z.string(),
});
export type SettingRow = z.infer<typeof settingRowSchema>;

/**
 * The list's one order, newest first (SPEC §7): no column sorts it, so 'recent' is a key no
 * column has. `q` matches the key or the value.
 */
export const SETTING_SORT_KEYS = ['recent'] as const;
export type SettingSortKey = (typeof SETTING_SORT_KEYS)[number];
export const settingsQuerySchema = adminTableQuerySchema(SETTING_SORT_KEYS);
export type SettingsQuery = z.infer<typeof settingsQuerySchema>;
export const settingsPageSchema = adminPageSchema(settingRowSchema);
export const settingSavedSchema = z.object({ message: z.string(), setting: settingRowSchema });
export const settingDeletedSchema = z.object({ message: z.string() });

/** An id in a URL: a positive whole number. */
export const settingIdSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,9}$/, M.id)
  .transform(Number)
  .refine((value) => value <= 2_147_483_647, M.id);
