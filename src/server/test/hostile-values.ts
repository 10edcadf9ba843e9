import fc from 'fast-check';

/**
 * fast-check arbitraries of hostile request bodies (issue 14 item 2). Values are produced as JSON
 * text, not objects, so a body can hold what an object cannot: '__proto__' as a key, a key twice,
 * a number JSON reads as Infinity. A failing case prints as the JSON it sent.
 */

export const SQL_PAYLOADS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)',
  "admin'--",
  '%_\\',
];
export const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '</script><script>alert("x")</script>',
  "javascript:alert('x')",
  '{{7*7}}${7*7}',
];
export const UNICODE_PAYLOADS = [
  'e\u0301\u0302\u0303\u0304\u0305\u0306',
  '\u202Egnp.exe',
  '\u200F\u05E9\u05DC\u05D5\u05DD',
  '👩‍⚕️🏥🇧🇷',
  'a\u0000b',
  '\u0007\u001B[31m',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF\u200B\u2060',
  '\u2028\u2029',
  'İıßﬁ',
];
/**
 * One short piece per kind of payload (NUL apart: refused before any route, tried on its own),
 * short enough to fit most fields after a valid value, so that it is stored where the field takes
 * free text.
 */
export const TAINTS = [
  "' OR 1=1 --'; DROP TABLE users; --",
  '<script>alert(1)</script>"><img src=x onerror=alert(1)>',
  'e\u0301\u0302 \u202Egnp \u05E9 👩‍⚕️ \uD800 \u2028',
];

/** Each field of a body tainted with each of TAINTS: the cases every run tries first. */
export function everyFieldTainted(valid: Record<string, unknown>): Mutation[] {
  return Object.keys(valid).flatMap((_, index) =>
    TAINTS.map((piece): Mutation => ({ kind: 'taint', index, piece: ` ${piece}`, at: 'end' })),
  );
}

const PLAIN = ['', ' ', '\t\n', 'null', 'undefined', '0', '-1', 'true', '[]', '{}'];

/** A string of `size` characters: past every field's maximum, some past the body limit. */
const huge = fc
  .tuple(
    fc.constantFrom(201, 1_001, 2_001, 30_000, 70_000, 100_000),
    fc.constantFrom('x', 'é', '👩‍⚕️'),
  )
  .map(([size, unit]) => unit.repeat(Math.ceil(size / unit.length)));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS, ...UNICODE_PAYLOADS) },
  { weight: 2, arbitrary: fc.constantFrom(...PLAIN) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: huge },
);

/** Numbers JSON can carry, and literals JSON.parse turns into Infinity or rounds. */
const numberJson = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
  fc.constantFrom('2147483648', '9007199254740993', '1e999', '-1e999', '-0', '1.5', '0.0000001'),
);

/** Keys an attacker or a careless client adds. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'id',
    'userId',
    'status',
    'userType',
    'adminRoleId',
    'ads',
    'featured',
    'isDemo',
    'role',
    '',
  ),
  hostileString.filter((key) => key.length < 300),
);

/** Any JSON value, hostile strings at the leaves, at most two levels deep. */
export const hostileJson: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 2 },
    { weight: 4, arbitrary: hostileString.map((text) => JSON.stringify(text)) },
    { weight: 2, arbitrary: numberJson },
    { weight: 1, arbitrary: fc.constantFrom('true', 'false', 'null') },
    {
      weight: 1,
      arbitrary: fc.array(tie('value'), { maxLength: 3 }).map((items) => `[${items.join(',')}]`),
    },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(hostileKey, tie('value')), { maxLength: 3 })
        .map((entries) => objectJson(entries)),
    },
  ),
})).value;

export function objectJson(entries: readonly (readonly [string, string])[]): string {
  return `{${entries.map(([key, json]) => `${JSON.stringify(key)}:${json}`).join(',')}}`;
}

/** How one request's body departs from a valid body of its route. */
export type Mutation =
  | { kind: 'replace'; index: number; json: string }
  | { kind: 'taint'; index: number; piece: string; at: 'start' | 'end' | 'all' }
  | { kind: 'remove'; index: number }
  | { kind: 'duplicate'; index: number; json: string }
  | { kind: 'extra'; entries: [string, string][] }
  | { kind: 'whole'; json: string };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('replace' as const),
      index: fc.nat(),
      json: hostileJson,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('taint' as const),
      index: fc.nat(),
      piece: hostileString,
      at: fc.constantFrom('start' as const, 'end' as const, 'all' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), index: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('duplicate' as const),
      index: fc.nat(),
      json: hostileJson,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      entries: fc.array(fc.tuple(hostileKey, hostileJson), { minLength: 1, maxLength: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), json: hostileJson }) },
);

/** The JSON text of `valid` changed by `change`; a body without fields gets the extra ones. */
export function applyMutation(valid: Record<string, unknown>, change: Mutation): string {
  const entries = Object.entries(valid).map(
    ([key, value]) => [key, JSON.stringify(value)] as const,
  );
  if (change.kind === 'whole') return change.json;
  if (change.kind === 'extra' || entries.length === 0) {
    const extra = change.kind === 'extra' ? change.entries : [];
    return objectJson([...entries, ...extra]);
  }
  const index = change.index % entries.length;
  const [key] = entries[index]!;
  const others = entries.filter((_, position) => position !== index);
  switch (change.kind) {
    case 'remove':
      return objectJson(others);
    case 'replace':
      return objectJson(entries.map((entry, at) => (at === index ? [key, change.json] : entry)));
    case 'duplicate':
      return objectJson([...entries, [key, change.json]]);
    case 'taint': {
      const original = valid[key];
      const text = typeof original === 'string' ? original : '';
      const tainted =
        change.at === 'start'
          ? `${change.piece}${text}`
          : change.at === 'end'
            ? `${text}${change.piece}`
            : change.piece;
      return objectJson(
        entries.map((entry, at) => (at === index ? [key, JSON.stringify(tainted)] : entry)),
      );
    }
  }
}

/** A path parameter as a client would encode it, lone surrogates included (as %EF%BF%BD). */
export function encodePathSegment(text: string): string {
  return encodeURIComponent(text.toWellFormed());
}
