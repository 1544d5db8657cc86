import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * README's layout as import rules. app/ is the top: it may import anything, and nothing imports it.
 * A feature imports components, lib, content and api, never another feature. components/ are
 * presentational: no features, no content, no app. Across folders imports go through '@/'.
 */
const features = readdirSync(new URL('src/features', import.meta.url));
/** A layer rule: `group` for import statements, `dynamic` the same paths for `import()`, which no-restricted-imports does not read. */
const layer = (message, dynamic, ...group) => ({ group, message, dynamic });
const noApp = layer('app/ is the top of the tree: nothing imports from it.', '^@/app(/|$)', '@/app', '@/app/*');
const noFeatures = (except) =>
  layer(
    'A feature never imports another feature: move what both need to components/ or lib/.',
    except ? `^@/features/(?!${except}(/|$))` : '^@/features/',
    '@/features/*',
    ...(except ? [`!@/features/${except}`, `!@/features/${except}/*`] : []),
  );
const noContent = layer(
  'components/ take their copy as props: content/ belongs to features and app.',
  '^@/content/',
  '@/content/*',
);
const noParentPaths = layer(
  "Across folders, import through '@/': '../' hides which layer a file reaches into.",
  '^\\.\\./',
  '../*',
);
const boundaries = (files, ...layers) => {
  const all = [noParentPaths, ...layers];
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: all.map(({ group, message }) => ({ group, message })) }],
      'no-restricted-syntax': [
        'error',
        ...all.map(({ dynamic, message }) => ({
          selector: `ImportExpression > Literal.source[value=/${dynamic.replaceAll('/', '\\/')}/]`,
          message,
        })),
      ],
    },
  };
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'build-ladle',
      'src/api/generated',
      'node_modules',
      'test-results',
      'bench-results',
      '.cache',
      '.scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'react-refresh': reactRefresh },
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      // Handlers may return a promise (form.onSubmit, mutate callbacks); React ignores the value.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Only the one mutator talks to the network.
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Only src/api/http.ts calls fetch.' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Only src/api/http.ts calls fetch.' },
        { object: 'globalThis', property: 'fetch', message: 'Only src/api/http.ts calls fetch.' },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    // A page module may export its data loader and its item pages beside the page (src/lib/pageLoader.ts).
    rules: {
      'react-refresh/only-export-components': [
        'error',
        { allowConstantExport: true, allowExportNames: ['loader', 'itemPages'] },
      ],
    },
  },
  boundaries(['src/app/**']),
  ...features.map((feature) => boundaries([`src/features/${feature}/**`], noApp, noFeatures(feature))),
  boundaries(['src/components/**'], noApp, noFeatures(), noContent),
  boundaries(['src/lib/**', 'src/api/**', 'src/content/**'], noApp, noFeatures()),
  {
    // msw answers a handler that throws a Response with that response.
    files: ['tests/**'],
    rules: { '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }] },
  },
  {
    files: ['src/api/http.ts', 'tests/e2e/**', 'scripts/**'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['scripts/**', '*.config.{js,ts}', 'tests/e2e/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
