/**
 * A discount directory is not a health plan (Lei 9.656/1998; ANS): it must never look like one.
 * These sentences say so in the footer of every page, on each provider page and in the terms
 * (issue 15; docs/decisions/030-legal-texts-and-health-plan-notice.md).
 */

/** The footer's sentence and the terms' notice. */
export function notAHealthPlan(appName: string): string {
  return `${appName} não é plano de saúde: os descontos são oferecidos pelos próprios conveniados e pagos diretamente a eles, sem mensalidade, carência ou cobertura.`;
}

/** Next to a provider's discount. */
export const PROVIDER_DISCOUNT_NOTICE =
  'Desconto oferecido pelo próprio conveniado, no pagamento direto a ele. Não é plano de saúde.';
