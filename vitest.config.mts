import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit tests of pure logic (happy-dom), of the demo server (Node) and of the packed package (Node). */
export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/server/**/*.test.mjs', 'test/package/**/*.test.mjs'],
    environment: 'happy-dom',
    // At least two files at once (Vitest's default is one per core but one, so a single file at a time
    // on 2 cores): a server test waiting on its database or a request overlaps another file's work.
    // test/server and test/package took 768 s one at a time and 442 s two at a time, under load.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A generous bound, as in the browser tests: beside other test runs on 2 cores, a docs check that
    // takes 1 s quiet took over 5 s (Vitest's default), so a busy machine is slower, never red.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
