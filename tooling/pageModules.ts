import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import type { PageScripts } from '../src/app/pageScripts.ts';
import { siteEntry } from './siteEntry.ts';

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
 * What a page loads once it has painted (its inline loader, src/app/pageScripts.ts), from Vite's
 * manifest: the whole stylesheet, the entry, and the page's own chunk and catalogs, which the entry
 * imports only once it runs: preloaded, they come beside it. The modules these import the browser
 * finds as it reads them, and Vite's preload helper fetches the page chunk's along with it.
 */
export function pageScriptsOf(distDir: string) {
  const manifest = readManifest(distDir);
  const fileOf = (source: string) => {
    const chunk = manifest[source];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${source}`);
    return `/${chunk.file}`;
  };
  // With CSS code splitting off (vite.config.ts), the manifest names the one stylesheet style.css.
  const stylesheet = manifest['style.css']?.file;
  if (!stylesheet) throw new Error('The build manifest has no style.css');
  /** `sources`: the page's module and its catalogs, as the manifest names them. */
  return (sources: string[]): PageScripts => ({
    stylesheet: `/${stylesheet}`,
    entry: fileOf(siteEntry),
    preload: sources.map(fileOf),
  });
}
