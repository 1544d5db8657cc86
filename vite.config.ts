import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import { siteEntry, siteEntryInDevelopment } from './tooling/siteEntry.ts';
import { mantineThemeCss } from './tooling/mantineThemeCss.ts';
import { shortCssModuleNames } from './tooling/cssModuleNames.ts';
import { mockExampleFor } from './tooling/nginxConfig.ts';
import { notFoundPages } from './tooling/notFound.ts';
import { securityHeaders } from './tooling/securityHeaders.ts';
import { storeQrCodes } from './tooling/storeQrCodes.ts';

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

export default defineConfig(({ command, isSsrBuild }) => ({
  // Lingui's macros are compiled natively (no Babel pass); its .po catalogs import as modules.
  plugins: [
    react(),
    lingui({ macroTransform: true }),
    mantineThemeCss(),
    siteEntryInDevelopment(),
    storeQrCodes(),
    // `npm start` answers a path with no page as nginx does: a 404 with Home's content.
    notFoundPages(),
  ],
  // Development keeps postcss-modules' readable names.
  css: command === 'build' ? { modules: { generateScopedName: shortCssModuleNames(process.cwd()) } } : undefined,
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
  build: {
    manifest: true,
    cssCodeSplit: false,
    // The server build keeps one file per module, so the module a route's import() returns is the
    // one its source file names in the manifest: the prerender finds each page's client chunk by it.
    rolldownOptions: isSsrBuild ? { output: { preserveModules: true } } : { input: siteEntry },
  },
  ssr: { noExternal: ['@mantine/core', '@mantine/hooks', '@mantine/carousel', '@mantine/notifications'] },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // Worker threads start each test file faster than child processes.
    pool: 'threads',
    // Vitest leaves a core free by default, which on 2 cores is one worker for every file.
    maxWorkers: '100%',
  },
}));
