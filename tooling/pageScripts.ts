import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageScripts } from '../src/app/beforeHydration.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}

const readManifest = (outDir: string) =>
  JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/**
 * The source file of each module the server build imports lazily, keyed by the module itself: a
 * route names its page by an import(), and the module that import returns is the very one loaded
 * here from the same file, so the prerender learns which chunk the browser needs for the page.
 */
export async function lazyModuleSources(serverDir: string): Promise<Map<unknown, string>> {
  const sources = new Map<unknown, string>();
  for (const [source, chunk] of Object.entries(readManifest(serverDir))) {
    if (chunk.isDynamicEntry) sources.set(await import(pathToFileURL(join(serverDir, chunk.file)).href), source);
  }
  return sources;
}

const stylesheetLink = /<link rel="stylesheet"[^>]*href="([^"]+)"/;
const entryScript = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;
const modulePreload = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * Takes the entry script and Vite's module preloads out of a page and lists them, with the page's
 * own chunk, its catalogs and everything they import, and the whole stylesheet, for the inline
 * loader (src/app/beforeHydration.ts): all at once, none discovered one import after another.
 */
export const pageScripts = (distDir: string) => {
  const manifest = readManifest(distDir);
  const closureOf = (source: string) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    visit(source);
    return [...files].map((file) => `/${file}`);
  };
  /** `sources`: the page's own module and its catalogs, as the manifest names them. */
  return (html: string, sources: string[]): { html: string; scripts: Omit<PageScripts, 'fonts' | 'formats'> } => {
    const entry = entryScript.exec(html)?.[1];
    if (!entry) throw new Error('The page has no entry script');
    const stylesheet = stylesheetLink.exec(html)?.[1];
    if (!stylesheet) throw new Error('The page links no stylesheet');
    const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
    const preload = [...new Set([...preloads, ...sources.flatMap(closureOf)])].filter((href) => href !== entry);
    return {
      html: html.replace(entryScript, '').replace(modulePreload, ''),
      scripts: { stylesheet, entry, preload },
    };
  };
};
