/**
 * The professional councils a provider may be registered with (issue 15 item 1; decision 032).
 * 'OUTRO' is any other council (CRBM, CREF, CRESS...): its registration is shown as typed.
 */
export const COUNCILS = [
  'CRM',
  'CRO',
  'CRP',
  'CREFITO',
  'CRN',
  'COREN',
  'CRF',
  'CRFa',
  'OUTRO',
] as const;
export type Council = (typeof COUNCILS)[number];

export const isCouncil = (value: string): value is Council =>
  (COUNCILS as readonly string[]).includes(value);

/** The 27 federative units, where a council registration is held. */
// prettier-ignore
export const BRAZILIAN_UFS = [
  'AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA', 'PB', 'PE',
  'PI', 'PR', 'RJ', 'RN', 'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO',
] as const;

/** Only doctors hold an RQE (Registro de Qualificação de Especialista), one per specialty. */
export const holdsRqe = (council: string | null | undefined) => council === 'CRM';

/**
 * CFO rules forbid a dentist's advertisement to show prices: a figure in reais ('R$ 150' or
 * '150 reais') in a text of a CRO provider is refused, the discount percentage aside.
 */
export const PRICE_PATTERN = /R\$\s*\d|\d\s*reais\b/i;
export const showsNoPrices = (council: string | null | undefined) => council === 'CRO';
