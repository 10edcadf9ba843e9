import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNCILS } from '../constants/councils.ts';
import { registrationLine } from '../constants/registration-line.ts';
import { PROVIDER_FORM_MESSAGES as M, providerProfileSchema } from './provider-form.ts';
import { EMPTY_PROVIDER_FORM } from './provider-form-values.ts';

/** Decision 032: the council registration, a doctor's RQEs, and no prices on a dentist's page. */
const profile = {
  ...EMPTY_PROVIDER_FORM,
  companyName: 'Dra. Helena Prado',
  cpfCnpj: '529.982.247-25',
  responsibleName: 'Helena Prado',
  phone: '(64) 3631-1234',
  address: 'Rua B',
  state: 'GO',
  city: '5211909',
  specialties: [3, 7],
};
const parse = (values: Record<string, unknown>) =>
  providerProfileSchema().safeParse({ ...profile, ...values });
const issues = (values: Record<string, unknown>) =>
  (parse(values).error?.issues ?? []).map((issue) => [issue.path[0], issue.message]);

describe('council registration in the provider forms', () => {
  it('keeps the council, its state in capitals, and the RQEs of chosen specialties of a doctor', () => {
    const result = parse({
      council: 'CRM',
      councilState: 'go',
      crNumber: '12345',
      rqes: { 3: ' 6789 ', 7: '', 99: '1111' },
    });
    expect(result.data).toMatchObject({
      council: 'CRM',
      councilState: 'GO',
      crNumber: '12345',
      rqes: { 3: '6789' },
    });
  });

  it('drops RQEs for every other council, and the state without a council', () => {
    expect(
      parse({ council: 'CRP', councilState: 'GO', crNumber: '09/1234', rqes: { 3: '1' } }).data,
    ).toMatchObject({ council: 'CRP', rqes: {} });
    expect(parse({ councilState: 'GO', crNumber: 'CRM-GO 1234' }).data).toMatchObject({
      council: null,
      councilState: null,
      crNumber: 'CRM-GO 1234',
    });
  });

  it('asks for the whole registration once a council is chosen, and checks each part', () => {
    expect(issues({ council: 'CRM' })).toEqual([
      ['crNumber', M.councilRegistration],
      ['councilState', M.councilRegistration],
    ]);
    expect(issues({ council: 'XYZ' })).toEqual([['council', M.council]]);
    expect(issues({ councilState: 'ZZ' })).toEqual([['councilState', M.councilState]]);
    expect(issues({ council: 'CRM', councilState: 'GO', crNumber: 'CRM-GO 12345' })).toEqual([
      ['crNumber', M.crNumber],
    ]);
    expect(
      issues({ council: 'CRM', councilState: 'GO', crNumber: '12345', rqes: { 3: '67a' } }),
    ).toEqual([['rqes', M.rqe]]);
    expect(issues({ rqes: ['1'] })).toEqual([['rqes', 'RQE inválido.']]);
    expect(issues({ rqes: { abc: '1' } })).toEqual([['rqes', 'RQE inválido.']]);
    expect(issues({ rqes: { 3: { x: 1 } } })).toEqual([['rqes', 'RQE inválido.']]);
  });

  it("refuses prices in a dentist's observations, not in others'", () => {
    const dentist = { council: 'CRO', councilState: 'GO', crNumber: '4321' };
    for (const observations of ['Consulta R$ 150', 'Limpeza por r$90', 'Clareamento: 300 reais']) {
      expect(issues({ ...dentist, observations })).toEqual([['observations', M.dentistPrices]]);
    }
    expect(issues({ ...dentist, observations: 'Atendemos das 8h às 18h, 2 dentistas.' })).toEqual(
      [],
    );
    expect(
      issues({ council: 'CRM', councilState: 'GO', crNumber: '1', observations: 'R$ 150' }),
    ).toEqual([]);
  });
});

describe('registrationLine', () => {
  const doctor = { council: 'CRM', councilState: 'GO', crNumber: '12345' };

  it('shows a registration as the councils ask', () => {
    expect(registrationLine(doctor, [{ name: 'Cardiologia', rqe: '6789' }])).toBe(
      'CRM-GO 12345 · RQE 6789',
    );
    expect(
      registrationLine(doctor, [
        { name: 'Cardiologia', rqe: '6789' },
        { name: 'Pediatria', rqe: '1234' },
      ]),
    ).toBe('CRM-GO 12345 · RQE 6789 (Cardiologia) · RQE 1234 (Pediatria)');
    expect(registrationLine(doctor)).toBe('CRM-GO 12345');
    expect(registrationLine({ ...doctor, council: 'CRO' }, [{ name: 'X', rqe: '1' }])).toBe(
      'CRO-GO 12345',
    );
    expect(registrationLine({ ...doctor, council: 'OUTRO' })).toBe('12345/GO');
    expect(registrationLine({ council: null, councilState: null, crNumber: 'CRM-GO 1' })).toBe(
      'CRM-GO 1',
    );
    expect(registrationLine({ council: null, councilState: null, crNumber: null })).toBeNull();
  });

  it('always starts with the council, its state and the number, whatever they are', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNCILS.filter((council) => council !== 'OUTRO')),
        fc.constantFrom('GO', 'SP', 'DF'),
        fc.stringMatching(/^[0-9]{1,8}$/),
        fc.array(
          fc.record({
            name: fc.string({ minLength: 1 }),
            rqe: fc.option(fc.stringMatching(/^[0-9]{1,6}$/)),
          }),
        ),
        (council, state, number, specialties) => {
          const line = registrationLine(
            { council, councilState: state, crNumber: number },
            specialties,
          )!;
          expect(line.startsWith(`${council}-${state} ${number}`)).toBe(true);
          if (council !== 'CRM') expect(line).toBe(`${council}-${state} ${number}`);
        },
      ),
    );
  });
});
