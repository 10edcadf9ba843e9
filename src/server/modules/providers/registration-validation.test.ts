import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { fieldConfigurations } from '../../db/schema/admin.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  countRows,
  referenceIds,
  register,
  registrationBody,
} from '../../test/provider-fixtures.ts';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let reference: Awaited<ReturnType<typeof referenceIds>>;

beforeAll(async () => {
  const test = await createTestApp();
  ({ app, close } = test);
  db = test.database.db;
  reference = await referenceIds(db);
});
afterAll(() => close());

/** The answer's message and field for a registration with `overrides`. */
async function refusal(overrides: Record<string, unknown>) {
  const response = await register(app, registrationBody(reference, overrides));
  expect(response.statusCode).toBe(400);
  const { message, field } = response.json().error;
  return { message, field };
}

const ACCOUNT = 'Por favor, preencha todos os campos de conta';
const INFO = 'Por favor, preencha todos os campos de informações do conveniado';
const PHONE = 'Por favor, forneça pelo menos um telefone para contato';
const ADDRESS = 'Por favor, preencha os campos obrigatórios de endereço';

describe('registration checks, in the order of SPEC §5', () => {
  it('answers with the first failing check, and writes nothing', async () => {
    const before = await countRows(db);
    const everythingWrong = {
      name: '',
      companyName: '',
      phone: '',
      address: '',
      password: '123',
      acceptTerms: false,
      cpfCnpj: '',
    };
    const steps: [Record<string, unknown>, string, string][] = [
      [{}, ACCOUNT, 'name'],
      [{ name: 'Ana' }, INFO, 'companyName'],
      [{ name: 'Ana', companyName: 'Clínica' }, INFO, 'cpfCnpj'],
      [{ name: 'Ana', companyName: 'Clínica', cpfCnpj: '529.982.247-25' }, PHONE, 'phone'],
      [
        { name: 'Ana', companyName: 'Clínica', cpfCnpj: '529.982.247-25', phone: '64 36311234' },
        ADDRESS,
        'address',
      ],
      [
        {
          name: 'Ana',
          companyName: 'Clínica',
          cpfCnpj: '529.982.247-25',
          phone: '64 36311234',
          address: 'Rua A',
        },
        'A senha deve ter pelo menos 8 caracteres.',
        'password',
      ],
    ];
    for (const [fixed, message, field] of steps) {
      expect(await refusal({ ...everythingWrong, ...fixed })).toEqual({ message, field });
    }
    expect(await refusal({ acceptTerms: false })).toEqual({
      message: 'Você precisa aceitar os termos de uso para continuar.',
      field: 'acceptTerms',
    });
    expect(await countRows(db)).toEqual(before);
  });

  it('checks e-mail and password before the provider fields only for presence', async () => {
    expect(await refusal({ email: '', password: '' })).toEqual({
      message: ACCOUNT,
      field: 'email',
    });
    expect(await refusal({ responsibleName: '  ' })).toEqual({
      message: INFO,
      field: 'responsibleName',
    });
    expect(await refusal({ state: '', city: '' })).toEqual({ message: ADDRESS, field: 'state' });
    expect(await refusal({ city: '' })).toEqual({ message: ADDRESS, field: 'city' });
    expect(await refusal({ email: 'sem-arroba' })).toEqual({
      message: 'Informe um e-mail válido.',
      field: 'email',
    });
  });

  it('validates CPF and CNPJ check digits, numeric and alphanumeric', async () => {
    for (const cpfCnpj of ['529.982.247-24', '111.111.111-11', '11.222.333/0001-82', '123']) {
      expect(await refusal({ cpfCnpj })).toEqual({
        message: 'CPF/CNPJ inválido.',
        field: 'cpfCnpj',
      });
    }
    for (const cpfCnpj of ['11.222.333/0001-81', '12.ABC.345/01DE-35']) {
      const response = await register(app, registrationBody(reference, { cpfCnpj }));
      expect(response.statusCode, cpfCnpj).toBe(201);
    }
  });

  it('validates CEP, phone and WhatsApp with area code', async () => {
    expect(await refusal({ zipCode: '7580-000' })).toEqual({
      message: 'CEP inválido. Informe os 8 dígitos.',
      field: 'zipCode',
    });
    expect(await refusal({ phone: '3631-1234' })).toEqual({
      message: 'Telefone inválido. Informe o DDD e o número.',
      field: 'phone',
    });
    expect(await refusal({ whatsapp: '(00) 99999-1234' })).toEqual({
      message: 'WhatsApp inválido. Informe o DDD e o número.',
      field: 'whatsapp',
    });
  });

  it('takes discount and return days as whole numbers, 0 when empty, discount up to 100', async () => {
    const discount = 'O desconto deve ser um número inteiro entre 0 e 100.';
    for (const value of ['101', '-1', '10.5', 'dez']) {
      expect(await refusal({ discount: value })).toEqual({ message: discount, field: 'discount' });
    }
    expect(await refusal({ returnDays: '2.5' })).toEqual({
      message: 'Os dias para retorno devem ser um número inteiro entre 0 e 365.',
      field: 'returnDays',
    });
    const empty = await register(
      app,
      registrationBody(reference, { discount: '', returnDays: '' }),
    );
    expect(empty.statusCode).toBe(201);
    const numbers = await register(
      app,
      registrationBody(reference, { discount: 100, returnDays: 0 }),
    );
    expect(numbers.statusCode).toBe(201);
  });

  it('refuses a city of another state', async () => {
    expect(await refusal({ state: 'GO', city: '3550308' })).toEqual({
      message: 'A cidade selecionada não pertence ao estado informado.',
      field: 'city',
    });
  });

  it('refuses fields a person may not set (status, ads)', async () => {
    expect(await refusal({ status: 'active', ads: 'ads' })).toEqual({
      message: 'Campo não permitido: status, ads',
      field: undefined,
    });
  });

  it('applies the required flags of the field configuration', async () => {
    const setRequired = (fieldName: string, isRequired: boolean) =>
      db
        .update(fieldConfigurations)
        .set({ isRequired })
        .where(eq(fieldConfigurations.fieldName, fieldName));
    // Seeded: 'area' is required. Make the specialties and the CEP required too.
    await setRequired('specialties', true);
    await setRequired('zipCode', true);
    try {
      expect(await refusal({ area: '', specialties: [], zipCode: '' })).toEqual({
        message:
          'Por favor, preencha os seguintes campos obrigatórios: CEP, Área de Atuação, Especialidades',
        field: 'zipCode',
      });
      expect(await refusal({ specialties: [] })).toEqual({
        message: 'Por favor, preencha os seguintes campos obrigatórios: Especialidades',
        field: 'specialties',
      });
      // The SPEC checks come first: a missing phone is reported before the configured fields.
      expect(await refusal({ phone: '', specialties: [] })).toEqual({
        message: PHONE,
        field: 'phone',
      });
    } finally {
      await setRequired('specialties', false);
      await setRequired('zipCode', false);
    }
    const optional = await register(app, registrationBody(reference, { specialties: [] }));
    expect(optional.statusCode).toBe(201);
  });
});
