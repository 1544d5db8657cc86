import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';

const readManifest = (outDir: string) =>
  JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The server build's module for a source file, as its manifest places it. */
export const serverModule = (serverDir: string, source: string): Promise<unknown> => {
  const chunk = readManifest(serverDir)[source];
  if (!chunk) throw new Error(`The server build has no ${source}`);
  return import(pathToFileURL(join(serverDir, chunk.file)).href);
};

/**
 * The source file of each module the server build imports lazily, keyed by the module itself: a
 * route names its page by an import(), and the module that import returns is the very one loaded
 * here from the same file (the server build keeps a file per module), so the prerender learns
 * which chunk the browser needs for the page.
 */
export async function lazyModuleSources(serverDir: string): Promise<Map<unknown, string>> {
  const sources = new Map<unknown, string>();
  for (const [source, chunk] of Object.entries(readManifest(serverDir))) {
    if (chunk.isDynamicEntry) sources.set(await import(pathToFileURL(join(serverDir, chunk.file)).href), source);
  }
  return sources;
}

/**
 * The module preloads a page needs beside those Vite writes for the entry: its own chunk and its
 * catalogs, with everything they import, so the browser fetches them with the entry rather than
 * one import after another.
 */
export function pageModulePreloads(distDir: string) {
  const manifest = readManifest(distDir);
  const closureOf = (source: string, files = new Set<string>()) => {
    const chunk = manifest[source];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${source}`);
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) closureOf(imported, files);
    return files;
  };
  const entryFiles = closureOf('index.html');
  /** `sources`: the page's module and its catalogs, as the manifest names them. */
  return (sources: string[]): string => {
    const files = new Set<string>();
    for (const source of sources) closureOf(source, files);
    return [...files]
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
  };
}
