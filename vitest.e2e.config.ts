import { defineConfig } from 'vitest/config';

// Browser tests share one preview server and one Prism; files run one after another on 2 cores.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    // Tests marked concurrent each drive a page of their own; beyond 3 at once the 2 cores only
    // share out the same work more thinly.
    maxConcurrency: 3,
    testTimeout: 60_000,
    // On a busy 2-core machine a page now and then stops answering (its renderer stalls), in some
    // hundreds of loads: one more run tells that from a broken page, which fails both. The default
    // reporter marks a test that passed only on its second run with "(retry x1)".
    retry: 1,
    hookTimeout: 60_000,
    // What a test polls for often comes once the page's scripts have loaded, run and rendered (a
    // page served for another path, parts that render at idle): some seconds on a slow 2-core
    // machine, not the 1 s vitest allows by default.
    expect: { poll: { timeout: 15_000 } },
  },
});
