import { z } from 'zod';
import { COUNCILS } from '../constants/councils.ts';
import { PROVIDER_STATUSES } from '../constants/providers.ts';
import { namedItemSchema } from './reference.ts';

/**
 * GET /api/me/provider: the signed-in provider's own record, as stored (documents, phones and
 * CEP as digits; the form formats them). `rejectionReason` only goes with 'reprovado'.
 */
export const ownProviderSchema = z.object({
  id: z.number(),
  status: z.enum(PROVIDER_STATUSES),
  rejectionReason: z.string().nullable(),
  companyName: z.string(),
  tradeName: z.string().nullable(),
  cpfCnpj: z.string(),
  responsibleName: z.string().nullable(),
  crNumber: z.string().nullable(),
  council: z.enum(COUNCILS).nullable(),
  councilState: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  contactEmail: z.string().nullable(),
  address: z.string().nullable(),
  addressNumber: z.string().nullable(),
  complement: z.string().nullable(),
  neighborhood: z.string().nullable(),
  zipCode: z.string().nullable(),
  stateId: z.string().nullable(),
  cityId: z.number().nullable(),
  locationLink: z.string().nullable(),
  areaId: z.number().nullable(),
  /** Each with its RQE (decision 032; null when none). */
  specialties: z.array(namedItemSchema.extend({ rqe: z.string().nullable() })),
  discount: z.number(),
  returnDays: z.number(),
  observations: z.string().nullable(),
});
export type OwnProvider = z.infer<typeof ownProviderSchema>;

export const ownProviderResponseSchema = z.object({ provider: ownProviderSchema });

export const ownProviderUpdateResponseSchema = z.object({
  message: z.string(),
  provider: ownProviderSchema,
});

/** SPEC §8: what a signed-in person without a provider record is told (and sent to /). */
export const NO_PROVIDER_PROFILE_MESSAGE = 'Você não possui um perfil de conveniado';

/**
 * PATCH /api/admin/providers/:id/status (SPEC §4 status dialog; DESIGN §2: an admin can also
 * reject, with a reason the provider sees).
 */
export const REJECTION_REASON_MAX_LENGTH = 1000;
export const PROVIDER_STATUS_MESSAGES = {
  status: 'Status inválido.',
  reasonInvalid: 'Motivo inválido.',
  reasonRequired: 'Informe o motivo da reprovação.',
  reasonTooLong: `O motivo deve ter no máximo ${REJECTION_REASON_MAX_LENGTH} caracteres.`,
};

export const providerStatusChangeSchema = z
  .strictObject(
    {
      status: z.enum(PROVIDER_STATUSES, { error: PROVIDER_STATUS_MESSAGES.status }),
      reason: z
        .string({ error: PROVIDER_STATUS_MESSAGES.reasonInvalid })
        .trim()
        .max(REJECTION_REASON_MAX_LENGTH, PROVIDER_STATUS_MESSAGES.reasonTooLong)
        .optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Dados inválidos.' : undefined) },
  )
  // 'Reprovado' tells the provider why (shown on 'Cadastro Reprovado'): no reason, no rejection.
  .refine((change) => change.status !== 'reprovado' || Boolean(change.reason), {
    message: PROVIDER_STATUS_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type ProviderStatusChange = z.infer<typeof providerStatusChangeSchema>;

export const providerStatusResponseSchema = z.object({
  message: z.string(),
  provider: z.object({
    id: z.number(),
    status: z.enum(PROVIDER_STATUSES),
    rejectionReason: z.string().nullable(),
  }),
});
