import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { providers, specialties } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  ANAPOLIS,
  GOIANIA,
  insertProvider,
  JATAI,
  RIO_VERDE,
} from '../../test/directory-fixtures.ts';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  let database;
  ({ app, database, close } = await createTestApp());
  db = database.db;
  const add = async (key: string, provider: Parameters<typeof insertProvider>[1]) => {
    ids[key] = await insertProvider(db, provider);
  };
  await add('saoLucas', {
    companyName: 'Clínica São Lucas',
    featured: true,
    specialties: ['Cardiologia', 'Pediatria'],
    discount: 20,
  });
  await add('odonto', {
    companyName: 'Odonto Jataí',
    tradeName: 'Sorriso Serviços Odontológicos Ltda',
    area: 'Odontologia',
    specialties: ['Ortodontia'],
    discount: 25,
  });
  await add('ana', {
    companyName: 'Consultório Dra. Ana',
    tradeName: 'Ana Paula Ribeiro',
    cityId: RIO_VERDE,
    specialties: ['Dermatologia'],
    discount: 10,
  });
  await add('vida', {
    companyName: 'Clinica Vida',
    cityId: GOIANIA,
    specialties: ['Cardiologia', 'Nutrição'],
    discount: 30,
  });
  await add('otica', {
    companyName: 'Ótica Visão',
    area: 'Ótica',
    featured: true,
    cityId: RIO_VERDE,
    discount: 15,
  });
  await add('percent', { companyName: 'Laboratório 100% Saúde', area: 'Laboratório' });
  await add('underscore', { companyName: 'Fisio_Center', area: 'Fisioterapia' });
  await add('noUnderscore', { companyName: 'FisioXCenter', area: 'Fisioterapia' });
  await add('pending', { companyName: 'Clínica Pendente', status: 'pending' });
  await add('inactive', { companyName: 'Clínica Inativa', status: 'inactive' });
  await add('rejected', { companyName: 'Clínica Reprovada', status: 'reprovado' });
  await add('otherState', {
    companyName: 'Clínica Paulista',
    stateId: 'SP',
    cityId: 3550308,
    status: 'pending',
  });
});
afterAll(() => close());

type Card = { id: number; featured: boolean; companyName?: string; [key: string]: unknown };
type Page = { items: Card[]; total: number; nextCursor: string | null };

async function search(query: string): Promise<Page> {
  const response = await app.inject({ method: 'GET', url: `/api/providers?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const namesOf = (page: Page) => page.items.map((item) => item.companyName);
const idsOf = (page: Page) => page.items.map((item) => item.id);

describe('GET /api/providers: what is listed', () => {
  it('lists only active providers, ever', async () => {
    const all = await search('');
    expect(all.total).toBe(8);
    for (const key of ['pending', 'inactive', 'rejected', 'otherState']) {
      expect(idsOf(all)).not.toContain(ids[key]);
    }
    expect(idsOf(await search('q=pendente'))).toEqual([]);
    expect((await search('q=clinica')).total).toBe(2);
  });

  it('finds names ignoring case and accents, both ways', async () => {
    expect(namesOf(await search('q=clinica%20sao'))).toEqual(['Clínica São Lucas']);
    expect(namesOf(await search('q=CL%C3%8DNICA%20S%C3%83O'))).toEqual(['Clínica São Lucas']);
    // 'Clinica Vida' is stored without the accent and found with it.
    expect(namesOf(await search('q=cl%C3%ADnica%20vida'))).toEqual(['Clinica Vida']);
    expect(namesOf(await search('q=jatai'))).toEqual(['Odonto Jataí']);
  });

  it('needs every word, in any order, in either name', async () => {
    expect(namesOf(await search('q=sao%20clinica'))).toEqual(['Clínica São Lucas']);
    expect(namesOf(await search('q=clinica%20lucas%20vida'))).toEqual([]);
    // 'de' and one-letter words are ignored: they would match almost anything.
    expect(namesOf(await search('q=clinica%20de%20s%C3%A3o'))).toEqual(['Clínica São Lucas']);
  });

  it('matches the trade name too', async () => {
    expect(namesOf(await search('q=ribeiro'))).toEqual(['Consultório Dra. Ana']);
    expect(namesOf(await search('q=sorriso%20odonto'))).toEqual(['Odonto Jataí']);
  });

  it('takes %, _ and \\ in the text literally', async () => {
    expect(namesOf(await search('q=100%25'))).toEqual(['Laboratório 100% Saúde']);
    expect(namesOf(await search('q=o_c'))).toEqual(['Fisio_Center']);
    expect(namesOf(await search('q=%25'))).toEqual(['Laboratório 100% Saúde']);
    expect((await search('q=%5C')).total).toBe(0);
  });

  it('finds a specialty added a moment ago, before the kept names are read again', async () => {
    await search('especialidade=Cardiologia');
    const name = `Especialidade Nova ${Date.now()}`;
    await db.insert(specialties).values({ name });
    // The other tests count the active providers: it leaves the directory once checked.
    const id = await insertProvider(db, {
      companyName: `Clínica ${name}`,
      status: 'active',
      specialties: [name],
    });
    try {
      expect(
        namesOf(await search(`especialidade=${encodeURIComponent(name.toLowerCase())}`)),
      ).toEqual([`Clínica ${name}`]);
    } finally {
      await db.update(providers).set({ status: 'inactive' }).where(eq(providers.id, id));
    }
  });

  it('filters by specialty name, ignoring case and accents; an unknown one finds nothing', async () => {
    expect(namesOf(await search('especialidade=Cardiologia'))).toEqual([
      'Clínica São Lucas',
      'Clinica Vida',
    ]);
    expect(namesOf(await search('especialidade=nutricao'))).toEqual(['Clinica Vida']);
    expect(await search('especialidade=Inexistente')).toEqual({
      items: [],
      total: 0,
      totalCapped: false,
      nextCursor: null,
    });
  });

  it('filters by state, city and minimum discount', async () => {
    expect((await search('estado=go')).total).toBe(8);
    expect((await search('estado=SP')).total).toBe(0);
    expect(namesOf(await search(`cidade=${RIO_VERDE}`))).toEqual([
      'Ótica Visão',
      'Consultório Dra. Ana',
    ]);
    expect(namesOf(await search('desconto=25'))).toEqual(['Clinica Vida', 'Odonto Jataí']);
    expect((await search('desconto=0')).total).toBe(8);
  });

  it('combines the filters', async () => {
    expect(
      namesOf(await search(`q=clinica&especialidade=cardiologia&estado=GO&cidade=${JATAI}`)),
    ).toEqual(['Clínica São Lucas']);
    expect(namesOf(await search('especialidade=Cardiologia&desconto=25'))).toEqual([
      'Clinica Vida',
    ]);
    expect((await search(`especialidade=Cardiologia&cidade=${RIO_VERDE}`)).total).toBe(0);
  });

  it('puts featured providers first, then orders by name ignoring accents', async () => {
    const all = await search('');
    expect(namesOf(all)).toEqual([
      'Clínica São Lucas',
      'Ótica Visão',
      'Clinica Vida',
      'Consultório Dra. Ana',
      'Fisio_Center',
      'FisioXCenter',
      'Laboratório 100% Saúde',
      'Odonto Jataí',
    ]);
    expect(all.items.map((item) => item.featured)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('sends cards with area, city, state and specialties sorted by name', async () => {
    const [card] = (await search('q=sao%20lucas')).items;
    expect(card).toEqual({
      id: ids.saoLucas,
      featured: true,
      demo: false,
      companyName: 'Clínica São Lucas',
      tradeName: 'Clínica São Lucas Ltda',
      discount: 20,
      phone: '6436310000',
      whatsapp: '64999990000',
      area: { id: expect.any(Number), name: 'Medicina' },
      specialties: [
        { id: expect.any(Number), name: 'Cardiologia' },
        { id: expect.any(Number), name: 'Pediatria' },
      ],
      city: { id: JATAI, name: 'Jataí' },
      state: { id: 'GO', name: 'Goiás' },
    });
    const [withoutSpecialties] = (await search('q=visao')).items;
    expect(withoutSpecialties?.specialties).toEqual([]);
  });

  it('says the answer depends on the session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/providers' });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toContain('Cookie');
  });
});

describe('GET /api/providers: pages', () => {
  const names = [
    'Paginação Zeta',
    'Paginação Alfa',
    'Paginação Ágil',
    'paginação beta',
    'Paginação Beta',
    'Paginação Beta',
  ];

  beforeAll(async () => {
    for (let index = 0; index < 30; index += 1) {
      await insertProvider(db, {
        companyName: `${names[index % names.length]} ${String(index % 7).padStart(2, '0')}`,
        cityId: ANAPOLIS,
        featured: index % 10 === 3,
      });
    }
  });

  it('walks every result once, in order, 12 at a time, with the same total', async () => {
    const seen: Card[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await search(
        `cidade=${ANAPOLIS}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      pages += 1;
      expect(page.total).toBe(30);
      expect(page.items.length).toBe(pages < 3 ? 12 : 6);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen.map((item) => item.id)).size).toBe(30);

    const key = (card: Card) => [
      card.featured ? 0 : 1,
      (card.companyName ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
      card.id,
    ];
    const expected = [...seen].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      for (let index = 0; index < 3; index += 1) {
        if (x[index]! < y[index]!) return -1;
        if (x[index]! > y[index]!) return 1;
      }
      return 0;
    });
    expect(seen.map((item) => item.id)).toEqual(expected.map((item) => item.id));
    expect(seen.slice(0, 3).every((item) => item.featured)).toBe(true);
  });

  it('is stable: the same query gives the same pages', async () => {
    const first = await search(`cidade=${ANAPOLIS}`);
    const again = await search(`cidade=${ANAPOLIS}`);
    expect(idsOf(again)).toEqual(idsOf(first));
    expect(again.nextCursor).toBe(first.nextCursor);
    const second = await search(`cidade=${ANAPOLIS}&cursor=${first.nextCursor}`);
    expect(idsOf(second).some((id) => idsOf(first).includes(id))).toBe(false);
  });

  it('counts a provider that is activated or leaves once the database announces it, though totals are kept', async () => {
    // PGlite announces a change as the write returns; PostgreSQL a moment later, on the
    // listening connection: poll briefly. A total that was never cleared fails either way.
    const total = async () => (await search(`cidade=${ANAPOLIS}`)).total;
    expect(await total()).toBe(30);
    const id = await insertProvider(db, {
      companyName: 'Paginação Nova',
      cityId: ANAPOLIS,
      status: 'pending',
    });
    expect(await total()).toBe(30);
    await db.update(providers).set({ status: 'active' }).where(eq(providers.id, id));
    await expect.poll(total, { timeout: 2_000 }).toBe(31);
    await db.update(providers).set({ status: 'inactive' }).where(eq(providers.id, id));
    await expect.poll(total, { timeout: 2_000 }).toBe(30);
  });

  it('gives no cursor when everything fits on one page', async () => {
    const page = await search('q=clinica');
    expect(page.nextCursor).toBeNull();
    expect(page.total).toBe(page.items.length);
  });
});

describe('GET /api/providers: bad parameters', () => {
  it.each([
    ['q', 'x'.repeat(101), 'A busca deve ter no máximo 100 caracteres.'],
    ['especialidade', 'x'.repeat(101), 'Especialidade inválida.'],
    ['estado', 'Goiás', 'Estado inválido.'],
    ['estado', 'G', 'Estado inválido.'],
    ['cidade', 'jatai', 'Cidade inválida.'],
    ['cidade', '123', 'Cidade inválida.'],
    ['desconto', '150', 'Desconto mínimo inválido.'],
    ['desconto', '-5', 'Desconto mínimo inválido.'],
    ['desconto', 'muito', 'Desconto mínimo inválido.'],
    ['cursor', 'não!', 'Página de resultados inválida.'],
    ['cursor', 'abc', 'Página de resultados inválida.'],
    ['cursor', Buffer.from('1abc.nome').toString('base64url'), 'Página de resultados inválida.'],
    ['cursor', Buffer.from('10.nome').toString('base64url'), 'Página de resultados inválida.'],
    [
      'cursor',
      Buffer.from('199999999999.x').toString('base64url'),
      'Página de resultados inválida.',
    ],
    [
      'cursor',
      Buffer.from([0x31, 0x31, 0x2e, 0xff]).toString('base64url'),
      'Página de resultados inválida.',
    ],
  ])('%s=%s is a 400 with its message', async (name, value, message) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/providers?${name}=${encodeURIComponent(value)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('a repeated parameter is a 400 with its message, not a 500', async () => {
    for (const [url, message] of [
      ['/api/providers?q=a&q=b', 'Busca inválida.'],
      ['/api/providers?estado=GO&estado=SP', 'Estado inválido.'],
      ['/api/providers?cidade=5211909&cidade=5218805', 'Cidade inválida.'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('ignores empty and unknown parameters', async () => {
    const page = await search('q=&especialidade=&estado=&cidade=&desconto=&cursor=&outro=1');
    expect(page.total).toBe(38);
  });
});

describe('GET /api/providers/:id', () => {
  it('gives an active provider with the fields a visitor may see', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/providers/${ids.saoLucas}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const detail = response.json();
    expect(detail).toMatchObject({
      id: ids.saoLucas,
      featured: true,
      demo: false,
      companyName: 'Clínica São Lucas',
      address: 'Rua das Flores',
      zipCode: '75800014',
      discount: 20,
      returnDays: 0,
      crNumber: 'CRM-GO 1234',
      city: { id: JATAI, name: 'Jataí' },
      state: { id: 'GO', name: 'Goiás' },
    });
    // Default configuration (seed/field-defaults.ts): these are not public.
    expect(detail).not.toHaveProperty('cpfCnpj');
    expect(detail).not.toHaveProperty('responsibleName');
    expect(detail).not.toHaveProperty('observations');
  });

  it.each(['NaN', 'undefined', 'null', 'abc', '0', '-1', '1.5', '12abc', '99999999999', '%20'])(
    'refuses the id %j with the SPEC message',
    async (id) => {
      const response = await app.inject({ method: 'GET', url: `/api/providers/${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('ID do conveniado inválido');
    },
  );

  it('answers 404 for an id that does not exist or a provider that is not active', async () => {
    for (const id of [999_999, ids.pending, ids.inactive, ids.rejected]) {
      const response = await app.inject({ method: 'GET', url: `/api/providers/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Conveniado não encontrado');
    }
  });
});

describe('GET /api/directory/locations', () => {
  it('lists the states and cities that have active providers, by name', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/directory/locations' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: 'GO',
        name: 'Goiás',
        cities: [
          { id: ANAPOLIS, name: 'Anápolis' },
          { id: GOIANIA, name: 'Goiânia' },
          { id: JATAI, name: 'Jataí' },
          { id: RIO_VERDE, name: 'Rio Verde' },
        ],
      },
    ]);
  });
});
