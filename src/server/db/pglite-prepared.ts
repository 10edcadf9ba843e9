import { protocol, type PGlite } from '@electric-sql/pglite';

/**
 * Named prepared statements on PGlite, for the directory's hot reads (docs/search.md "Benchmark").
 *
 * `PGlite.query()` sends every statement as an unnamed one, in six separate calls into the
 * WebAssembly module (parse, describe, bind, describe, execute, sync): PostgreSQL parses and
 * analyses the text again each time, and the calls cost more than a small search itself. Here a
 * text is parsed once under a name; each later run is one call carrying bind, describe, execute
 * and sync. Measured at 100,000 providers: a search page 0.8-1.4 ms → 0.5-0.6 ms.
 *
 * - Plans stay custom (`plan_cache_mode = force_custom_plan`, which only concerns named
 *   statements): 'clinica' and 'xavantina' share a text but need opposite plans (an ordered index
 *   scan that stops after 13 rows, or the trigram index and a sort of 5).
 * - Runs like `query()` does: after any transaction in progress, never inside it.
 * - Parameters are strings, numbers, booleans or null (what the search statements use); results
 *   are parsed with the client's own parsers, as `query()` would.
 */
export type PreparedQuery = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

/** Distinct texts kept prepared; beyond this, statements run as plain queries. */
export const MAX_PREPARED_STATEMENTS = 500;

/** What PGlite declares for its own query(): the locks that order queries and transactions. */
type Exclusive = {
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
};

type Field = { name: string; dataTypeID: number };

// Statement names live in the client's session: every caller of one client shares them.
const perClient = new WeakMap<PGlite, PreparedQuery>();

/** The prepared-statement runner of this client (one per client, whoever asks). */
export function preparedQueries(client: PGlite): PreparedQuery {
  let prepared = perClient.get(client);
  if (!prepared) {
    prepared = createPreparedQueries(client);
    perClient.set(client, prepared);
  }
  return prepared;
}

function createPreparedQueries(client: PGlite): PreparedQuery {
  const exclusive = client as unknown as Exclusive;
  const names = new Map<string, string>();
  let counter = 0;
  let configured: Promise<unknown> | undefined;

  async function run(text: string, params: unknown[]) {
    const known = names.get(text);
    const name = known ?? `sc_prepared_${(counter += 1)}`;
    const messages = [
      ...(known ? [] : [protocol.serialize.parse({ name, text, types: [] })]),
      protocol.serialize.bind({ statement: name, values: params.map(serializeParameter) }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ];
    let replies;
    try {
      replies = await client.execProtocolStream(concat(messages), { syncToFs: false });
    } catch (error) {
      // Whatever failed, the text is parsed afresh next time (under a new name).
      names.delete(text);
      throw error;
    }
    if (!known) names.set(text, name);
    return { rows: rowsOf(replies, client.parsers) };
  }

  return async (text, params) => {
    configured ??= client.exec('SET plan_cache_mode = force_custom_plan');
    await configured;
    if (!names.has(text) && names.size >= MAX_PREPARED_STATEMENTS) {
      return client.query(text, params);
    }
    return exclusive._runExclusiveTransaction(() =>
      exclusive._runExclusiveQuery(() => run(text, params)),
    );
  };
}

function serializeParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  throw new TypeError(`Parâmetro de tipo ${typeof value} não suportado em consulta preparada.`);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const result = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}

type Reply = { name: string; fields?: unknown };

function rowsOf(replies: Reply[], parsers: PGlite['parsers']): Record<string, unknown>[] {
  let fields: Field[] = [];
  const rows: Record<string, unknown>[] = [];
  for (const reply of replies) {
    if (reply.name === 'rowDescription') fields = reply.fields as Field[];
    if (reply.name !== 'dataRow') continue;
    const values = reply.fields as (string | null)[];
    const row: Record<string, unknown> = {};
    fields.forEach((field, index) => {
      const value = values[index] ?? null;
      const parse = parsers[field.dataTypeID];
      row[field.name] = value === null || !parse ? value : parse(value, field.dataTypeID);
    });
    rows.push(row);
  }
  return rows;
}
