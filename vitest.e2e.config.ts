import { defineConfig } from 'vitest/config';

// Browser tests share one preview server and one Prism; files run one after another on 2 cores.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
