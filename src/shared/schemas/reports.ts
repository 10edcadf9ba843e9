import { z } from 'zod';
import { adminPageSchema, adminTableQuerySchema } from './admin-table.ts';

/**
 * Issue 15 item 2 (decision 034): a visitor tells the team that a provider's page is wrong.
 * The kinds of problem, with the words the form and the back-office show.
 */
export const REPORT_REASONS = ['phone', 'address', 'closed', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  phone: 'Telefone ou WhatsApp errado',
  address: 'Endereço errado',
  closed: 'Fechou ou não atende mais',
  other: 'Outro problema',
};

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_DETAILS_MAX_LENGTH = 500;
export const REPORT_MESSAGES = {
  reason: 'Escolha o que está errado.',
  details: `Descreva em até ${REPORT_DETAILS_MAX_LENGTH} caracteres.`,
  detailsRequired: 'Conte o que está errado.',
  sent: 'Obrigado! A equipe vai conferir as informações deste conveniado.',
  note: 'Conte o que foi feito (até 500 caracteres).',
  resolved: 'Aviso marcado como resolvido.',
  alreadyResolved: 'Este aviso já foi resolvido.',
  notFound: 'Aviso não encontrado.',
  tooMany: 'Você já enviou vários avisos. Tente novamente mais tarde.',
};

const details = z
  .string({ error: REPORT_MESSAGES.details })
  .trim()
  .max(REPORT_DETAILS_MAX_LENGTH, REPORT_MESSAGES.details);

/**
 * POST /api/providers/:id/reports. `website` is a field people never see (hidden from them and
 * from screen readers): a form that fills it was filled by a robot.
 */
export const reportInputSchema = z
  .strictObject(
    {
      reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason }),
      details: details.optional().transform((value) => value || undefined),
      website: z.string({ error: 'Dados inválidos.' }).max(200, 'Dados inválidos.').optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Dados inválidos.' : undefined) },
  )
  .refine((input) => input.reason !== 'other' || Boolean(input.details), {
    message: REPORT_MESSAGES.detailsRequired,
    path: ['details'],
  });
export type ReportInput = z.input<typeof reportInputSchema>;

/** PATCH /api/admin/reports/:id: resolved, with what was done. */
export const reportResolutionSchema = z.strictObject(
  {
    note: z
      .string({ error: REPORT_MESSAGES.note })
      .trim()
      .min(1, REPORT_MESSAGES.note)
      .max(REPORT_DETAILS_MAX_LENGTH, REPORT_MESSAGES.note),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Dados inválidos.' : undefined) },
);
export type ReportResolution = z.infer<typeof reportResolutionSchema>;

/** GET /api/admin/reports?status=&page= — newest first. */
export const REPORT_SORT_KEYS = ['createdAt'] as const;
export const adminReportsQuerySchema = adminTableQuerySchema(REPORT_SORT_KEYS, {
  status: z.enum(REPORT_STATUSES, { error: 'Situação inválida.' }).optional(),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;

export const adminReportRowSchema = z.object({
  id: z.number(),
  providerId: z.number(),
  providerName: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  resolvedByName: z.string().nullable(),
});
export type AdminReportRow = z.infer<typeof adminReportRowSchema>;
export const adminReportsPageSchema = adminPageSchema(adminReportRowSchema);

/** GET /api/me/provider/reports: the open reports about the provider's own page. */
export const ownReportSchema = z.object({
  id: z.number(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: z.string(),
});
export const ownReportsSchema = z.object({ reports: z.array(ownReportSchema) });
export type OwnReport = z.infer<typeof ownReportSchema>;
