// Load, not a test: serves the build with the production server (nginx from deploy/nginx.conf, as
// the browser tests and the benchmark do) and drives it from 127.0.0.1 with autocannon: 200
// connections for 30 s over the pages in both editions, deep links, the assets Home names, a missing
// asset and an unknown path. Prints requests per second, p50 and p99 latency and what failed; fails
// on any socket error, timeout, unexpected status or response without the site's security headers.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { securityHeaders } from '../tooling/securityHeaders.ts';
import { checkedRoutes, formatTable } from './check-budgets.ts';
import { startMockAndNginx } from './servers.ts';

/** What a path no route knows is answered with: Home's content, as a 404 (tooling/notFound.ts). */
const UNKNOWN_PATH_STATUS = 404;

const mockPort = 4014;
const serverPort = 4176;

/**
 * When nginx closes a connection after its 1,000th request (keepalive_requests), autocannon keeps
 * the request that went unanswered and checks every later response against the request before it.
 * Each connection is opened afresh well before then; autocannon leaves the response that ends one
 * unchecked.
 */
const requestsPerConnection = 500;

const positiveInteger = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, not ${value}`);
  return value;
};
const durationSeconds = positiveInteger('LOAD_DURATION', 30);
const connections = positiveInteger('LOAD_CONNECTIONS', 200);

/** The parts of autocannon used here; it ships no types of its own. */
interface LoadRequest {
  method: 'GET';
  path: string;
  headers: Record<string, string>;
  onResponse: (status: number, body: string, context: object, headers: Record<string, string | string[]>) => void;
}
interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  reconnectRate: number;
  requests: LoadRequest[];
}) => Promise<LoadResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

if (!existsSync('dist/index.html')) execSync('npm run build:with-content', { stdio: 'inherit' });

/** The item pages the build wrote (with the API's content prerendered), in both editions. */
const itemPages = ['', '/ar'].flatMap((edition) =>
  ['blogs', 'newsEvents'].flatMap((list) => {
    const folder = join('dist', edition, list);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((file) => file.endsWith('.html'))
      .map((file) => `${edition}/${list}/${encodeURIComponent(file.slice(0, -'.html'.length))}`);
  }),
);
/** What a visitor's browser fetches after Home: its stylesheet, fonts, entry and modules. */
const homeAssets = [...new Set(readFileSync('dist/index.html', 'utf8').match(/\/assets\/[\w.-]+/g))];

/** Addresses below a page: items, a list's later page, the Careers application link. */
const deepLinks = [...itemPages, '/blogs?page=2', '/ar/newsEvents?page=2', '/carreersPopup'];

const paths: { path: string; status: number }[] = [
  ...[...checkedRoutes, ...deepLinks, ...homeAssets].map((path) => ({ path, status: 200 })),
  { path: '/assets/no-such-chunk-00000000.js', status: 404 },
  { path: '/no/such/page', status: UNKNOWN_PATH_STATUS },
];

const expectedHeaders = Object.entries(securityHeaders()).map(([name, value]) => [name.toLowerCase(), value]);
/** Each failure, by path and what went wrong, with how often. */
const failures = new Map<string, number>();
let unexpectedStatuses = 0;
let headerFailures = 0;
const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);

const requests = paths.map(({ path, status: expected }): LoadRequest => ({
  method: 'GET',
  path,
  // As a browser asks: the build's .br copies are what nginx sends it.
  headers: { 'accept-encoding': 'br, gzip' },
  onResponse: (status, _body, _context, rawHeaders) => {
    if (status !== expected) {
      unexpectedStatuses += 1;
      fail(`${path}: status ${status}, not ${expected}`);
    }
    const headers = new Map(Object.entries(rawHeaders).map(([name, value]) => [name.toLowerCase(), value]));
    const missing = expectedHeaders.filter(([name, value]) => headers.get(name) !== value).map(([name]) => name);
    if (missing.length > 0) {
      headerFailures += 1;
      fail(`${path}: ${missing.join(', ')} missing or not as set`);
    }
  },
}));

const { baseUrl, stop } = await startMockAndNginx({ mockPort, port: serverPort });
console.error(
  `${connections} connections for ${durationSeconds} s on ${baseUrl}, over ${paths.length} paths ` +
    `(${checkedRoutes.length} pages, ${deepLinks.length} deep links, ${homeAssets.length} assets, a missing asset, an unknown path)`,
);
let result: LoadResult;
try {
  result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    reconnectRate: requestsPerConnection,
    requests,
  });
} finally {
  stop();
}

const socketErrors = result.errors - result.timeouts;
console.log(
  formatTable(
    ['requests', 'req/s', 'p50 ms', 'p99 ms', 'socket errors', 'timeouts', 'unexpected status', 'header failures'],
    [
      [
        result.requests.total,
        Math.round(result.requests.average),
        result.latency.p50,
        result.latency.p99,
        socketErrors,
        result.timeouts,
        unexpectedStatuses,
        headerFailures,
      ],
    ],
  ),
);
for (const [what, count] of [...failures].slice(0, 20)) console.log(`  ${count} × ${what}`);
const failed = result.requests.total === 0 || result.errors + unexpectedStatuses + headerFailures > 0;
process.exitCode = failed ? 1 : 0;
