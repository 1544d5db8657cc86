// A test of code that needs no page says so with `// @vitest-environment node`: it then starts
// without a page, a mock API or the catalogs, which the other tests share.
if (typeof document !== 'undefined') await import('./pageSetup');

// A module, so that it may await at its top level.
export {};
