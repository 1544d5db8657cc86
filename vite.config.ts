/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import { inlineFavicon } from './build/inlineFavicon.ts';
import { mantineDefaultsOnDemand } from './build/mantineDefaultsOnDemand.ts';
import { mantineThemeCss } from './build/mantineThemeCss.ts';
import { mockExampleFor } from './build/nginxConfig.ts';
import { pageStylesheet } from './build/pageStylesheet.ts';
import { securityHeaders } from './build/securityHeaders.ts';

// npm start and the browser tests proxy the API to Prism; MOCK_PORT lets the tests run beside npm start.
const mockApi: ProxyOptions = {
  target: `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`,
  // An Arabic page gets the contract's Arabic examples.
  configure: (server) =>
    server.on('proxyReq', (request, incoming) => {
      const example = mockExampleFor(incoming.headers['accept-language']);
      if (example) request.setHeader('Prefer', example);
    }),
};
const proxy = { '/api': mockApi, '/VendorAccount': mockApi };

export default defineConfig({
  // Lingui's macros are compiled natively (no Babel pass); its .po catalogs import as modules.
  plugins: [
    react(),
    lingui({ macroTransform: true }),
    mantineThemeCss(),
    mantineDefaultsOnDemand(),
    pageStylesheet(),
    inlineFavicon(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy },
  preview: {
    proxy,
    port: Number(process.env.PREVIEW_PORT ?? 4173),
    // The headers nginx sends (deploy/nginx.conf), so `npm start` without nginx keeps the same
    // policy. They hash the built pages' inline script: before the first build there is none.
    headers: existsSync('dist') ? securityHeaders() : undefined,
  },
  // The benchmark reads the manifest to sum what the first page load fetches.
  // One stylesheet, linked by every prerendered page: a page's CSS arriving with its lazy chunk
  // would shift the prerendered layout.
  build: { manifest: true, cssCodeSplit: false },
  ssr: { noExternal: ['@mantine/core', '@mantine/hooks', '@mantine/carousel', '@mantine/notifications'] },
  test: {
    environment: 'happy-dom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Worker threads start each test file faster than child processes: 125 s instead of 189 s for
    // the whole run on a 2-core machine.
    pool: 'threads',
  },
});
