import { describe, expect, it } from 'vitest';
import { debianPaths, mockExampleFor, renderNginxConfig } from '../../tooling/nginxConfig.ts';

const settings = {
  ...debianPaths,
  listen: '80',
  root: '/var/www/webbee',
  apiUpstream: 'https://api.webbee.ae',
  headers: {},
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
