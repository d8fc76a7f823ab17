import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { executeRows } from '@/server/db/execute-rows';

export const API_DIR = join(process.cwd(), 'app', 'api');
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export type RouteHandler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export interface RouteFile {
  /** `app/api/v1/seamless/[provider]/[action]/route.ts` */
  file: string;
  /** `/v1/seamless/[provider]/[action]` (under /api) */
  pattern: string;
  segments: string[];
}

/** Every route file under app/api, found on disk: a new route is fuzzed without anyone listing it. */
export function discoverRouteFiles(directory = API_DIR): RouteFile[] {
  const found: RouteFile[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/^route\.(ts|tsx|js|mjs)$/.test(entry.name)) {
        const segments = relative(directory, folder).split(sep).filter(Boolean);
        found.push({ file: relative(process.cwd(), path), pattern: `/${segments.join('/')}`, segments });
      }
    }
  };
  walk(directory);
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

/** Strings the API must refuse cleanly wherever they land: NUL, lone surrogates, int overflow, broken escapes, markup. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    '\uDBFF\uDBFF',
    '2147483648',
    '-2147483649',
    '9223372036854775808',
    '99999999999999999999999',
    '1e309',
    'NaN',
    '-0',
    '%E0%A4%A',
    '%',
    '%00',
    '%ED%A0%80',
    '..%2F..%2Fetc%2Fpasswd',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '/%09/evil.example',
    '\t\r\n',
    '',
    ' ',
  ),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.integer({ min: 1, max: 3 }).map((n) => 'a'.repeat(n * 5_000)),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(2147483648, -2147483649, 2 ** 53, 2 ** 63, -(2 ** 63), 1e308, -1, 0, 1.5, true, false, null),
  fc.constant([]),
  fc.constant({}),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 2 }),
);

/** Field names the API's schemas use, so a hostile value often lands on a real field. */
export const FIELD_NAMES = [
  'gameId',
  'lobbyPageType',
  'category',
  'limit',
  'email',
  'password',
  'newPassword',
  'firstName',
  'lastName',
  'playerId',
  'id',
  'amount',
  'currency',
  'token',
  'ticket',
  'moneyMode',
  'stake',
  'channel',
  'code',
  'phone',
  'mobileNumber',
  'consentId',
  'version',
  'options',
  'accepted',
  'affiliateId',
  'bonusCode',
  'transactionId',
  'roundId',
  'withdrawalId',
  'paymentMethod',
  'method',
  'countryCode',
  'languageCode',
  'currencyCode',
  'birthDate',
  'resetKey',
  'verificationCode',
  'to',
  'return',
  'outcome',
  'partner',
  'jurisdiction',
  'lang',
  'type',
  'D',
  'W',
  'M',
  'page',
  'size',
  'gameIds',
  'funState',
  'bet',
  'providerReference',
  'originalTransactionId',
] as const;

const fieldName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: hostileString.filter((s) => s.length < 100) });

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

export interface FuzzBody {
  text?: string;
  contentType?: string;
  label: string;
  /** A valid body with one field changed: the value may be one the route accepts, so a 2xx is no failure. */
  mayBeValid?: boolean;
}

export const hostileBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc
    .constantFrom(40, 5_000, 30_000)
    .chain((depth) =>
      fc.constantFrom<FuzzBody>({ text: deepArray(depth), label: `array depth ${depth}` }, { text: deepObject(depth), label: `object depth ${depth}` }),
    ),
  fc.dictionary(fieldName, hostileValue, { minKeys: 1, maxKeys: 5 }).map((value) => ({ text: JSON.stringify(value), label: 'hostile fields' })),
  fc
    .tuple(fc.constantFrom(...FIELD_NAMES), fc.integer({ min: 1, max: 60 }))
    .map(([key, depth]) => ({ text: JSON.stringify({ [key]: JSON.parse(deepArray(depth)) }), label: `nested field depth ${depth}` })),
  fc
    .constantFrom('1', '"s"', 'null', 'true', '[]', '{}', '{"a":', 'not json', '\u0000', '{"a":"\\u0000"}', '{"a":"\\ud800"}', '{"\\u0000":1}')
    .map((text) => ({ text, label: `text ${JSON.stringify(text)}` })),
  fc
    .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', '')
    .map((contentType) => ({ text: '{"gameId":"casino-aces-and-faces-carousel"}', contentType, label: `content-type ${contentType}` })),
  fc.constant<FuzzBody>({ text: JSON.stringify({ gameId: 'x'.repeat(70_000) }), label: 'oversized' }),
  fc.constant<FuzzBody>({ label: 'no body' }),
);

export const hostileQuery = fc.dictionary(
  fieldName,
  hostileString.filter((s) => s.length < 2_000),
  { maxKeys: 3 },
);

/** The counting statement per database: the tables are the migrated ones and do not change during the run. */
const countStatements = new WeakMap<Database, Promise<string>>();

async function countStatement(db: Database): Promise<string> {
  const tables = await executeRows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`);
  return `select ${tables.map(({ name }) => `(select count(*) from ${JSON.stringify(name)})::int as ${JSON.stringify(name)}`).join(', ')}`;
}

/** Row counts of every table in one statement (a refused request must leave all of them unchanged). */
export async function tableCounts(db: Database): Promise<Record<string, number>> {
  let statement = countStatements.get(db);
  if (!statement) countStatements.set(db, (statement = countStatement(db)));
  const [row] = await executeRows<Record<string, number>>(db, sql.raw(await statement));
  return Object.fromEntries(Object.entries(row).map(([name, value]) => [name, Number(value)]));
}

export function changedTables(before: Record<string, number>, after: Record<string, number>, ignored: ReadonlySet<string>): string[] {
  return Object.keys(after).filter((name) => !ignored.has(name) && after[name] !== before[name]);
}
