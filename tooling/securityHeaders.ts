// The one definition of the site's response headers. nginx (deploy/nginx.conf, filled in by
// tooling/nginxConfig.ts), `vite preview` (vite.config.ts) and a static host's `_headers` file all
// take them from here, so every way of serving the build sends the same policy.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';

/** Hashed file names change with their content, so a browser may keep them for good. */
export const assetCacheControl = 'public, max-age=31536000, immutable';
/** Everything else keeps its URL across builds: revalidate, so a deploy shows at once. */
export const pageCacheControl = 'no-cache';

const javaScriptTypes = new Set(['', 'module', 'text/javascript', 'application/javascript', 'application/ecmascript']);

/**
 * Only scripts the browser runs need a hash: JSON-LD and other data blocks are never executed.
 * A type attribute of any JavaScript MIME type, `module` or none at all makes a script executable.
 */
const isExecutable = (attributes: string) => {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return javaScriptTypes.has((type ? (type[1] ?? type[2] ?? type[3]) : '').trim().toLowerCase());
};

/**
 * The CSP source of every inline script in the prerendered pages. A browser hashes the script's
 * text exactly as it stands between the tags, so this reads the built files rather than the
 * source the script is generated from: the hash follows whatever the build wrote.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'));
  for (const file of pages) {
    const html = readFileSync(join(distDir, file), 'utf8');
    for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
      if (isExecutable(attributes)) hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** The origins of VITE_API_BASE and VITE_VENDOR_ACCOUNT_BASE; an empty or relative base is the site's own. */
export const apiOrigins = (env: Record<string, string | undefined>): string[] => {
  // The API's bases, and where opt-in error reports and field speed go (a Sentry DSN's origin is its ingest host).
  const bases = [
    env.VITE_API_BASE,
    env.VITE_VENDOR_ACCOUNT_BASE,
    env.VITE_ERROR_REPORT_URL,
    env.VITE_SENTRY_DSN,
    env.VITE_RUM_URL,
  ].filter((base) => base && URL.canParse(base));
  return [...new Set(bases.map((base) => new URL(base!).origin))];
};

export function contentSecurityPolicy({
  scriptHashes,
  connectOrigins,
}: {
  scriptHashes: string[];
  connectOrigins: string[];
}): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    // 'unsafe-inline' for styles only: React writes style="" attributes, Mantine its <style>
    // elements, and the prerender inlines each page's critical CSS; none of them can carry a hash.
    "style-src 'self' 'unsafe-inline'",
    // The contract's images are paths on the site itself (public/images); the SVG favicon is a
    // data: URL in every page (tooling/inlineFavicon.ts).
    "img-src 'self' data:",
    `connect-src ${["'self'", ...connectOrigins].join(' ')}`,
    // The company video, and nothing else, is framed: YouTube's no-cookie player.
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The headers for every response, computed from the build in `distDir` and the VITE_* settings
 * it was built with (read as `vite build` reads them: .env files, then the environment).
 */
export function securityHeaders(
  distDir = 'dist',
  env: Record<string, string | undefined> = loadEnv('production', process.cwd(), 'VITE_'),
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({
      scriptHashes: inlineScriptHashes(distDir),
      connectOrigins: apiOrigins(env),
    }),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // autoplay, encrypted-media, picture-in-picture and fullscreen stay allowed: the video's iframe asks for them.
    'Permissions-Policy':
      'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
