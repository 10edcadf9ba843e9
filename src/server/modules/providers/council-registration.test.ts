import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_FORM_MESSAGES as M } from '../../../shared/schemas/provider-form.ts';
import { providers } from '../../db/schema/providers.ts';
import { specialties } from '../../db/schema/reference.ts';
import { signedInAdmin } from '../../test/personas.ts';
import {
  getProfile,
  putProfile,
  referenceIds,
  signedInProvider,
} from '../../test/provider-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

/**
 * Decision 032 (issue 15 item 1), through the API on the real database: the registration is
 * saved and read back, shown on the public page as the councils ask, a doctor's specialty
 * without its RQE is neither shown nor found by specialty, and bad input changes nothing.
 */
let test: Awaited<ReturnType<typeof createTestApp>>;
let reference: Awaited<ReturnType<typeof referenceIds>>;
let names: Map<number, string>;

beforeAll(async () => {
  test = await createTestApp();
  reference = await referenceIds(test.database.db);
  const rows = await test.database.db
    .select({ id: specialties.id, name: specialties.name })
    .from(specialties)
    .where(inArray(specialties.id, reference.specialtyIds));
  names = new Map(rows.map((row) => [row.id, row.name]));
});
afterAll(async () => test?.close());

const first = () => reference.specialtyIds[0]!;
const second = () => reference.specialtyIds[1]!;
const publicPage = (id: number) => test.app.inject({ url: `/api/providers/${id}` });
/** Whether a search by the specialty's name lists the provider, page after page. */
async function foundBySpecialty(id: number, specialtyId: number): Promise<boolean> {
  const query = `especialidade=${encodeURIComponent(names.get(specialtyId)!)}&q=Cl%C3%ADnica%20Teste`;
  let cursor: string | null = '';
  while (cursor !== null) {
    const response = await test.app.inject({
      url: `/api/providers?${query}${cursor ? `&cursor=${cursor}` : ''}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { items: { id: number }[]; nextCursor: string | null };
    if (body.items.some((item) => item.id === id)) return true;
    cursor = body.nextCursor;
  }
  return false;
}

async function activeDoctor() {
  const provider = await signedInProvider(test.app, test.database.db, reference);
  await test.database.db
    .update(providers)
    .set({ status: 'active' })
    .where(eq(providers.id, provider.providerId));
  return provider;
}

describe('council registration and RQE', () => {
  it("is saved, read back by the provider and the admin, and shown as 'CRM-GO 12345 · RQE 6789'", async () => {
    const doctor = await activeDoctor();
    const saved = await putProfile(test.app, doctor.cookie, {
      ...doctor.body,
      specialties: [first(), second()],
      council: 'CRM',
      councilState: 'go',
      crNumber: '12345',
      rqes: { [first()]: '6789', [second()]: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const own = (await getProfile(test.app, doctor.cookie)).json().provider;
    expect(own).toMatchObject({ council: 'CRM', councilState: 'GO', crNumber: '12345' });
    expect(own.specialties).toEqual(
      expect.arrayContaining([
        { id: first(), name: names.get(first()), rqe: '6789' },
        { id: second(), name: names.get(second()), rqe: null },
      ]),
    );
    const admin = await signedInAdmin(test.app, test.database.db, ['providers:read']);
    const details = await test.app.inject({
      url: `/api/admin/providers/${doctor.providerId}`,
      headers: { cookie: admin.cookie },
    });
    expect(details.json().provider).toMatchObject({
      council: 'CRM',
      councilState: 'GO',
      crNumber: '12345',
    });

    const page = (await publicPage(doctor.providerId)).json();
    expect(page.crNumber).toBe('CRM-GO 12345 · RQE 6789');
    // The specialty without an RQE is not advertised, nor found by specialty.
    expect(page.specialties).toEqual([{ id: first(), name: names.get(first()), rqe: '6789' }]);
    expect(await foundBySpecialty(doctor.providerId, first())).toBe(true);
    expect(await foundBySpecialty(doctor.providerId, second())).toBe(false);
    // Nor on the search card.
    const byName = await test.app.inject({
      url: `/api/providers?q=${encodeURIComponent(String(doctor.body.companyName))}`,
    });
    const card = byName.json().items.find((item: { id: number }) => item.id === doctor.providerId);
    expect(card.specialties).toEqual([{ id: first(), name: names.get(first()) }]);
  });

  it('lists every specialty again once the registration is no longer a doctor’s', async () => {
    const provider = await activeDoctor();
    const asDoctor = {
      ...provider.body,
      specialties: [first(), second()],
      council: 'CRM',
      councilState: 'GO',
      crNumber: '777',
    };
    expect((await putProfile(test.app, provider.cookie, asDoctor)).statusCode).toBe(200);
    expect(await foundBySpecialty(provider.providerId, first())).toBe(false);
    expect((await publicPage(provider.providerId)).json().specialties).toEqual([]);

    const asPsychologist = { ...asDoctor, council: 'CRP', crNumber: '09-777' };
    expect((await putProfile(test.app, provider.cookie, asPsychologist)).statusCode).toBe(200);
    expect(await foundBySpecialty(provider.providerId, first())).toBe(true);
    const page = (await publicPage(provider.providerId)).json();
    expect(page.crNumber).toBe('CRP-GO 09-777');
    expect(page.specialties).toHaveLength(2);
  });

  it('refuses a partial registration, a bad RQE and prices on a dentist page, writing nothing', async () => {
    const provider = await activeDoctor();
    const before = (await getProfile(test.app, provider.cookie)).json().provider;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ council: 'CRM', crNumber: '' }, 'crNumber', M.councilRegistration],
      [{ council: 'CRM', crNumber: '1', councilState: '' }, 'councilState', M.councilRegistration],
      [{ council: 'CRX' }, 'council', M.council],
      [{ council: 'CRM', crNumber: '1', councilState: 'XX' }, 'councilState', M.councilState],
      [
        { council: 'CRM', crNumber: '1', councilState: 'GO', rqes: { [first()]: 'RQE1' } },
        'rqes',
        M.rqe,
      ],
      [{ rqes: 'RQE 1' }, 'rqes', 'RQE inválido.'],
      [
        { council: 'CRO', crNumber: '1', councilState: 'GO', observations: 'Limpeza R$ 120' },
        'observations',
        M.dentistPrices,
      ],
    ];
    for (const [change, field, message] of cases) {
      const response = await putProfile(test.app, provider.cookie, {
        ...provider.body,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error).toMatchObject({ field, message });
    }
    expect((await getProfile(test.app, provider.cookie)).json().provider).toEqual(before);
  });
});
