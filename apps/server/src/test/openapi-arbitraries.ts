import fc from 'fast-check';

/** The fuzz run's seed and runs per route: FUZZ_SEED and FUZZ_RUNS reproduce or widen a run. */
export const FUZZ = {
  seed: Number(process.env.FUZZ_SEED ?? 142_026),
  runs: Number(process.env.FUZZ_RUNS ?? 20),
};

/**
 * fast-check arbitraries from the API's own OpenAPI document: for a JSON schema, values that mostly fit it
 * (so requests get past validation into the use cases) and often do not (wrong types, out-of-range numbers,
 * hostile strings), for a property test that no request answers 5xx (http/openapi-fuzz.test.ts).
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** Strings that broke servers before: controls, surrogate halves, paths, markup, huge and odd numbers. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[2J',
  '\ud800',
  '\udfff\ud800',
  '😀',
  '\u202e',
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{{7*7}}',
  '-1',
  '1e309',
  'NaN',
  '0x10',
  '9'.repeat(40),
  'x'.repeat(5000),
  'null',
  'true',
  '[]',
  '{}',
  '//evil.example',
];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
);

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const fitting: fc.Arbitrary<string>[] = [];
  if (schema.format === 'email') fitting.push(fc.emailAddress());
  if (schema.format === 'uuid') fitting.push(fc.uuid());
  if (schema.format === 'date')
    fitting.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
  if (schema.format === 'date-time')
    fitting.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  if (schema.pattern === '^\\d{6}$' || /\\d\{6\}/.test(schema.pattern ?? ''))
    fitting.push(fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0')));
  fitting.push(
    fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) }),
  );
  return fc.oneof({ weight: 3, arbitrary: fc.oneof(...fitting) }, { weight: 2, arbitrary: hostileString });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  const inRange = integer
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })
    : fc.double({ min, max, noNaN: true });
  const edges = fc.constantFrom(min - 1, max + 1, 0, -1, 2 ** 53, -(2 ** 53), 0.5, 1e308);
  return fc.oneof({ weight: 3, arbitrary: inRange }, { weight: 1, arbitrary: edges });
}

const anyJson = fc.jsonValue({ maxDepth: 2 });

/** Values for `schema`: fitting ones three times in four, anything JSON otherwise. */
export function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  const fitting = fittingFor(schema, depth);
  return fc.oneof({ weight: 3, arbitrary: fitting }, { weight: 1, arbitrary: anyJson });
}

function fittingFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => arbitraryFor(s, depth + 1)));
  if (schema.allOf?.[0]) return arbitraryFor(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items, depth + 1), { maxLength: 4 });
    case 'object': {
      const props = schema.properties ?? {};
      const record = fc.record(
        Object.fromEntries(Object.entries(props).map(([k, s]) => [k, arbitraryFor(s, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((k) => k in props) },
      );
      // Now and then a key the schema does not know, unsafe names included.
      return fc
        .tuple(record, fc.option(fc.tuple(hostileString, anyJson), { freq: 4 }))
        .map(([r, extra]) => (extra ? { ...r, [extra[0]]: extra[1] } : r));
    }
    default:
      return anyJson;
  }
}

/**
 * Percent-encoding of any string: a lone surrogate (which encodeURIComponent refuses) goes as the three
 * bytes a careless client would send (ED A0 80...), invalid UTF-8 the server must survive.
 */
export function percentEncode(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** A query or path value as it travels in a URL: the value's text, percent-encoded. */
export function urlValueFor(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return arbitraryFor(schema).map((v) =>
    percentEncode(typeof v === 'string' ? v : (JSON.stringify(v) ?? '')),
  );
}
