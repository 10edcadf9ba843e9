import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestApp } from '../../test/test-app.ts';
import { insertUser, signInCookie } from '../../test/test-users.ts';
import {
  deleteFieldConfiguration,
  insertProvider,
  restoreFieldConfiguration,
  setFieldVisibility,
} from '../../test/directory-fixtures.ts';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let providerId: number;
let cookie: string;

beforeAll(async () => {
  let database;
  ({ app, database, close } = await createTestApp());
  db = database.db;
  providerId = await insertProvider(db, {
    companyName: 'Clínica Visível',
    specialties: ['Cardiologia'],
    observations: 'Atende aos sábados',
    responsibleName: 'Joana Dias',
  });
  const user = await insertUser(db);
  cookie = await signInCookie(app, user.email, user.password);
});
afterAll(() => close());

// What the /admin/fields screen does after saving, so a change shows at once.
beforeEach(() => app.directory.fieldVisibility.invalidate());

async function detail(signedIn: boolean) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/providers/${providerId}`,
    headers: signedIn ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  // The service worker keeps only visitor answers for offline use.
  expect(response.headers['x-audience']).toBe(signedIn ? 'signed-in' : 'public');
  return response.json() as Record<string, unknown>;
}

async function card(signedIn: boolean) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/providers?q=visivel',
    headers: signedIn ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  const [item] = response.json().items as Record<string, unknown>[];
  return item!;
}

describe('field visibility by audience (DESIGN §2)', () => {
  it('with the default configuration: the CPF/CNPJ to no one, the responsible to members', async () => {
    const visitor = await detail(false);
    const member = await detail(true);
    expect(visitor).not.toHaveProperty('cpfCnpj');
    expect(member).not.toHaveProperty('cpfCnpj');
    expect(visitor).not.toHaveProperty('responsibleName');
    expect(member.responsibleName).toBe('Joana Dias');
    expect(visitor).not.toHaveProperty('observations');
    expect(member).not.toHaveProperty('observations');
  });

  it('a field hidden from visitors and shown to members is absent only for the visitor', async () => {
    await setFieldVisibility(db, 'phone', { isPublicVisible: false, isLoggedinVisible: true });
    await setFieldVisibility(db, 'specialties', {
      isPublicVisible: false,
      isLoggedinVisible: true,
    });
    app.directory.fieldVisibility.invalidate();
    const visitor = await detail(false);
    expect(visitor).not.toHaveProperty('phone');
    expect(visitor).not.toHaveProperty('specialties');
    expect(JSON.stringify(visitor)).not.toContain('6436310000');
    expect(await card(false)).not.toHaveProperty('phone');
    expect(await card(false)).not.toHaveProperty('specialties');

    expect((await detail(true)).phone).toBe('6436310000');
    expect((await card(true)).phone).toBe('6436310000');
    expect((await card(true)).specialties).toEqual([
      { id: expect.any(Number), name: 'Cardiologia' },
    ]);
  });

  it('and the other way round', async () => {
    await setFieldVisibility(db, 'discount', { isPublicVisible: true, isLoggedinVisible: false });
    await setFieldVisibility(db, 'companyName', {
      isPublicVisible: true,
      isLoggedinVisible: false,
    });
    app.directory.fieldVisibility.invalidate();
    expect((await detail(false)).discount).toBe(10);
    expect((await card(false)).companyName).toBe('Clínica Visível');
    const member = await detail(true);
    expect(member).not.toHaveProperty('discount');
    expect(member).not.toHaveProperty('companyName');
    const memberCard = await card(true);
    expect(memberCard).not.toHaveProperty('companyName');
    // id and featured are always sent.
    expect(memberCard).toMatchObject({ id: providerId, featured: false });
  });

  it('a field with no configuration row is visible to everyone', async () => {
    await deleteFieldConfiguration(db, 'observations');
    app.directory.fieldVisibility.invalidate();
    expect((await detail(false)).observations).toBe('Atende aos sábados');
    expect((await detail(true)).observations).toBe('Atende aos sábados');
    await restoreFieldConfiguration(db, {
      fieldName: 'observations',
      label: 'Observações',
      isPublicVisible: false,
      isLoggedinVisible: false,
    });
  });

  it('filters still apply to a hidden field (docs/decisions)', async () => {
    await setFieldVisibility(db, 'city', { isPublicVisible: false, isLoggedinVisible: false });
    app.directory.fieldVisibility.invalidate();
    const response = await app.inject({ method: 'GET', url: '/api/providers?cidade=5211909' });
    const page = response.json();
    expect(page.total).toBe(1);
    expect(page.items[0]).not.toHaveProperty('city');
  });

  it('an expired or unknown session counts as a visitor', async () => {
    await setFieldVisibility(db, 'phone', { isPublicVisible: false, isLoggedinVisible: true });
    app.directory.fieldVisibility.invalidate();
    const response = await app.inject({
      method: 'GET',
      url: `/api/providers/${providerId}`,
      headers: { cookie: 'sc_session=desconhecida' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('phone');
  });
});
