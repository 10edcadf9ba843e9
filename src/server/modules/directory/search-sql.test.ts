import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { NAME_KEY_LENGTH, providerSpecialties, providers } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import {
  countsFirst,
  DENSE_WINDOW,
  planFitsEveryValue,
  readsMatchesFirst,
  searchCountSql,
  searchDensePageSql,
  searchMatchesSql,
  searchPageSql,
  type SearchFilters,
  type SearchRow,
} from './search-sql.ts';
import { GOIANIA, insertProvider, JATAI } from '../../test/directory-fixtures.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

async function copiesOf(providerId: number) {
  return database.db
    .select({
      active: providerSpecialties.active,
      stateId: providerSpecialties.stateId,
      cityId: providerSpecialties.cityId,
      notFeatured: providerSpecialties.notFeatured,
      nameKey: providerSpecialties.nameKey,
      discount: providerSpecialties.discount,
    })
    .from(providerSpecialties)
    .where(eq(providerSpecialties.providerId, providerId));
}

describe('the indexes search-sql.ts reads in order', () => {
  it('order providers by (ads IS NULL), name_key, id, active rows only', async () => {
    const [index] = await rows<{ indexdef: string }>(
      sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'providers_active_order_idx'`,
    );
    expect(index?.indexdef).toMatch(
      /\(\(\(ads IS NULL\)\), name_key, id\) WHERE \(status = 'active'::text\)$/,
    );
  });

  it('read a state page from the state order index, without sorting its providers', async () => {
    // Sequential scans off: the test directory is a few rows, where the planner rightly reads the
    // table. What counts is that an ordered index of the state exists and serves the page.
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const explained = await tx.execute(
        sql`EXPLAIN ${searchPageSql({ words: [], stateId: 'GO', minDiscount: 10 })}`,
      );
      return (explained as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toContain('providers_active_state_order_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it('compare name keys byte-wise on every server (collation "C")', async () => {
    const columns = await rows<{ table_name: string; collation_name: string }>(
      sql`SELECT table_name, collation_name FROM information_schema.columns
          WHERE column_name = 'name_key' ORDER BY table_name`,
    );
    expect(columns).toEqual([
      { table_name: 'provider_specialties', collation_name: 'C' },
      { table_name: 'providers', collation_name: 'C' },
    ]);
  });
});

describe('stored search keys', () => {
  it('are computed from the names: lowered, unaccented, the trade name after a line break', async () => {
    const id = await insertProvider(database.db, {
      companyName: 'Clínica SÃO Lucas',
      tradeName: 'Ótica Visão',
    });
    const [row] = await database.db
      .select({ searchName: providers.searchName, nameKey: providers.nameKey })
      .from(providers)
      .where(eq(providers.id, id));
    expect(row).toEqual({
      searchName: 'clinica sao lucas\notica visao',
      nameKey: 'clinica sao lucas',
    });
  });

  it(`cut the name key at ${NAME_KEY_LENGTH} characters`, async () => {
    const id = await insertProvider(database.db, { companyName: `Á${'b'.repeat(80)}` });
    const [row] = await database.db
      .select({ nameKey: providers.nameKey })
      .from(providers)
      .where(eq(providers.id, id));
    expect(row?.nameKey).toBe(`a${'b'.repeat(NAME_KEY_LENGTH - 1)}`);
  });

  it('are copied to the specialty rows when they are written', async () => {
    const id = await insertProvider(database.db, {
      companyName: 'Ávila Cardio',
      featured: true,
      discount: 35,
      specialties: ['Cardiologia', 'Pediatria'],
    });
    const pending = await insertProvider(database.db, {
      companyName: 'Pendente',
      status: 'pending',
      specialties: ['Cardiologia'],
    });
    const copy = {
      active: true,
      stateId: 'GO',
      cityId: JATAI,
      notFeatured: false,
      nameKey: 'avila cardio',
      discount: 35,
    };
    expect(await copiesOf(id)).toEqual([copy, copy]);
    expect((await copiesOf(pending))[0]?.active).toBe(false);
  });

  it('follow the provider: status, city, featured flag, name and discount', async () => {
    const id = await insertProvider(database.db, {
      companyName: 'Antigo Nome',
      status: 'pending',
      specialties: ['Cardiologia'],
    });
    await database.db
      .update(providers)
      .set({ status: 'active', cityId: GOIANIA, ads: 'ads', companyName: 'Novo Nome' })
      .where(eq(providers.id, id));
    expect(await copiesOf(id)).toEqual([
      {
        active: true,
        stateId: 'GO',
        cityId: GOIANIA,
        notFeatured: false,
        nameKey: 'novo nome',
        discount: 10,
      },
    ]);
    await database.db.update(providers).set({ discount: 45 }).where(eq(providers.id, id));
    expect((await copiesOf(id))[0]?.discount).toBe(45);
    await database.db.update(providers).set({ status: 'inactive' }).where(eq(providers.id, id));
    expect((await copiesOf(id))[0]?.active).toBe(false);
  });

  it('list the specialty ids on the provider, following inserts, deletes and edits', async () => {
    const id = await insertProvider(database.db, {
      companyName: 'Com Especialidades',
      specialties: ['Pediatria', 'Cardiologia'],
    });
    const idsOf = async () =>
      (
        await database.db
          .select({ ids: providers.specialtyIds })
          .from(providers)
          .where(eq(providers.id, id))
      )[0]?.ids;
    const links = await database.db
      .select({ specialtyId: providerSpecialties.specialtyId })
      .from(providerSpecialties)
      .where(eq(providerSpecialties.providerId, id));
    const [first, second] = links.map((link) => link.specialtyId).sort((a, b) => a - b);
    expect(await idsOf()).toEqual([first, second]);

    await database.db
      .delete(providerSpecialties)
      .where(
        and(eq(providerSpecialties.providerId, id), eq(providerSpecialties.specialtyId, first!)),
      );
    expect(await idsOf()).toEqual([second]);

    const other = await insertProvider(database.db, { companyName: 'Outro' });
    await database.db
      .update(providerSpecialties)
      .set({ providerId: other })
      .where(eq(providerSpecialties.providerId, id));
    expect(await idsOf()).toEqual([]);
  });

  it('cannot be set by hand on a specialty row', async () => {
    const id = await insertProvider(database.db, {
      companyName: 'Inativo',
      status: 'inactive',
      specialties: ['Pediatria'],
    });
    await database.db
      .update(providerSpecialties)
      .set({ active: true, nameKey: 'aaa', discount: 90 })
      .where(eq(providerSpecialties.providerId, id));
    expect(await copiesOf(id)).toEqual([
      {
        active: false,
        stateId: 'GO',
        cityId: JATAI,
        notFeatured: true,
        nameKey: 'inativo',
        discount: 10,
      },
    ]);
  });
});

describe('plans kept for every value', () => {
  it('only for a specialty without words', () => {
    const place = { stateId: 'GO', cityId: JATAI, minDiscount: 30 };
    expect(planFitsEveryValue({ words: [], specialty: 'Cardiologia' })).toBe(true);
    expect(planFitsEveryValue({ words: [], specialty: 'Cardiologia', ...place })).toBe(true);
    expect(planFitsEveryValue({ words: ['clinica'], specialty: 'Cardiologia' })).toBe(false);
    expect(planFitsEveryValue({ words: [], ...place })).toBe(false);
    expect(planFitsEveryValue({ words: [] })).toBe(false);
  });
});

describe('counting', () => {
  it('stops one row past the cap, exact below it, by name and by specialty', async () => {
    const word = `Contavel${Date.now()}`;
    for (let index = 0; index < 5; index += 1) {
      await insertProvider(database.db, {
        companyName: `${word} ${index}`,
        status: 'active',
        specialties: ['Cardiologia'],
      });
    }
    const total = async (cap: number, specialty?: string) =>
      (
        await rows<{ total: number }>(
          searchCountSql({ words: [word.toLowerCase()], specialty }, cap),
        )
      )[0]?.total;
    expect(await total(10)).toBe(5);
    expect(await total(5)).toBe(5);
    // Past the cap: cap + 1, which the service reads as 'more than cap'.
    expect(await total(3)).toBe(4);
    expect(await total(3, 'Cardiologia')).toBe(4);
    expect(await total(10, 'Cardiologia')).toBe(5);
  });
});

describe('reading the matches first', () => {
  it('is chosen for words without a specialty, while the exact total is at most the cap', () => {
    expect(countsFirst({ words: ['clinica'] })).toBe(true);
    expect(countsFirst({ words: ['clinica', 'sao'], stateId: 'GO', minDiscount: 20 })).toBe(true);
    expect(countsFirst({ words: ['clinica'], specialty: 'Cardiologia' })).toBe(false);
    expect(countsFirst({ words: [], stateId: 'GO' })).toBe(false);
    expect(readsMatchesFirst(0)).toBe(true);
    expect(readsMatchesFirst(1_000)).toBe(true);
    expect(readsMatchesFirst(1_001)).toBe(false);
  });

  it('gives the total and the pages of the count and of the walk of the order index', async () => {
    const token = `Ordem${Date.now()}`;
    const names = [
      'Alfa Beta',
      'Beta',
      'Alfa',
      'Gama Alfa',
      'Ótica Alfa',
      'alfa beta',
      'Zeta Beta',
    ];
    for (const [index, name] of names.entries()) {
      for (const stateId of ['GO', 'MT']) {
        await insertProvider(database.db, {
          companyName: `${name} ${token}`,
          stateId,
          cityId: stateId === 'GO' ? GOIANIA : null,
          discount: 10 + index * 10,
          featured: index % 3 === 0,
        });
      }
    }
    const word = token.toLowerCase();
    const cases: SearchFilters[] = [
      { words: [word] },
      { words: [word, 'alfa'] },
      { words: ['beta', word], stateId: 'GO' },
      { words: [word, 'al'], minDiscount: 30 },
      { words: [word, 'nada'] },
    ];
    const positionOf = (row?: SearchRow) =>
      row && { featured: !row.notFeatured, nameKey: row.nameKey, id: row.id };
    const walked = async (filters: SearchFilters, after?: SearchRow) =>
      (await rows<{ page: SearchRow[] }>(searchPageSql(filters, positionOf(after))))[0]?.page;
    const matches = async (filters: SearchFilters, after?: SearchRow, cap?: number) =>
      (
        await rows<{ total: number; page: SearchRow[] }>(
          searchMatchesSql(filters, positionOf(after), cap),
        )
      )[0];
    const counted = async (filters: SearchFilters, cap?: number) =>
      (await rows<{ total: number }>(searchCountSql(filters, cap)))[0]?.total;

    const dense = async (
      filters: SearchFilters,
      after: SearchRow | undefined,
      read: { window: number } | 'sorted',
    ) =>
      (await rows<{ page: SearchRow[] }>(searchDensePageSql(filters, positionOf(after), read)))[0]
        ?.page;

    for (const filters of cases) {
      const first = await walked(filters);
      expect(await matches(filters)).toEqual({ total: await counted(filters), page: first });
      // A dense search's page: all its matches sorted, or those among a window of the providers
      // in order (the test's whole directory fits in one of DENSE_WINDOW).
      expect(await dense(filters, undefined, 'sorted')).toEqual(first);
      expect(await dense(filters, undefined, { window: DENSE_WINDOW })).toEqual(first);
      const fifth = first?.[4];
      if (fifth) {
        const later = await walked(filters, fifth);
        expect((await matches(filters, fifth))?.page).toEqual(later);
        expect(await dense(filters, fifth, 'sorted')).toEqual(later);
        expect(await dense(filters, fifth, { window: DENSE_WINDOW })).toEqual(later);
      }
    }
    // A small window holds the first matches only: the start of the page, never other rows.
    const windowed = (await dense({ words: [word] }, undefined, { window: 3 })) ?? [];
    expect(windowed.length).toBeGreaterThan(0);
    expect(windowed.length).toBeLessThanOrEqual(3);
    expect(windowed).toEqual((await walked({ words: [word] }))?.slice(0, windowed.length));
    expect(await matches({ words: [word] })).toMatchObject({ total: 14 });
    expect((await matches({ words: [word] }))?.page).toHaveLength(13);
    expect(await matches({ words: [word, 'nada'] })).toEqual({ total: 0, page: [] });
    // Past the cap the total says so (cap + 1), like the count; the page is then not used.
    expect((await matches({ words: [word] }, undefined, 5))?.total).toBe(6);
    expect(await counted({ words: [word] }, 5)).toBe(6);
  });
});
