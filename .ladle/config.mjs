/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'stories/**/*.stories.tsx',
  // Ladle bundles Vite 6; the site's vite.config.ts uses plugin-react 6, which needs Vite 8.
  viteConfig: '.ladle/vite.config.ts',
  outDir: 'build-ladle',
  defaultStory: 'layout--header--at-the-top',
  // The stories use the contract's generated examples, which live beside the MSW handlers.
  // The rtl toolbar switch shows every story in the Arabic edition, right to left.
  addons: { msw: { enabled: true }, rtl: { enabled: true, defaultState: false } },
};
