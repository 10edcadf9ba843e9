import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQueries, type PreparedQuery } from './pglite-prepared.ts';

let client: PGlite;
let prepared: PreparedQuery;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`
    CREATE TABLE items (id integer PRIMARY KEY, name text NOT NULL, active boolean NOT NULL);
    INSERT INTO items VALUES (1, 'Clínica', true), (2, 'Ótica', false), (3, 'Odonto', true);`);
  prepared = preparedQueries(client);
});
afterAll(() => client.close());

const page = `SELECT json_agg(json_build_object('id', id, 'name', name) ORDER BY id) AS page,
  count(*)::int AS total, bool_and(active) AS "allActive", min(name) AS first
  FROM items WHERE name LIKE $1 AND id >= $2 AND active = $3`;

describe('prepared statements on PGlite', () => {
  it('answer what query() answers, with the same parsers', async () => {
    for (const params of [
      ['%', 1, true],
      ['O%', 2, true],
      ['%a', 1, false],
    ]) {
      expect(await prepared(page, params)).toEqual({
        rows: (await client.query(page, params)).rows,
      });
    }
    expect((await prepared(page, ['%', 1, true])).rows).toEqual([
      {
        page: [
          { id: 1, name: 'Clínica' },
          { id: 3, name: 'Odonto' },
        ],
        total: 2,
        allActive: true,
        first: 'Clínica',
      },
    ]);
  });

  it('run a text once parsed with any parameters, null included', async () => {
    const byName = 'SELECT id FROM items WHERE name = $1 OR ($1 IS NULL AND id = 2)';
    expect((await prepared(byName, ['Odonto'])).rows).toEqual([{ id: 3 }]);
    expect((await prepared(byName, ['Clínica'])).rows).toEqual([{ id: 1 }]);
    expect((await prepared(byName, [null])).rows).toEqual([{ id: 2 }]);
  });

  it('report errors and keep working afterwards', async () => {
    await expect(prepared('SELEC nothing', [])).rejects.toThrow(/syntax error/);
    const division = 'SELECT 10 / $1::int AS result';
    await expect(prepared(division, [0])).rejects.toThrow(/division by zero/);
    expect((await prepared(division, [5])).rows).toEqual([{ result: 2 }]);
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('wait for a transaction in progress instead of running inside it', async () => {
    const count = 'SELECT count(*)::int AS total FROM items WHERE id > $1';
    let reading: Promise<{ rows: unknown[] }> | undefined;
    await expect(
      client.transaction(async (tx) => {
        await tx.query(`INSERT INTO items VALUES (4, 'Temporário', true)`);
        reading = prepared(count, [0]);
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await reading)?.rows).toEqual([{ total: 3 }]);
  });

  it('share statement names between every caller of one client', async () => {
    const other = preparedQueries(client);
    expect(other).toBe(prepared);
    expect((await other('SELECT $1::int + 1 AS next', [1])).rows).toEqual([{ next: 2 }]);
  });

  it('keep a plan for every value only when asked, and leave the session on custom plans', async () => {
    const byId = 'SELECT name FROM items WHERE id = $1';
    const plans = async () =>
      (
        await client.query<{ generic: number; custom: number }>(
          `SELECT generic_plans::int AS generic, custom_plans::int AS custom
            FROM pg_prepared_statements WHERE statement = $1`,
          [byId],
        )
      ).rows[0];
    expect((await prepared(byId, [1])).rows).toEqual([{ name: 'Clínica' }]);
    expect(await plans()).toEqual({ generic: 0, custom: 1 });
    for (const id of [1, 2, 3]) await prepared(byId, [id], { reusePlan: true });
    expect((await prepared(byId, [3], { reusePlan: true })).rows).toEqual([{ name: 'Odonto' }]);
    expect(await plans()).toEqual({ generic: 4, custom: 1 });
    await prepared(byId, [2]);
    expect(await plans()).toEqual({ generic: 4, custom: 2 });
    expect((await client.query('SHOW plan_cache_mode')).rows).toEqual([
      { plan_cache_mode: 'force_custom_plan' },
    ]);
  });

  it('revert to custom plans when a statement with a kept plan fails', async () => {
    const division = 'SELECT 10 / $1::int AS result';
    await expect(prepared(division, [0], { reusePlan: true })).rejects.toThrow(/division by zero/);
    expect((await client.query('SHOW plan_cache_mode')).rows).toEqual([
      { plan_cache_mode: 'force_custom_plan' },
    ]);
    expect((await prepared(division, [2], { reusePlan: true })).rows).toEqual([{ result: 5 }]);
  });

  it('refuse parameters the statements do not use', async () => {
    await expect(prepared('SELECT $1::text AS value', [{ a: 1 }])).rejects.toThrow(/não suportado/);
  });
});
