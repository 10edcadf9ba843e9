import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_FIELD_NAMES } from '../../../shared/constants/fields.ts';
import type { Database } from '../../db/database.ts';
import { createTestApp } from '../../test/test-app.ts';
import { insertProvider, setFieldVisibility } from '../../test/directory-fixtures.ts';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  let database;
  ({ app, database, close } = await createTestApp());
  db = database.db;
  ids.real = await insertProvider(db, { companyName: 'Clínica Real', specialties: ['Pediatria'] });
  ids.demo = await insertProvider(db, {
    companyName: 'Clínica Exemplo',
    demo: true,
    featured: true,
    specialties: ['Pediatria'],
  });
});
afterAll(() => close());

async function get(url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the demo flag in the directory API', () => {
  it('marks demo providers in the search results, and only them', async () => {
    for (const url of ['/api/providers', '/api/providers?especialidade=Pediatria']) {
      const { items } = await get(url);
      expect(items.map((item: { id: number; demo: boolean }) => [item.id, item.demo])).toEqual([
        [ids.demo, true],
        [ids.real, false],
      ]);
    }
  });

  it('marks a demo provider on its page', async () => {
    expect(await get(`/api/providers/${ids.demo}`)).toMatchObject({ id: ids.demo, demo: true });
    expect(await get(`/api/providers/${ids.real}`)).toMatchObject({ id: ids.real, demo: false });
  });

  it('is sent whatever the field configuration hides: it is not a provider field', async () => {
    for (const field of PROVIDER_FIELD_NAMES) {
      await setFieldVisibility(db, field, { isPublicVisible: false, isLoggedinVisible: false });
    }
    app.directory.fieldVisibility.invalidate();
    expect((await get('/api/providers')).items).toEqual([
      { id: ids.demo, featured: true, demo: true },
      { id: ids.real, featured: false, demo: false },
    ]);
    expect(await get(`/api/providers/${ids.demo}`)).toEqual({
      id: ids.demo,
      featured: true,
      demo: true,
    });
  });
});
