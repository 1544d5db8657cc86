// Fills in deploy/nginx.conf: for production (scripts/deploy-config.ts) and for the browser tests
// (scripts/servers.ts), so the tests run the very config that is deployed.
import { readFileSync } from 'node:fs';
import { assetCacheControl, pageCacheControl } from './securityHeaders.ts';

export interface NginxSettings {
  /** An nginx `listen` value: `80`, `127.0.0.1:4174`. */
  listen: string;
  /** Absolute path of the built site (dist/). */
  root: string;
  /** Where /api and /VendorAccount go: scheme, host and port only. */
  apiUpstream: string;
  headers: Record<string, string>;
  /** The account nginx's workers run as; they must be able to read `root`. */
  workerUser: string;
  pid: string;
  errorLog: string;
  accessLog: string;
  /** Where nginx buffers request and proxied bodies; the worker user must be able to write it. */
  tempDir: string;
}

/** Debian's own paths, as its nginx package creates them. */
export const debianPaths = {
  workerUser: 'www-data',
  pid: '/run/nginx.pid',
  errorLog: '/var/log/nginx/error.log',
  accessLog: '/var/log/nginx/access.log',
  tempDir: '/var/lib/nginx',
} satisfies Partial<NginxSettings>;

const template = new URL('../deploy/nginx.conf', import.meta.url);

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
  };
  return readFileSync(template, 'utf8')
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
