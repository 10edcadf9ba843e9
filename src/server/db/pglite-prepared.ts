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
 * - Plans are custom by default (`plan_cache_mode = force_custom_plan`; PostgreSQL's automatic
 *   choice would settle on a generic plan after five runs): 'clinica' and 'xavantina' share a text
 *   but need opposite plans (an ordered index scan that stops after 13 rows, or the trigram index
 *   and a sort of 5). A caller that knows one plan fits every value asks for `reusePlan`: the mode
 *   is switched to generic around that one statement, in the same implicit transaction, so an
 *   error reverts the switch with everything else.
 * - Runs like `query()` does: after any transaction in progress, never inside it.
 * - Parameters are strings, numbers, booleans or null (what the search statements use); results
 *   are parsed with the client's own parsers, as `query()` would.
 */
export type PreparedQuery = (
  text: string,
  params: unknown[],
  options?: PlanChoice,
) => Promise<{ rows: unknown[] }>;

export type PlanChoice = {
  /**
   * Plan the statement once and run that plan for every value (a generic plan), for statements
   * whose best plan does not depend on the values: planning was most of the cost of a small join
   * (a specialty + city page: 0.69 ms planned on each run, 0.38 ms with its plan kept).
   */
  reusePlan?: boolean;
};

/** Distinct texts kept prepared; beyond this, statements run as plain queries. */
export const MAX_PREPARED_STATEMENTS = 500;

/** What PGlite declares for its own query(): the locks that order queries and transactions. */
type Exclusive = {
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
};

const CUSTOM_PLANS = 'SET plan_cache_mode = force_custom_plan';
const GENERIC_PLANS = 'SET plan_cache_mode = force_generic_plan';

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

  async function run(text: string, params: unknown[], reusePlan: boolean) {
    const parsed: [string, string][] = [];
    /** Bind and execute `statement`, parsing it first under a new name when it is new. */
    const steps = (statement: string, values: (string | null)[], rowsWanted: boolean) => {
      let name = names.get(statement);
      const messages: Uint8Array[] = [];
      if (!name) {
        name = `sc_prepared_${(counter += 1)}`;
        parsed.push([statement, name]);
        messages.push(protocol.serialize.parse({ name, text: statement, types: [] }));
      }
      messages.push(protocol.serialize.bind({ statement: name, values }));
      if (rowsWanted) messages.push(protocol.serialize.describe({ type: 'P' }));
      messages.push(protocol.serialize.execute({}));
      return messages;
    };
    const messages = [
      ...(reusePlan ? steps(GENERIC_PLANS, [], false) : []),
      ...steps(text, params.map(serializeParameter), true),
      ...(reusePlan ? steps(CUSTOM_PLANS, [], false) : []),
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
    for (const [statement, name] of parsed) names.set(statement, name);
    return { rows: rowsOf(replies, client.parsers) };
  }

  return async (text, params, options) => {
    configured ??= client.exec(CUSTOM_PLANS);
    await configured;
    if (!names.has(text) && names.size >= MAX_PREPARED_STATEMENTS) {
      return client.query(text, params);
    }
    const reusePlan = options?.reusePlan ?? false;
    return exclusive._runExclusiveTransaction(() =>
      exclusive._runExclusiveQuery(() => run(text, params, reusePlan)),
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
