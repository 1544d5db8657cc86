import type { Plugin } from 'vite';

/**
 * The client's entry module. The build starts from it rather than from index.html, so that Vite
 * writes no script or stylesheet into the page: the prerender names them in the page for its
 * inline loader, which fetches them once the page has painted (src/app/pageStart.ts).
 */
export const siteEntry = 'src/app/main.tsx';

/** The development server's page runs the entry as it is. */
export const siteEntryInDevelopment = (): Plugin => ({
  name: 'webbee:site-entry-in-development',
  apply: 'serve',
  transformIndexHtml: () => [{ tag: 'script', attrs: { type: 'module', src: `/${siteEntry}` }, injectTo: 'body' }],
});
