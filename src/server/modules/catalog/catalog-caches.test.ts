import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { areas, specialties } from '../../db/schema/reference.ts';
import { insertProvider } from '../../test/directory-fixtures.ts';
import { signedInAdmin } from '../../test/personas.ts';
import { createTestApp } from '../../test/test-app.ts';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  const test = await createTestApp();
  ({ app, close } = test);
  db = test.database.db;
  cookie = (await signedInAdmin(app, db, 'master')).cookie;
});
afterAll(() => close());

const admin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

type Card = { companyName: string; area: { name: string } | null; specialties: { name: string }[] };
async function searchCard(companyName: string): Promise<Card> {
  const response = await app.inject({ url: `/api/providers?q=${encodeURIComponent(companyName)}` });
  const card = (response.json().items as Card[]).find((item) => item.companyName === companyName);
  if (!card) throw new Error(`${companyName} not found`);
  return card;
}

async function create(path: string, name: string): Promise<number> {
  const response = await admin('POST', path, { name });
  expect(response.statusCode).toBe(201);
  return response.json().item.id;
}

/**
 * Item 5 of issue 12: after a rename or deletion is saved, no public answer shows the old name:
 * not the result cards (whose names the server keeps for a few seconds), not the provider page,
 * not the reference lists (which browsers and the service worker must ask again).
 */
describe('public answers after a change in the back-office', () => {
  it('a renamed specialty and area show renamed at once in search results and on the provider page', async () => {
    const specialtyId = await create('/api/admin/specialties', 'Quiropraxia Antiga');
    const areaId = await create('/api/admin/areas', 'Terapias Antigas');
    const providerId = await insertProvider(db, {
      companyName: 'Clínica Renomeada Cache',
      area: 'Terapias Antigas',
      specialties: ['Quiropraxia Antiga'],
    });
    // Read once, so the server keeps these names.
    const before = await searchCard('Clínica Renomeada Cache');
    expect(before.area?.name).toBe('Terapias Antigas');
    expect(before.specialties.map((item) => item.name)).toEqual(['Quiropraxia Antiga']);

    expect(
      (await admin('PUT', `/api/admin/specialties/${specialtyId}`, { name: 'Quiropraxia Moderna' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await admin('PUT', `/api/admin/areas/${areaId}`, { name: 'Terapias Complementares Novas' }))
        .statusCode,
    ).toBe(200);

    const after = await searchCard('Clínica Renomeada Cache');
    expect(after.area?.name).toBe('Terapias Complementares Novas');
    expect(after.specialties.map((item) => item.name)).toEqual(['Quiropraxia Moderna']);
    const detail = (await app.inject({ url: `/api/providers/${providerId}` })).json();
    expect(detail.area.name).toBe('Terapias Complementares Novas');
    expect(detail.specialties.map((item: { name: string }) => item.name)).toEqual([
      'Quiropraxia Moderna',
    ]);

    // The search filter takes the new name, accents ignored, and no longer the old one.
    const byNew = await app.inject({ url: '/api/providers?especialidade=quiropráxia%20moderna' });
    expect(byNew.json().items.map((item: Card) => item.companyName)).toEqual([
      'Clínica Renomeada Cache',
    ]);
    const byOld = await app.inject({ url: '/api/providers?especialidade=Quiropraxia%20Antiga' });
    expect(byOld.json().items).toEqual([]);
  });

  it('a name changed by another process reaches this one through the directory_changed notification', async () => {
    const areaId = await create('/api/admin/areas', 'Área Outro Processo');
    await insertProvider(db, {
      companyName: 'Clínica Outro Processo',
      area: 'Área Outro Processo',
    });
    expect((await searchCard('Clínica Outro Processo')).area?.name).toBe('Área Outro Processo');
    // Written straight to the database, as another server process would: only the trigger tells.
    await db.update(areas).set({ name: 'Área Renomeada Fora' }).where(eq(areas.id, areaId));
    await expect
      .poll(async () => (await searchCard('Clínica Outro Processo')).area?.name, { timeout: 2_000 })
      .toBe('Área Renomeada Fora');
  });

  it('the reference lists are asked again at every use, an unchanged one answered with a 304', async () => {
    for (const url of ['/api/specialties', '/api/areas']) {
      const first = await app.inject({ url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]{22}"$/);
      const unchanged = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');

      const path = url === '/api/specialties' ? '/api/admin/specialties' : '/api/admin/areas';
      const id = await create(path, `Lista Revalidada ${url.length}`);
      const added = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toContainEqual({ id, name: `Lista Revalidada ${url.length}` });
      expect(added.headers.etag).not.toBe(etag);

      expect((await admin('DELETE', `${path}/${id}`)).statusCode).toBe(200);
      const deleted = await app.inject({
        url,
        headers: { 'if-none-match': added.headers.etag as string },
      });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).not.toContainEqual(expect.objectContaining({ id }));
    }
  });

  it('the database itself refuses two names that differ only in case or accents', async () => {
    await db.insert(specialties).values({ name: 'Acupuntura Índia' });
    await expect(db.insert(specialties).values({ name: 'acupuntura india' })).rejects.toThrow();
    await db.insert(areas).values({ name: 'Estética Índia' });
    await expect(db.insert(areas).values({ name: 'ESTETICA INDIA' })).rejects.toThrow();
  });
});
