import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { existsSync, readdirSync } from 'node:fs';

/**
 * One catalog per page area, so that a page loads the words of its own area and of the site's
 * shell, not the whole site's copy. An area is a folder of src/features (a route's page names it,
 * src/app/routes.ts); the content module beside it goes with it. What every page may show is in
 * two catalogs, loaded on every page: `site` (the shell, form messages, the demo popup and the
 * company's details) and `parts` (the shared components and the product copy several pages show).
 */
const parts = ['<rootDir>/src/components/**', '<rootDir>/src/content/marketing.ts'];
/** Features whose words every page shows: the demo popup opens from the header. */
const shellFeatures = ['demo'];
const areaContent = Object.fromEntries(
  readdirSync(new URL('src/features', import.meta.url))
    .filter((area) => !shellFeatures.includes(area))
    .map((area) => [area, existsSync(new URL(`src/content/${area}.ts`, import.meta.url)) ? [area] : []]),
);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/site',
      include: ['<rootDir>/src'],
      exclude: [
        '<rootDir>/src/api/generated/**',
        ...parts,
        ...Object.entries(areaContent).flatMap(([area, content]) => [
          `<rootDir>/src/features/${area}/**`,
          ...content.map((name) => `<rootDir>/src/content/${name}.ts`),
        ]),
      ],
    },
    { path: '<rootDir>/src/locales/{locale}/parts', include: parts },
    ...Object.entries(areaContent).map(([area, content]) => ({
      path: `<rootDir>/src/locales/{locale}/${area}`,
      include: [`<rootDir>/src/features/${area}`, ...content.map((name) => `<rootDir>/src/content/${name}.ts`)],
    })),
  ],
});
