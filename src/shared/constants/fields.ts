/**
 * SPEC §3: the 21 provider form fields known to the field configuration, with the labels the
 * forms show (companyName is 'Nome Fantasia', tradeName is 'Razão Social').
 */
export const PROVIDER_FIELDS = [
  { name: 'tradeName', label: 'Razão Social' },
  { name: 'companyName', label: 'Nome Fantasia' },
  { name: 'cpfCnpj', label: 'CPF/CNPJ' },
  { name: 'responsibleName', label: 'Nome do Responsável' },
  { name: 'crNumber', label: 'Número do Registro Profissional (CR)' },
  { name: 'phone', label: 'Telefone' },
  { name: 'whatsapp', label: 'WhatsApp' },
  { name: 'contactEmail', label: 'E-mail de Contato' },
  { name: 'address', label: 'Endereço' },
  { name: 'addressNumber', label: 'Número' },
  { name: 'complement', label: 'Complemento' },
  { name: 'neighborhood', label: 'Bairro' },
  { name: 'zipCode', label: 'CEP' },
  { name: 'state', label: 'Estado' },
  { name: 'city', label: 'Cidade' },
  { name: 'locationLink', label: 'Link de Localização' },
  { name: 'area', label: 'Área de Atuação' },
  { name: 'specialties', label: 'Especialidades' },
  { name: 'discount', label: 'Desconto (%)' },
  { name: 'returnDays', label: 'Dias para Retorno' },
  { name: 'observations', label: 'Observações' },
] as const;

export type ProviderFieldName = (typeof PROVIDER_FIELDS)[number]['name'];
export const PROVIDER_FIELD_NAMES = PROVIDER_FIELDS.map((field) => field.name);

/** A field the field configuration marks required, with the label the message lists. */
export type RequiredField = { fieldName: string; label: string };

/**
 * The required fields of a field configuration (SPEC §3: a field with no row is optional). Here,
 * away from zod, because the provider forms read it on pages that load zod only to check.
 */
export function requiredFieldsOf(
  configurations: readonly { fieldName: string; label: string; isRequired: boolean }[],
): RequiredField[] {
  return configurations
    .filter((configuration) => configuration.isRequired)
    .map(({ fieldName, label }) => ({ fieldName, label }));
}
