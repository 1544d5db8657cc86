// Prints what a server needs to serve the build in dist/ (README, "Deploying"). Run it where the
// site was built, with the same VITE_* settings: the headers hash the built pages' inline script
// and allow the API origins the build calls.
//   node scripts/deploy-config.ts nginx     a whole nginx.conf; API_UPSTREAM (required), SITE_ROOT, LISTEN
//   node scripts/deploy-config.ts headers   a `_headers` file for Netlify, Cloudflare Pages and the like
//   node scripts/deploy-config.ts redirects a `_redirects` file for Netlify (never for Cloudflare: see netlifyRedirects)
import { debianPaths, renderNginxConfig } from '../tooling/nginxConfig.ts';
import { netlifyRedirects, pageNames } from '../tooling/notFound.ts';
import { assetCacheControl, securityHeaders } from '../tooling/securityHeaders.ts';

const [what] = process.argv.slice(2);
const headers = securityHeaders();

if (what === 'nginx') {
  const apiUpstream = process.env.API_UPSTREAM;
  if (!apiUpstream) {
    console.error('Set API_UPSTREAM to the origin /api and /VendorAccount are proxied to, e.g. https://api.webbee.ae');
    process.exit(1);
  }
  process.stdout.write(
    renderNginxConfig({
      ...debianPaths,
      listen: process.env.LISTEN ?? '80',
      root: process.env.SITE_ROOT ?? '/var/www/webbee',
      apiUpstream,
      headers,
      pages: pageNames('dist'),
    }),
  );
} else if (what === 'headers') {
  const lines = (entries: Record<string, string>) =>
    Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`);
  process.stdout.write(
    ['/*', ...lines(headers), '/assets/*', ...lines({ 'Cache-Control': assetCacheControl }), ''].join('\n'),
  );
} else if (what === 'redirects') {
  process.stdout.write(netlifyRedirects);
} else {
  console.error('Usage: node scripts/deploy-config.ts nginx | headers | redirects');
  process.exit(1);
}
