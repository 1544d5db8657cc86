// Fills in deploy/nginx.conf: for production (scripts/deploy-config.ts) and for the browser tests
// (scripts/servers.ts), so the tests run the very config that is deployed.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageSpelling } from './notFound.ts';
import { assetCacheControl, pageCacheControl } from './securityHeaders.ts';

export interface NginxSettings {
  /** An nginx `listen` value: `80`, `127.0.0.1:4174`. */
  listen: string;
  /** Absolute path of the built site (dist/). */
  root: string;
  /** Where /api and /VendorAccount go: scheme, host and port only. */
  apiUpstream: string;
  headers: Record<string, string>;
  /** The build's pages by name (pageNames in tooling/notFound.ts): their other spellings are no 404. */
  pages: string[];
  /** The account nginx's workers run as; they must be able to read `root`. */
  workerUser: string;
  pid: string;
  errorLog: string;
  accessLog: string;
  /** Where nginx buffers request and proxied bodies; the worker user must be able to write it. */
  tempDir: string;
  /** The API is Prism, the browser tests' mock: the page's language picks its examples. Never in production. */
  mockApi?: boolean;
}

/** Debian's own paths, as its nginx package creates them. */
export const debianPaths = {
  workerUser: 'www-data',
  pid: '/run/nginx.pid',
  errorLog: '/var/log/nginx/error.log',
  accessLog: '/var/log/nginx/access.log',
  tempDir: '/var/lib/nginx',
} satisfies Partial<NginxSettings>;

// Joined as a path: under the unit tests' happy-dom, URL is the DOM's, which fs refuses.
const template = join(dirname(fileURLToPath(import.meta.url)), '..', 'deploy', 'nginx.conf');

/**
 * Prism answers with the example a request names in `Prefer: example=…`, and the contract names
 * each answer's examples by language (en first, ar): the mock setups turn an Arabic page's
 * `Accept-Language` into that preference. The same rule for vite's proxy (vite.config.ts), the
 * build's calls in `npm start` (scripts/servers.ts) and, below, nginx.
 */
export const mockExampleFor = (acceptLanguage: string | undefined): string | undefined =>
  acceptLanguage && /^ar\b/i.test(acceptLanguage) ? 'example=ar' : undefined;

const mockApiLines = {
  mock_api_map: ['map $http_accept_language $mock_api_prefer {', '  "~*^ar\\b" "example=ar";', '  default "";', '}'],
  // An empty value sends no header: English pages get Prism's first example.
  mock_api_headers: ['proxy_set_header Prefer $mock_api_prefer;'],
};

/** nginx would read `$` as a variable and end the string at `"`; neither belongs in these values. */
const quoted = (value: string) => {
  if (/["$\\\n]/.test(value)) throw new Error(`Cannot put ${JSON.stringify(value)} into nginx.conf`);
  return `"${value}"`;
};

/** proxy_pass with a path would replace the request's path: the upstream is an origin. */
const upstreamOrigin = (upstream: string) => {
  const url = URL.canParse(upstream) ? new URL(upstream) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search) {
    throw new Error(`The API upstream must be an http(s) origin such as https://api.example.com, not ${upstream}`);
  }
  return url.origin;
};

export function renderNginxConfig(settings: NginxSettings): string {
  const values: Record<string, string> = {
    listen: settings.listen,
    root: settings.root,
    api_upstream: upstreamOrigin(settings.apiUpstream),
    worker_user: settings.workerUser,
    pid: settings.pid,
    error_log: settings.errorLog,
    access_log: settings.accessLog,
    temp_dir: settings.tempDir,
    asset_cache_control: assetCacheControl,
    page_cache_control: pageCacheControl,
    page_spelling: pageSpelling(settings.pages),
  };
  return readFileSync(template, 'utf8')
    .replace(
      /^( *)\{\{(mock_api_map|mock_api_headers)\}\}\n/gm,
      (_, indent: string, name: keyof typeof mockApiLines) =>
        settings.mockApi ? mockApiLines[name].map((line) => `${indent}${line}\n`).join('') : '',
    )
    .replace(/^( *)\{\{security_headers\}\}$/m, (_, indent: string) =>
      Object.entries(settings.headers)
        .map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`)
        .join('\n'),
    )
    .replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
      if (!(name in values)) throw new Error(`deploy/nginx.conf has ${placeholder}, which nothing fills in`);
      return values[name];
    });
}
