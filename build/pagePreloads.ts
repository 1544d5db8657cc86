import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * <link rel="modulepreload"> tags for a page's chunk and everything it imports, so the browser
 * fetches them beside the entry instead of discovering them one import after another.
 */
export const pagePreloads = (distDir: string) => {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  return (source: string, alreadyLinked: string): string => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    visit(source);
    return [...files]
      .filter((file) => !alreadyLinked.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
  };
};
