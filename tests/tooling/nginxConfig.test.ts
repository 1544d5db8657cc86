// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { debianPaths, mockExampleFor, renderNginxConfig } from '../../tooling/nginxConfig.ts';

const settings = {
  ...debianPaths,
  listen: '80',
  root: '/var/www/webbee',
  apiUpstream: 'https://api.webbee.ae',
  headers: { 'X-Frame-Options': 'DENY' },
  pages: ['aboutus', 'webbeecart'],
};

describe('the API mock turns the page language into the example Prism serves', () => {
  it.each([
    ['ar', 'example=ar'],
    ['ar-AE', 'example=ar'],
    ['ar,en;q=0.8', 'example=ar'],
    ['en', undefined],
    ['en-US,ar;q=0.5', undefined],
    ['arn', undefined],
    [undefined, undefined],
  ])('Accept-Language %s: Prefer %s', (acceptLanguage, prefer) => {
    expect(mockExampleFor(acceptLanguage)).toBe(prefer);
  });

  it('in the browser tests nginx, in front of Prism', () => {
    const config = renderNginxConfig({ ...settings, mockApi: true });
    expect(config).toContain('map $http_accept_language $mock_api_prefer {\n    "~*^ar\\b" "example=ar";');
    expect(config).toMatch(/proxy_set_header X-Forwarded-Host \$host;\n {4}proxy_set_header Prefer \$mock_api_prefer;/);
  });

  it('never in production', () => {
    const config = renderNginxConfig(settings);
    expect(config).not.toMatch(/Prefer|mock_api_prefer|\{\{/);
    expect(config).toContain('proxy_set_header X-Forwarded-Host $host;\n    location /api/ {');
  });
});

describe('a path with no page', () => {
  const config = renderNginxConfig(settings);
  const location = (start: string) => config.slice(config.indexOf(`location ${start} {`)).split('}')[0];

  it("gets its edition's 404 document, Home with noindex, as a 404", () => {
    expect(location('/')).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(location('/')).toContain('error_page 404 $edition/404.html;');
    expect(config).toContain('map $uri $edition {\n    "~*^/ar(/|$)" /ar;');
  });

  it('is told apart from a page spelled otherwise, which is that page', () => {
    const spelling = location('~* ^(/ar)?(/(aboutus|webbeecart))?/?$');
    expect(spelling).toContain('try_files $uri $uri.html $uri/index.html $edition/index.html;');
    expect(spelling).not.toContain('error_page');
  });

  it('is answered with noindex and, like every response, the security headers', () => {
    expect(config).toContain('map $status $robots_tag {\n    404 noindex;');
    expect(config).toMatch(
      /add_header X-Frame-Options "DENY" always;\n.*\n {4}add_header X-Robots-Tag \$robots_tag always;/,
    );
  });

  it('under /assets/ is a plain 404, never a page', () => {
    expect(location('/assets/')).toContain('try_files $uri =404;');
    expect(location('/assets/')).not.toContain('error_page');
  });
});
