import { build, type Rolldown } from 'vite';

/**
 * Bundles a module and everything it imports into one minified script for a page's <head>, with
 * Vite's own build: the inline code is written as ordinary modules, sharing constants by import.
 */
export async function inlineScript(entry: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['iife'], name: 'pageStart' },
      rolldownOptions: { output: { name: 'pageStart' } },
    },
  })) as Rolldown.RolldownOutput[];
  const [chunk] = output[0].output;
  if (output[0].output.length !== 1 || chunk.type !== 'chunk') throw new Error(`${entry} did not build to one script`);
  return chunk.code.trim();
}
