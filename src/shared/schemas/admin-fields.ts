import { z } from 'zod';

export const FIELD_CONFIGURATION_MESSAGES = {
  saved: 'Configurações de campos salvas com sucesso!',
  added: (count: number) =>
    count === 0
      ? 'Todos os campos já estão configurados.'
      : count === 1
        ? '1 campo adicionado.'
        : `${count} campos adicionados.`,
  // SPEC §6 Gating: the refusals of saving and of adding.
  cannotSave: 'Você não tem permissão para atualizar as configurações',
  cannotAdd: 'Você não tem permissão para adicionar configurações',
  notFound: 'Configuração de campo não encontrada. Recarregue a página e tente de novo.',
  invalid: 'Dados inválidos.',
  empty: 'Nenhum campo para salvar.',
  duplicate: 'Um campo aparece mais de uma vez.',
  tooMany: 'Campos demais em uma só gravação.',
  flag: 'Cada opção deve ser verdadeira ou falsa.',
  id: 'Identificador de campo inválido.',
} as const;
const M = FIELD_CONFIGURATION_MESSAGES;

/** A row of /admin/fields: the stored configuration of one field of the provider form. */
export const adminFieldConfigurationSchema = z.object({
  id: z.number(),
  fieldName: z.string(),
  label: z.string(),
  isRequired: z.boolean(),
  isPublicVisible: z.boolean(),
  isLoggedinVisible: z.boolean(),
});
export type AdminFieldConfiguration = z.infer<typeof adminFieldConfigurationSchema>;

/**
 * GET /api/admin/fields: the rows, and the known fields (SPEC §3) that have none yet: those are
 * optional and visible to everyone until added, when they start with every flag off.
 */
export const adminFieldsResponseSchema = z.object({
  fields: z.array(adminFieldConfigurationSchema),
  missing: z.array(z.object({ fieldName: z.string(), label: z.string() })),
});
export type AdminFieldsResponse = z.infer<typeof adminFieldsResponseSchema>;

const flag = z.boolean({ error: M.flag });
// Any issue of the object itself (a key it does not know, a row that is not an object): zod's
// own 'Entrada inválida: esperava objeto…' was what a row sent as text got (issue 14 fuzz).
const strict = { error: () => M.invalid };

export const FIELD_FLAGS = ['isRequired', 'isPublicVisible', 'isLoggedinVisible'] as const;
export type FieldFlag = (typeof FIELD_FLAGS)[number];

/** One row as 'Salvar' sends it: its id and the three switches. */
export const fieldFlagsSchema = z.strictObject(
  {
    // A PostgreSQL integer: a larger id would reach the database and fail there (a 500).
    id: z.number({ error: M.id }).int(M.id).positive(M.id).max(2_147_483_647, M.id),
    isRequired: flag,
    isPublicVisible: flag,
    isLoggedinVisible: flag,
  },
  strict,
);
export type FieldFlags = z.infer<typeof fieldFlagsSchema>;

/** PUT /api/admin/fields: the rows to save, all in one transaction. */
export const fieldConfigurationSaveSchema = z.strictObject(
  {
    fields: z
      .array(fieldFlagsSchema, { error: M.invalid })
      .min(1, M.empty)
      .max(200, M.tooMany)
      .refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, M.duplicate),
  },
  strict,
);
export type FieldConfigurationSave = z.infer<typeof fieldConfigurationSaveSchema>;

/** POST /api/admin/fields/missing takes no input: an empty object or no body. */
export const addMissingFieldsSchema = z.strictObject({}, strict).optional();

export const fieldConfigurationSavedSchema = z.object({
  message: z.string(),
  fields: z.array(adminFieldConfigurationSchema),
});
export const missingFieldsAddedSchema = z.object({
  message: z.string(),
  added: z.number(),
  fields: z.array(adminFieldConfigurationSchema),
});
