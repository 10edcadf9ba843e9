import { z } from 'zod';
import { PROVIDER_STATUSES } from '../constants/providers.ts';
import { adminPageSchema, adminTableQuerySchema } from './admin-table.ts';
import { ownProviderSchema } from './provider-profile.ts';

/**
 * The orders of the list: by Nome Fantasia (the default) or by date of registration, either way
 * round. Each has an index per status filter (migration 0009), which keeps a page fast at any
 * size; status is a filter rather than an order (docs/decisions/017).
 */
export const ADMIN_PROVIDER_SORT_KEYS = ['companyName', 'createdAt'] as const;
export type AdminProviderSortKey = (typeof ADMIN_PROVIDER_SORT_KEYS)[number];

/** GET /api/admin/providers?q=&page=&sort=&status= */
export const adminProvidersQuerySchema = adminTableQuerySchema(ADMIN_PROVIDER_SORT_KEYS, {
  status: z.enum(PROVIDER_STATUSES, { error: 'Status inválido.' }).optional(),
});
export type AdminProvidersQuery = z.infer<typeof adminProvidersQuerySchema>;

/** A row of the list: Nome Fantasia, Razão Social, CPF/CNPJ (digits; shown formatted), Status. */
export const adminProviderRowSchema = z.object({
  id: z.number(),
  companyName: z.string(),
  tradeName: z.string().nullable(),
  cpfCnpj: z.string(),
  status: z.enum(PROVIDER_STATUSES),
});
export type AdminProviderRow = z.infer<typeof adminProviderRowSchema>;
export const adminProvidersPageSchema = adminPageSchema(adminProviderRowSchema);

/**
 * GET /api/admin/providers/:id: every stored field (the back-office sees them all, whatever the
 * public visibility), the names of its references, the account behind it, and `version`, the
 * token an edit sends back in If-Match so that two people editing at once cannot overwrite each
 * other unknowingly.
 */
export const adminProviderDetailsSchema = ownProviderSchema.extend({
  featured: z.boolean(),
  areaName: z.string().nullable(),
  cityName: z.string().nullable(),
  stateName: z.string().nullable(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.string(),
});
export type AdminProviderDetails = z.infer<typeof adminProviderDetailsSchema>;
export const adminProviderResponseSchema = z.object({ provider: adminProviderDetailsSchema });

export const adminProviderUpdateResponseSchema = z.object({
  message: z.string(),
  provider: adminProviderDetailsSchema,
});

/** POST /api/admin/providers: the temporary password is in this answer only, never stored. */
export const adminProviderCreatedSchema = z.object({
  message: z.string(),
  providerId: z.number(),
  email: z.string(),
  temporaryPassword: z.string(),
});
export type AdminProviderCreated = z.infer<typeof adminProviderCreatedSchema>;

/** SPEC §8 toasts and refusals of the providers screens. */
export const ADMIN_PROVIDER_MESSAGES = {
  created: 'Conveniado cadastrado com sucesso!',
  updated: 'Conveniado atualizado com sucesso!',
  deleted: 'Conveniado excluído com sucesso',
  statusUpdated: 'Status do conveniado atualizado com sucesso',
  notFound: 'Conveniado não encontrado',
  loadFailed: 'Não foi possível carregar os conveniados',
  deleteFailed: 'Não foi possível excluir o conveniado',
  statusFailed: 'Não foi possível atualizar o status do conveniado',
  detailsFailed: 'Não foi possível carregar os dados do conveniado',
  deleteWarning: 'Esta ação não pode ser desfeita.',
  staleEdit:
    'Este conveniado foi alterado por outra pessoa enquanto você editava. Recarregue a página para ver a versão atual antes de salvar.',
  versionMissing: 'Versão do conveniado ausente. Recarregue a página e tente novamente.',
};
