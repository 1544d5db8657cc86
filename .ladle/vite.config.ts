import { cpSync } from 'node:fs';
import { resolve } from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { mantineThemeCss } from '../tooling/mantineThemeCss.ts';
import { storeQrCodes } from '../tooling/storeQrCodes.ts';

// Ladle writes MSW's worker into its public folder; it gets a copy of the site's, so that the
// worker never lands in public/ and from there in the production build.
const ladlePublic = resolve(process.cwd(), 'node_modules/.cache/ladle-public');
cpSync(resolve(process.cwd(), 'public'), ladlePublic, { recursive: true });

export default {
  plugins: [lingui({ macroTransform: true }), mantineThemeCss(), storeQrCodes()],
  publicDir: ladlePublic,
  resolve: { alias: { '@': resolve(process.cwd(), 'src') } },
};
