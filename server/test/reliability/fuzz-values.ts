import fc from 'fast-check';

// The inputs attackers and broken clients send. Strings that reach PostgreSQL, HTML, the parser's
// limits and JavaScript's object model.
const PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; select pg_sleep(5)',
  '" OR ""="',
  '\\x27\\x00',
  '\u0000',
  'nul\u0000byte',
  '%00',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, literally.
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '\ud800', // a lone surrogate: not valid UTF-8
  '\u202e\u200b\ufeff',
  'Z̷̢̛̯͎a̴͚̓l̸̰̀g̸̳̈́o̵̮̔',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '  ',
  '',
];

const NUMERIC_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '1e309',
  '0x1F',
  ' 12 ',
  '1_000',
  '١٢٣',
  '4.999',
  '9'.repeat(400),
];

const NUMBERS = [1e308, -1e308, -0, 0, -1, 1.5, 4.999, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 5e-324];

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PAYLOADS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(...NUMERIC_STRINGS) },
  // Rare, because they are costly: just under and over the 100 KB body limit.
  { weight: 1, arbitrary: fc.constantFrom(1_000, 60_000, 120_000).map((n) => 'é'.repeat(n / 2)) },
);

export const nastyNumber = fc.oneof(
  fc.constantFrom(...NUMBERS),
  fc.integer(),
  fc.double(), // NaN and ±Infinity are sent as null by JSON
);

// A piece of JSON text kept as is: nesting this deep would overflow JSON.stringify in the test itself.
export class RawJson {
  constructor(readonly text: string) {}
}

// Objects and arrays nested thousands deep: a recursive parser or validator would overflow its stack.
const deeplyNested = fc
  .integer({ min: 50, max: 5000 })
  .map((depth) => new RawJson(`${'{"a":['.repeat(depth)}"bottom"${']}'.repeat(depth)}`));

/** JSON.stringify that writes RawJson pieces verbatim. */
export function toJsonText(value: unknown): string {
  const raw: string[] = [];
  const text =
    JSON.stringify(value, (_key, v) => {
      if (v instanceof RawJson) {
        raw.push(v.text);
        return `\u0000raw${raw.length - 1}\u0000`;
      }
      return v;
    }) ?? 'null';
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i: string) => raw[Number(i)]!);
}

// JSON.parse makes "__proto__" an own key, as it arrives over the wire (an object literal would not).
const pollution = fc.constantFrom(
  JSON.parse('{"__proto__": {"role": "admin", "polluted": true}}'),
  JSON.parse('{"constructor": {"prototype": {"polluted": true}}}'),
  JSON.parse('{"prototype": {"polluted": true}, "toString": "x", "hasOwnProperty": 1}'),
);

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: pollution },
  { weight: 1, arbitrary: deeplyNested },
);

export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

// A path into a valid body, down to one level of nesting (counter settings).
function leafPaths(value: Record<string, unknown>): string[][] {
  return Object.entries(value).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? [[k], ...Object.keys(v).map((inner) => [k, inner])]
      : [[k]],
  );
}

type Mutation = { path: string[]; op: 'set' | 'delete'; value?: unknown };

function applyMutations(base: Record<string, unknown>, mutations: Mutation[]): Record<string, unknown> {
  const copy = structuredClone(base);
  for (const m of mutations) {
    let holder = copy as Record<string, unknown>;
    for (const key of m.path.slice(0, -1)) {
      const next = holder[key];
      if (!next || typeof next !== 'object') break;
      holder = next as Record<string, unknown>;
    }
    const last = m.path.at(-1)!;
    // defineProperty: "__proto__" must become an own key, as JSON.parse would make it.
    if (m.op === 'delete') delete holder[last];
    else {
      // A copy: fast-check may hand out one instance twice, and a later mutation must not reach into it.
      const value = m.value instanceof RawJson ? m.value : structuredClone(m.value);
      Object.defineProperty(holder, last, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  return copy;
}

/** A valid body with one to three fields replaced, removed or added: it gets past the first checks. */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const paths = leafPaths(valid);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        path: fc.constantFrom(...paths),
        op: fc.constant('set' as const),
        value: nastyValue,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ path: fc.constantFrom(...paths), op: fc.constant('delete' as const) }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        path: fc.oneof(fc.constantFrom(...POLLUTION_KEYS), fc.string({ maxLength: 12 })).map((k) => [k]),
        op: fc.constant('set' as const),
        value: nastyValue,
      }),
    },
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((ms) => applyMutations(valid, ms));
}

export interface RawBody {
  payload: string;
  contentType: string | undefined;
}

const brokenJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  'null',
  '""',
  '0',
  'true',
  '{"a":1}}',
  '\u0000',
  'undefined',
);

/** A request body as bytes on the wire: mostly JSON of a mutated valid body, sometimes anything. */
export function bodyArbitrary(valid: () => Record<string, unknown>): fc.Arbitrary<RawBody> {
  const json = toJsonText;
  const base = valid();
  return fc.oneof(
    {
      weight: 12,
      arbitrary: mutatedBody(base).map((b) => ({ payload: json(b), contentType: 'application/json' })),
    },
    { weight: 2, arbitrary: nastyValue.map((v) => ({ payload: json(v), contentType: 'application/json' })) },
    { weight: 1, arbitrary: brokenJson.map((p) => ({ payload: p, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.record({
        payload: fc.constant(json(base)),
        contentType: fc.constantFrom(
          undefined,
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
          'multipart/form-data; boundary=x',
        ),
      }),
    },
  );
}

/** A path segment: nasty text, percent-encoded, or raw bytes that are not valid percent-encoding. */
export const paramArbitrary: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: nastyString.filter((s) => s.length < 3000).map((s) => encodeURIComponent(toWellFormed(s))),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%', '%ZZ', '%E0%A4%A', '%00', '..', '%2e%2e%2f', 'a%2Fb', 'x'.repeat(5000)),
  },
  { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{1,70}$/) }, // near the id pattern, never a real id
);

/** A query string with known and unknown keys, repeated keys and broken encodings. */
export function queryArbitrary(keys: string[]): fc.Arbitrary<string> {
  const pair = fc.tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...keys, ...POLLUTION_KEYS) },
      { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
    ),
    fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .oneof(nastyString, nastyNumber.map(String))
          .map((s) => encodeURIComponent(toWellFormed(s))),
      },
      { weight: 1, arbitrary: fc.constantFrom('%', '%ZZ', '%E0%A4%A', '', '[]', 'a&b=c') },
    ),
  );
  return fc
    .array(pair, { maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&'));
}

// encodeURIComponent throws on lone surrogates; those are sent as raw broken encodings above instead.
function toWellFormed(s: string): string {
  return s.replace(/[\ud800-\udfff]/g, (c, i, all) => {
    const code = c.charCodeAt(0);
    const next = all.charCodeAt(i + 1);
    const prev = all.charCodeAt(i - 1);
    const paired = code < 0xdc00 ? next >= 0xdc00 && next <= 0xdfff : prev >= 0xd800 && prev < 0xdc00;
    return paired ? c : '\ufffd';
  });
}
