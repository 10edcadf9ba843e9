import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../app.ts';
import { changedFacets, snapshot } from '../test/database-facets.ts';
import {
  applyMutation,
  encodePathSegment,
  everyFieldTainted,
  hostileString,
  mutation,
  type Mutation,
} from '../test/hostile-values.ts';
import { signedInAdmin } from '../test/personas.ts';
import { portugueseErrorProblem } from '../test/portuguese-error.ts';
import { nextAddress, referenceIds, signedInProvider } from '../test/provider-fixtures.ts';
import { createTestApp } from '../test/test-app.ts';
import { insertUser, signInCookie } from '../test/test-users.ts';
import { RECIPES, type FuzzContext, type Recipe } from '../test/write-route-recipes.ts';
import type { RouteAccess } from './route-access.ts';

/**
 * Issue 14 item 2: hostile input on every write route the app registers, as a caller its access
 * check lets through, so the handler runs. Properties: never a 5xx; a refusal is a Portuguese
 * `{ error }` and writes nothing (no facet of the database moves); a success changes only what
 * its route owns. Then malformed transport (broken JSON, other content types, an oversized
 * body) on each route. FUZZ_SEED=<seed> replays a failure fast-check reported; FUZZ_DEBUG=1
 * prints each request's answer (how deep the bodies reach).
 */

/** Runs per route; FUZZ_RUNS=500 for a longer hunt on one's own machine. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

// Built at collection so that the list of routes below comes from the app itself.
const test = await createTestApp();
const { app } = test;
const db = test.database.db;
await app.ready();
afterAll(() => test.close());

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const writeRoutes = app.apiRoutes.filter((route) => WRITE_METHODS.has(route.method));

let context: FuzzContext | undefined;
async function fuzzContext(): Promise<FuzzContext> {
  if (context) return context;
  const reference = await referenceIds(db);
  const user = await insertUser(db);
  const signInUser = await insertUser(db);
  context = {
    app,
    db,
    reference,
    signInUser: { email: signInUser.email, password: signInUser.password },
    cookies: {
      user: await signInCookie(app, user.email, user.password),
      provider: (await signedInProvider(app, db, reference)).cookie,
      master: (await signedInAdmin(app, db, 'master')).cookie,
    },
  };
  return context;
}

/** A caller the route's access check lets through (a visitor for public routes). */
function cookieFor(access: RouteAccess, cookies: FuzzContext['cookies']): string | undefined {
  if (access.kind === 'public') return undefined;
  if (access.kind === 'signed-in') return cookies.user;
  if (access.kind === 'provider') return cookies.provider;
  return cookies.master;
}

type Sent = { method: string; url: string; payload: string; headers: Record<string, string> };

/** The properties every answer to a hostile request must have. */
async function send(request: Sent, recipe: Recipe): Promise<number> {
  const before = await snapshot(db);
  const response = await app.inject({
    method: request.method as 'POST',
    url: request.url,
    payload: request.payload,
    headers: request.headers,
    remoteAddress: nextAddress(),
  });
  const changed = changedFacets(before, await snapshot(db));
  const shown = `${request.method} ${request.url.slice(0, 120)} ${request.payload.slice(0, 300)}`;
  expect(response.statusCode, `${shown}\n→ ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(portugueseErrorProblem(response), shown).toBeUndefined();
    expect(changed, `${shown}\n→ ${response.statusCode}, yet written`).toEqual([]);
  } else {
    const foreign = changed.filter((facet) => !recipe.owns.includes(facet));
    expect(foreign, `${shown}\n→ ${response.statusCode} changed what it does not own`).toEqual([]);
    recipe.succeeded?.(JSON.parse(request.payload) as Record<string, unknown>);
  }
  if (process.env.FUZZ_DEBUG) {
    const outcome = response.statusCode >= 400 ? response.json().error.message : changed.join(',');
    process.stdout.write(`${request.method} ${request.url} ${response.statusCode} ${outcome}\n`);
  }
  return response.statusCode;
}

const keptIds = new Map<Recipe, string>();

/** The real record behind ':id': made once per route, or per request where a success removes it. */
async function realId(recipe: Recipe, fuzz: FuzzContext): Promise<string> {
  if (!recipe.id) return '';
  if (recipe.id.perRun) return String(await recipe.id.make(fuzz));
  const known = keptIds.get(recipe);
  if (known) return known;
  const made = String(await recipe.id.make(fuzz));
  keptIds.set(recipe, made);
  return made;
}

describe('hostile bodies on every write route', () => {
  it('has a recipe for every write route, and a write route for every recipe', () => {
    const registered = writeRoutes.map((route) => `${route.method} ${route.url}`).sort();
    expect(registered).toEqual(Object.keys(RECIPES).sort());
  });

  // A path parameter is sometimes hostile too (1 in 6), instead of the real id.
  const pathId = (url: string) =>
    url.includes(':id')
      ? fc.oneof(
          { weight: 5, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: hostileString },
        )
      : fc.constant(undefined);

  it.each(writeRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s',
    async (name, route) => {
      const recipe = RECIPES[name];
      if (!recipe) throw new Error(`${name}: no recipe in test/write-route-recipes.ts`);
      const fuzz = await fuzzContext();
      const cookie = cookieFor(route.access, fuzz.cookies);
      const request = async (id: string, payload: string, real: boolean): Promise<Sent> => ({
        method: route.method,
        url: route.url.replace(':id', encodePathSegment(id)),
        payload,
        headers: {
          'content-type': 'application/json',
          ...(cookie ? { cookie } : {}),
          ...(real && recipe.headers ? await recipe.headers(fuzz, id) : {}),
        },
      });

      // The valid body passes first: the mutations below start from a body that reaches the end.
      const valid = await send(
        await request(await realId(recipe, fuzz), JSON.stringify(await recipe.body(fuzz)), true),
        recipe,
      );
      if (recipe.validStatus) expect(valid, `${name}: the valid body`).toBe(recipe.validStatus);
      else expect(valid, `${name}: the valid body`).toBeLessThan(400);

      await fc.assert(
        fc.asyncProperty(mutation, pathId(route.url), async (change, hostileId) => {
          const id = hostileId ?? (await realId(recipe, fuzz));
          const payload = applyMutation(await recipe.body(fuzz), change);
          await send(await request(id, payload, hostileId === undefined), recipe);
        }),
        {
          numRuns: recipe.fewerRuns ? Math.ceil(RUNS * 0.4) : RUNS,
          examples: everyFieldTainted(await recipe.body(fuzz)).map(
            (change): [Mutation, undefined] => [change, undefined],
          ),
          ...(seed === undefined ? {} : { seed }),
        },
      );
    },
  );
});

describe('malformed transport on every write route', () => {
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  /** [what, payload, content-type (undefined: none), the status it must get]. */
  const cases = (valid: string): [string, string, string | undefined, number][] => [
    ['broken JSON', '{"a":', 'application/json', 400],
    ['JSON and more', `${valid} trailing`, 'application/json', 400],
    ['JSON sent as text/plain', valid, 'text/plain', 415],
    ['a form', 'name=Teste&email=a%40b.com', 'application/x-www-form-urlencoded', 415],
    [
      'multipart',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nTeste\r\n--x--\r\n',
      'multipart/form-data; boundary=x',
      415,
    ],
    ['no content type', valid, undefined, 415],
    ['an empty JSON body', '', 'application/json', 400],
    ['a poisoned prototype', '{"__proto__":{"isAdmin":true}}', 'application/json', 400],
    [
      'a poisoned constructor',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      'application/json',
      400,
    ],
    ['lists nested 20,000 deep', deep(20_000), 'application/json', 400],
    [
      'objects nested 12,000 deep',
      `${'{"":'.repeat(12_000)}1${'}'.repeat(12_000)}`,
      'application/json',
      400,
    ],
    ['one byte over the limit', `"${'x'.repeat(BODY_LIMIT_BYTES - 1)}"`, 'application/json', 413],
  ];

  it.each(writeRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s',
    async (name, route) => {
      const recipe = RECIPES[name];
      if (!recipe) throw new Error(`${name}: no recipe in test/write-route-recipes.ts`);
      const fuzz = await fuzzContext();
      const cookie = cookieFor(route.access, fuzz.cookies);
      const id = await realId(recipe, fuzz);
      const url = route.url.replace(':id', id);
      const valid = JSON.stringify(await recipe.body(fuzz));
      const answers: string[] = [];
      for (const [what, payload, type, expected] of cases(valid)) {
        const headers = {
          ...(type ? { 'content-type': type } : {}),
          ...(cookie ? { cookie } : {}),
          ...(recipe.headers ? await recipe.headers(fuzz, id) : {}),
        };
        // Every case is tried and every wrong answer listed, not only the first.
        try {
          const status = await send(
            { method: route.method, url, payload, headers },
            { ...recipe, owns: [] },
          );
          if (status !== expected) answers.push(`${what}: ${status}, expected ${expected}`);
        } catch (error) {
          answers.push(`${what}: ${(error as Error).message.split('\n').at(-1)?.slice(0, 200)}`);
        }
      }
      expect(answers).toEqual([]);
    },
  );
});
