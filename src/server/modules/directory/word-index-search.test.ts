import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchQuery } from '../../../shared/schemas/directory.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { insertProvider, JATAI, RIO_VERDE } from '../../test/directory-fixtures.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { directoryRepository } from './directory-repository.ts';
import { createDirectoryService, type DirectoryService } from './directory-service.ts';

/*
 * The word index answers searches by words exactly as SQL does (decision 029): every page of
 * every search, on the real database, compared with a service that has no index.
 */
const NAMES = [
  ['Clínica São Lucas', 'São Lucas Serviços Médicos Ltda'],
  ['Clinica Sao Lucas Dois', null],
  ['Policlínica Vida', 'Vida & Saúde Ltda'],
  ['Ótica Visão', 'Otica Visao ME'],
  ['Odonto Sorriso', 'Clínica Odontológica Sorriso'],
  ['Dr. João Pedro', null],
  ['Clínica 100% Saúde', 'Cem_Por Cento Ltda'],
  ['Espaço Bem-Estar', 'Bem-Estar Fisioterapia'],
  ['Laboratório Jataí', 'Análises Clínicas Jataí'],
  ['Núcleo ÁGUA Viva', null],
] as const;
const PLACES = [
  { stateId: 'GO', cityId: JATAI },
  { stateId: 'GO', cityId: RIO_VERDE },
  { stateId: 'MT', cityId: null },
  { stateId: null, cityId: null },
] as const;
const WORDS = [
  'clinica',
  'CLÍNICA',
  'clin',
  'ica',
  'sao lu',
  'são',
  'lucas',
  'vida',
  'otica',
  'visão',
  'odonto',
  'sorriso',
  'dr.',
  'joão',
  '100%',
  'cem_por',
  'bem-estar',
  'estar',
  'jatai',
  'agua',
  'de',
  'a b',
  'xyz',
  'ltda',
];

let database: DatabaseHandle;
let indexed: DirectoryService;
let plain: DirectoryService;

beforeAll(async () => {
  database = await createTestDatabase();
  let count = 0;
  for (const [company, trade] of NAMES) {
    for (const place of PLACES) {
      count += 1;
      await insertProvider(database.db, {
        companyName: company,
        tradeName: trade,
        stateId: place.stateId,
        cityId: place.cityId,
        discount: 5 * (1 + (count % 8)),
        featured: count % 7 === 0,
        status: count % 11 === 0 ? 'inactive' : count % 13 === 0 ? 'pending' : 'active',
      });
    }
  }
  indexed = createDirectoryService(database.db, { wordIndex: {} });
  plain = createDirectoryService(database.db);
  await indexed.wordIndexReady();
});
afterAll(async () => {
  indexed.close();
  await database.close();
});

/** Every page of a search (at most 5), as the visitor receives them. */
async function pages(service: DirectoryService, query: SearchQuery) {
  const answers = [];
  let cursor: string | null | undefined;
  do {
    const answer = await service.search({ ...query, ...(cursor ? { cursor } : {}) }, 'visitor');
    answers.push(answer);
    cursor = answer.nextCursor;
  } while (cursor && answers.length < 5);
  return answers;
}

describe('searches by words from the word index', () => {
  it('give the pages and totals SQL gives, and are answered from the index', async () => {
    expect(indexed.wordIndexInUse()).toBe(true);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(undefined, 'GO', 'MT'),
        fc.constantFrom(undefined, JATAI),
        fc.constantFrom(undefined, 20),
        async (words, estado, cidade, desconto) => {
          const query: SearchQuery = { q: words.join(' '), estado, cidade, desconto };
          const matches = vi.spyOn(directoryRepository, 'searchMatches');
          const fromIndex = await pages(indexed, query);
          const sqlReads = matches.mock.calls.length;
          matches.mockRestore();
          expect(fromIndex).toEqual(await pages(plain, query));
          // LIKE's own characters are left to SQL; every other search came from the index.
          if (!/[%_]/.test(query.q ?? '')) expect(sqlReads).toBe(0);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('are answered by SQL from the moment the directory changes until the index holds it', async () => {
    await insertProvider(database.db, { companyName: 'Zebra Única', stateId: 'GO', cityId: JATAI });
    indexed.directoryChanged();
    plain.directoryChanged();
    expect(indexed.wordIndexInUse()).toBe(false);
    const zebra = { q: 'zebra unica' } satisfies SearchQuery;
    expect((await indexed.search(zebra, 'visitor')).items.map((card) => card.companyName)).toEqual([
      'Zebra Única',
    ]);
    await indexed.wordIndexReady();
    expect(indexed.wordIndexInUse()).toBe(true);
    expect(await indexed.search(zebra, 'visitor')).toEqual(await plain.search(zebra, 'visitor'));
    expect((await indexed.search(zebra, 'visitor')).total).toBe(1);
  });
});
