import { z } from 'zod';
import { adminPageSchema, adminTableQuerySchema } from './admin-table.ts';

/**
 * The back-office's two name lists (SPEC §2 Admin specialties, Admin areas): one shape, one set
 * of rules, each with its own words. A name is trimmed and its inner runs of spaces become one,
 * so 'Clínica  Geral ' and 'Clínica Geral' are the same name; the database then refuses two names
 * that differ only in case or accents (migration 0010, docs/decisions/020).
 */
export const CATALOG_NAME_MAX_LENGTH = 80;

export type CatalogKind = 'specialty' | 'area';

export const CATALOG_SORT_KEYS = ['name', 'id'] as const;
export type CatalogSortKey = (typeof CATALOG_SORT_KEYS)[number];

/** GET /api/admin/specialties|areas?q=&page=&sort= */
export const catalogQuerySchema = adminTableQuerySchema(CATALOG_SORT_KEYS);
export type CatalogQuery = z.infer<typeof catalogQuerySchema>;

/** A row: the name and how many providers (any status) use it, which is what blocks deleting. */
export const catalogRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  providerCount: z.number(),
});
export type CatalogRow = z.infer<typeof catalogRowSchema>;
export const catalogPageSchema = adminPageSchema(catalogRowSchema);

export const catalogSavedSchema = z.object({ message: z.string(), item: catalogRowSchema });

/** The SPEC §8 texts of each screen; the rest are ours, in the same voice. */
export const CATALOG_MESSAGES = {
  specialty: {
    empty: 'O nome da especialidade não pode ser vazio',
    tooLong: `O nome da especialidade deve ter no máximo ${CATALOG_NAME_MAX_LENGTH} caracteres.`,
    duplicate: (existing: string) => `Já existe a especialidade "${existing}".`,
    notFound: 'Especialidade não encontrada.',
    invalidId: 'Especialidade inválida.',
    inUse: (count: number) =>
      `Não é possível excluir esta especialidade pois existem ${count} conveniados vinculados a ela.`,
    created: 'Especialidade criada com sucesso',
    updated: 'Especialidade atualizada com sucesso',
    deleted: 'Especialidade excluída com sucesso',
    loadFailed: 'Não foi possível carregar as especialidades',
    saveFailed: 'Não foi possível salvar a especialidade',
    deleteFailed: 'Não foi possível excluir a especialidade',
  },
  area: {
    empty: 'O nome da área não pode estar vazio',
    tooLong: `O nome da área deve ter no máximo ${CATALOG_NAME_MAX_LENGTH} caracteres.`,
    duplicate: (existing: string) => `Já existe a área "${existing}".`,
    notFound: 'Área não encontrada.',
    invalidId: 'Área inválida.',
    inUse: (count: number) =>
      `Não é possível excluir esta área pois existem ${count} conveniados vinculados a ela.`,
    created: 'Área adicionada com sucesso',
    updated: 'Área atualizada com sucesso',
    deleted: 'Área excluída com sucesso',
    loadFailed: 'Erro ao carregar áreas',
    saveFailed: 'Não foi possível salvar a área',
    deleteFailed: 'Não foi possível excluir a área',
  },
} satisfies Record<CatalogKind, Record<string, unknown>>;

/** Trimmed, inner whitespace folded to one space: what is stored and compared. */
export function normalizeCatalogName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

function catalogFormSchema(kind: CatalogKind) {
  const messages = CATALOG_MESSAGES[kind];
  return z.strictObject(
    {
      name: z
        .string({ error: messages.empty })
        .transform(normalizeCatalogName)
        .pipe(
          z
            .string()
            // Invisible characters alone (a zero-width space) are no name either.
            .regex(/[\p{L}\p{N}]/u, messages.empty)
            .max(CATALOG_NAME_MAX_LENGTH, messages.tooLong),
        ),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Campo não permitido: ${issue.keys.join(', ')}`
          : undefined,
    },
  );
}

/** POST and PUT /api/admin/specialties[/:id], and the dialog's form. */
export const specialtyFormSchema = catalogFormSchema('specialty');
/** POST and PUT /api/admin/areas[/:id], and the dialog's form. */
export const areaFormSchema = catalogFormSchema('area');
export type CatalogForm = z.output<typeof specialtyFormSchema>;
export type CatalogFormValues = z.input<typeof specialtyFormSchema>;

/** A record's id in the address: a positive whole number the database can hold. */
export function catalogIdSchema(kind: CatalogKind) {
  const message = CATALOG_MESSAGES[kind].invalidId;
  return z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .refine((id) => id <= 2_147_483_647, message);
}
