// Fails when the built Ladle docs lack a catalog: their stories would show message ids, not words.
// Each catalog is checked by a phrase of its own, the first plain one it translates.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const built = readdirSync('build-ladle/assets')
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(join('build-ladle/assets', file), 'utf8'))
  .join('\n');

const missing: string[] = [];
let checked = 0;
for (const locale of readdirSync('src/locales')) {
  for (const file of readdirSync(join('src/locales', locale)).filter((name) => name.endsWith('.po'))) {
    const po = readFileSync(join('src/locales', locale, file), 'utf8');
    const phrase = [...po.matchAll(/^msgstr "([^"{}<\\]{12,})"$/gm)].map((match) => match[1])[0];
    if (phrase === undefined) continue;
    checked += 1;
    if (!built.includes(phrase)) missing.push(`${locale}/${file} ("${phrase}")`);
  }
}
if (missing.length > 0) {
  console.error(`The Ladle build has no words from:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`The Ladle build carries all ${checked} catalogs`);
