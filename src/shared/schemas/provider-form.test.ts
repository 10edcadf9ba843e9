import { describe, expect, it } from 'vitest';
import {
  providerProfileSchema,
  providerRegistrationSchema,
  requiredFieldsOf,
} from './provider-form.ts';
import { EMPTY_PROVIDER_FORM } from './provider-form-values.ts';

const profile = {
  ...EMPTY_PROVIDER_FORM,
  companyName: ' Clínica Sol ',
  cpfCnpj: '12.ABC.345/01DE-35',
  responsibleName: 'Rita',
  phone: '+55 (64) 3631-1234',
  whatsapp: '',
  address: 'Rua B',
  zipCode: '75800-014',
  state: 'go',
  city: '5211909',
  specialties: [3, 3, 1],
};

const firstIssue = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) => {
  const issue = result.error?.issues[0];
  return issue && { message: issue.message, field: issue.path[0] };
};

describe('providerProfileSchema', () => {
  it('normalises what it stores: digits, upper-case state, numbers, deduplicated ids, 0 for empty', () => {
    expect(providerProfileSchema().parse(profile)).toMatchObject({
      companyName: 'Clínica Sol',
      cpfCnpj: '12ABC34501DE35',
      phone: '6436311234',
      whatsapp: null,
      zipCode: '75800014',
      stateId: 'GO',
      cityId: 5211909,
      areaId: null,
      specialtyIds: [3, 1],
      discount: 0,
      returnDays: 0,
      tradeName: null,
    });
  });

  it('refuses keys a provider may not send before anything else', () => {
    const result = providerProfileSchema().safeParse({ ...profile, companyName: '', ads: 'ads' });
    expect(firstIssue(result)).toEqual({ message: 'Campo não permitido: ads', field: undefined });
  });

  it('lists every configured field that is missing, with the configured labels', () => {
    const required = requiredFieldsOf([
      { fieldName: 'neighborhood', label: 'Bairro', isRequired: true },
      { fieldName: 'specialties', label: 'Especialidades', isRequired: true },
      { fieldName: 'crNumber', label: 'CR', isRequired: false },
    ]);
    const result = providerProfileSchema(required).safeParse({ ...profile, specialties: [] });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      [
        'neighborhood',
        'Por favor, preencha os seguintes campos obrigatórios: Bairro, Especialidades',
      ],
      [
        'specialties',
        'Por favor, preencha os seguintes campos obrigatórios: Bairro, Especialidades',
      ],
    ]);
  });

  it('answers malformed values field by field instead of failing whole', () => {
    expect(firstIssue(providerProfileSchema().safeParse({ ...profile, phone: { x: 1 } }))).toEqual({
      message: 'Valor inválido.',
      field: 'phone',
    });
    expect(
      firstIssue(providerProfileSchema().safeParse({ ...profile, specialties: ['a'] })),
    ).toEqual({ message: 'Especialidades inválidas.', field: 'specialties' });
    expect(firstIssue(providerProfileSchema().safeParse('texto'))).toEqual({
      message: 'Dados inválidos.',
      field: undefined,
    });
  });
});

describe('providerRegistrationSchema', () => {
  it('keeps the password as typed and lower-cases the e-mail', () => {
    const parsed = providerRegistrationSchema().parse({
      ...profile,
      name: 'Rita',
      email: ' Rita@Exemplo.COM.br ',
      password: ' senha com espaço ',
      acceptTerms: true,
    });
    expect(parsed).toMatchObject({ email: 'rita@exemplo.com.br', password: ' senha com espaço ' });
  });
});
