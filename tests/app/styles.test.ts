import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const stylesDir = join(dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');
const imported = readFileSync('src/app/styles.ts', 'utf8');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Every component the site takes from @mantine/core, with the file that imports it first. */
const mantineComponents = () => {
  const used = new Map<string, string>();
  for (const file of sourceFiles('src')) {
    for (const [, names] of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of names.split(',').map((part) => part.trim().replace(/^type\s+/, ''))) {
        if (/^[A-Z]/.test(name) && !used.has(name)) used.set(name, file);
      }
    }
  }
  return used;
};

describe("the site's Mantine stylesheet", () => {
  it('takes the styles of every Mantine component the site uses', () => {
    const missing = [...mantineComponents()]
      .filter(([name]) => existsSync(join(stylesDir, `${name}.css`)))
      .filter(([name]) => !imported.includes(`'@mantine/core/styles/${name}.css'`))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('finds the components it checks', () => {
    expect(mantineComponents().has('Button')).toBe(true);
  });
});
