import { PROVIDER_FIELDS, type ProviderFieldName } from '../../shared/constants/fields.ts';

type FieldFlags = { isRequired: boolean; isPublicVisible: boolean; isLoggedinVisible: boolean };

/**
 * The field configuration a fresh installation starts with (admins change it afterwards on
 * /admin/fields; the seed only adds rows that are missing and never overwrites a flag).
 *
 * | field           | required | public | logged-in | why                                         |
 * |-----------------|----------|--------|-----------|---------------------------------------------|
 * | tradeName       | no       | yes    | yes       | individuals have no Razão Social; search matches it |
 * | companyName     | yes      | yes    | yes       | SPEC §5; the name the directory shows       |
 * | cpfCnpj         | yes      | no     | no        | SPEC §5; a CPF is personal data (LGPD)      |
 * | responsibleName | yes      | no     | yes       | SPEC §5; a person's name, members only      |
 * | crNumber        | no       | yes    | yes       | councils make it public; ads must show it   |
 * | phone           | yes      | yes    | yes       | SPEC §5 "pelo menos um telefone"            |
 * | whatsapp        | no       | yes    | yes       | business contact                            |
 * | contactEmail    | no       | yes    | yes       | given by the provider to be contacted       |
 * | address         | yes      | yes    | yes       | SPEC §5                                     |
 * | addressNumber   | no       | yes    | yes       | 's/n' addresses exist                       |
 * | complement      | no       | yes    | yes       |                                             |
 * | neighborhood    | no       | yes    | yes       |                                             |
 * | zipCode         | no       | yes    | yes       |                                             |
 * | state           | yes      | yes    | yes       | SPEC §5                                     |
 * | city            | yes      | yes    | yes       | SPEC §5                                     |
 * | locationLink    | no       | yes    | yes       |                                             |
 * | area            | yes      | yes    | yes       | search filters by area; without it a provider is hard to find |
 * | specialties     | no       | yes    | yes       | a pharmacy or an optician may have none     |
 * | discount        | no       | yes    | yes       | empty becomes 0 (SPEC §5)                   |
 * | returnDays      | no       | yes    | yes       | empty becomes 0 (SPEC §5)                   |
 * | observations    | no       | no     | no        | internal notes for the team                 |
 *
 * crNumber: CFM/CFO rules require the registration number in any advertisement of a health
 * professional, and the councils publish it, so hiding it would help no one. cpfCnpj: the column
 * mixes a company's public CNPJ with a person's CPF, which LGPD protects, so it is never shown
 * outside the back-office (admin screens are not governed by these flags).
 */
const DEFAULT_FLAGS: Record<ProviderFieldName, FieldFlags> = {
  tradeName: flags(false, true, true),
  companyName: flags(true, true, true),
  cpfCnpj: flags(true, false, false),
  responsibleName: flags(true, false, true),
  crNumber: flags(false, true, true),
  phone: flags(true, true, true),
  whatsapp: flags(false, true, true),
  contactEmail: flags(false, true, true),
  address: flags(true, true, true),
  addressNumber: flags(false, true, true),
  complement: flags(false, true, true),
  neighborhood: flags(false, true, true),
  zipCode: flags(false, true, true),
  state: flags(true, true, true),
  city: flags(true, true, true),
  locationLink: flags(false, true, true),
  area: flags(true, true, true),
  specialties: flags(false, true, true),
  discount: flags(false, true, true),
  returnDays: flags(false, true, true),
  observations: flags(false, false, false),
};

function flags(isRequired: boolean, isPublicVisible: boolean, isLoggedinVisible: boolean) {
  return { isRequired, isPublicVisible, isLoggedinVisible };
}

/** One row per SPEC §3 field, in the order of PROVIDER_FIELDS. */
export const FIELD_CONFIGURATION_DEFAULTS = PROVIDER_FIELDS.map((field) => ({
  fieldName: field.name as string,
  label: field.label as string,
  ...DEFAULT_FLAGS[field.name],
}));
