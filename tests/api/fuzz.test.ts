// Issue 15: malformed bodies and parameters across every write route of the API, signed in as a
// global admin (who passes every access check, so the input itself is what is tested). Each request
// carries one fault the server must refuse: a wrong type, a huge number, a NUL byte, a lone surrogate,
// deep nesting, a long string or array, an id that names nothing, a bad id in the path. None may
// answer 5xx, none may be accepted, and no row of the database may change. The seed is fixed, so a
// failure repeats.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractSchema, openapiDocument } from '../../src/server/http/contract';
import { startTestServer, type LoggedIn, type TestServer } from './harness';

type Json = Record<string, any>;
type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let server: TestServer;
let admin: LoggedIn;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

/** mulberry32: a small seeded generator, so the same requests are sent on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] };
}

const components = (openapiDocument as Json).components.schemas as Record<string, Json>;

/** Follows a component reference and unwraps a nullable oneOf, as a caller reads the schema. */
function resolved(node: Json | undefined): Json {
  if (!node) return {};
  if (typeof node.$ref === 'string') return resolved({ ...components[node.$ref.split('/').pop()!], ...node, $ref: undefined });
  if (Array.isArray(node.oneOf)) {
    const options = node.oneOf.filter((option: Json) => option.type !== 'null');
    if (options.length === 1) return { ...resolved(options[0]), ...node, oneOf: undefined, nullable: true };
  }
  return node;
}

/** A value the schema accepts, as plain as possible: the base a single fault is put into. */
function validValue(node: Json | undefined): unknown {
  const schema = resolved(node);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = [schema.type].flat().find((name) => name !== 'null');
  switch (type) {
    case 'string':
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T10:00:00.000Z';
      if (schema.format === 'email') return 'fuzz@example.no';
      if (schema.pattern) return '1234567890123';
      return 'Fuzz'.padEnd(schema.minLength ?? 1, 'z').slice(0, schema.maxLength ?? 4);
    case 'integer': case 'number': return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'boolean': return false;
    case 'array': return Array.from({ length: schema.minItems ?? 0 }, () => validValue(schema.items));
    case 'object': return Object.fromEntries((schema.required ?? []).map((name: string) => [name, validValue(schema.properties?.[name])]));
    default: return null;
  }
}

/** The rows a write route could have changed: every table but sessions (each call marks its session active). */
async function checksums(): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'sessions' and table_name not like 'kysely_%' order by table_name`.execute(server.db);
  const sums: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const row = await sql<{ sum: string }>`select count(*) || ':' || coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as sum from ${sql.table(name)} t`.execute(server.db);
    sums[name] = row.rows[0].sum;
  }
  return sums;
}

interface Attempt { label: string; method: Method; url: string; payload?: string }

const NOWHERE = 2_147_483_000;
const BAD_IDS = ['0x1', '2147483648', '-1', '0', '1e0', '01', '%2B1', 'abc', '%00', '99999999999999999999'];
const deeplyNested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('fuzzing the write routes', () => {
  it('refuses every malformed request without a 5xx and without changing a row', async () => {
    const random = seeded(20261122);
    const ajv = new Ajv({ strict: false, coerceTypes: false, allErrors: false });
    addFormats(ajv);
    ajv.addFormat('html', true);
    // The shared schemas as the server knows them (contract.ts): to tell a fault from a valid value.
    ajv.addSchema({ $id: 'openapi', definitions: JSON.parse(JSON.stringify(components).replace(/"#\/components\/schemas\//g, '"openapi#/definitions/')) });

    // Rows that exist, so that a fault in the body is met by the route itself and not by a 404.
    const firstId = async (table: string) => (await sql<{ id: number }>`select min(id) as id from ${sql.table(table)}`.execute(server.db)).rows[0]?.id ?? 1;
    const bruker = (await server.db.selectFrom('users').select('id').where('loginName', '=', 'bruker').executeTakeFirstOrThrow()).id;
    const existing: Record<string, number> = {
      user: bruker, location: 8, customer: 2, product: 1001, producttype: 100, trucktype: 2,
      message: await firstId('messages'), externallocation: await firstId('external_locations'), postalcode: await firstId('postal_codes'),
      supportticket: await firstId('support_tickets'), order: await firstId('transactions'),
    };

    const attempts: Attempt[] = [];
    const paths = (openapiDocument as Json).paths as Record<string, Json>;
    for (const [path, item] of Object.entries(paths)) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as Method[]) {
        const operation = item[method.toLowerCase()];
        // Signing out or ending a session would end the test's own session.
        if (!operation || path === '/api/logout' || path.startsWith('/api/session/')) continue;
        const resource = path.split('/')[2];
        const goodPath = path.replace(/\{\w+\}/, String(existing[resource] ?? 1));
        const bodySchema: Json | undefined = contractSchema(method, path.replace(/\{(\w+)\}/g, ':$1')).body as Json | undefined;
        const base = bodySchema ? validValue(operation.requestBody.content['application/json'].schema) as Json : undefined;
        const send = (label: string, url: string, body?: unknown) =>
          attempts.push({ label: `${method} ${path} ${label}`, method, url, payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });

        // A bad id in the path.
        if (path.includes('{')) for (const id of BAD_IDS) send(`id ${id}`, path.replace(/\{\w+\}/, id), base);
        if (!bodySchema) continue;
        // A body that is not what the route reads.
        send('deep nesting', goodPath, deeplyNested(5000));
        send('a bare number', goodPath, '12345');
        send('broken JSON', goodPath, '{"name": "Fuzz"');
        send('NUL in a parameter', `${goodPath}?confirm=%00`, base);

        const validate: ValidateFunction = ajv.compile(bodySchema);
        const schema = resolved(operation.requestBody.content['application/json'].schema);
        for (const [name, node] of Object.entries<Json>(schema.properties ?? {})) {
          const property = resolved(node);
          if (property.readOnly) continue;
          const with_ = (value: unknown) => ({ ...base, [name]: value });
          const refused = (value: unknown) => !validate(JSON.parse(JSON.stringify(with_(value))));
          const faults: Array<[string, unknown]> = [];
          for (const value of [true, 'text', 12345, 1.5, {}, [], null, deeplyNested(3000)]) {
            const parsed = typeof value === 'string' && value.startsWith('[') ? JSON.parse(value) : value;
            if (refused(parsed)) faults.push([`${name} = ${JSON.stringify(value).slice(0, 20)}`, parsed]);
          }
          const types = [property.type].flat();
          if (types.includes('integer') || types.includes('number')) {
            for (const value of [2147483648, -2147483649, 1e20, -1e308]) if (refused(value)) faults.push([`${name} = ${value}`, value]);
          }
          if (types.includes('string') && !property.enum) {
            faults.push([`${name} with NUL`, 'Fu\u0000zz'], [`${name} with a lone surrogate`, 'Fu\ud800zz'], [`${name} ending in half a pair`, 'Fuzz\udbff']);
            if (property.maxLength !== undefined && property.maxLength < 100_000) faults.push([`${name} too long`, 'x'.repeat(property.maxLength + 1)]);
            if (property.maxLength !== undefined && property.maxLength < 1024 * 1024) faults.push([`${name} of a megabyte`, 'x'.repeat(1024 * 1024)]);
            if (property.contentEncoding === 'base64') faults.push([`${name} not base64`, 'not base64!']);
          }
          if (types.includes('array') && property.maxItems !== undefined) {
            const item = validValue(property.items);
            faults.push([`${name} too long`, Array.from({ length: property.maxItems + 1 }, (_, index) => (typeof item === 'number' ? index + 1 : item))]);
            faults.push([`${name} of 100,000`, Array.from({ length: 100_000 }, (_, index) => index)]);
          }
          // An id that names nothing, alone or in an array.
          if (property['x-reference'] && (types.includes('integer') || property.$ref || node.$ref || node.oneOf)) faults.push([`${name} names nothing`, NOWHERE]);
          const items = resolved(property.items);
          if (types.includes('array') && items['x-reference']) faults.push([`${name} names nothing`, [NOWHERE]]);
          for (const [label, value] of faults) send(label, goodPath, with_(value));
        }
      }
    }

    // About 400 of the 3,700, drawn with the seed (all of them take 15 s and pass as well).
    const chosen = attempts.filter(() => random.next() < 400 / attempts.length);
    const before = await checksums();
    const answers: string[] = [];
    for (const attempt of chosen) {
      const response = await server.call({
        method: attempt.method, url: attempt.url, headers: { ...admin.headers, ...(attempt.payload === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
      });
      if (response.status < 400 || response.status >= 500) answers.push(`${attempt.label}: ${response.status} ${JSON.stringify(response.body).slice(0, 160)}`);
    }
    expect(chosen.length).toBeGreaterThan(300);
    expect(answers).toEqual([]);
    const after = await checksums();
    expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual([]);
  }, 60_000);
});
