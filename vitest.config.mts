import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit tests of pure logic, of the demo server and of the packed package. */
export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/server/**/*.test.mjs', 'test/package/**/*.test.mjs'],
    // Node by default: a file that needs a DOM starts with `// @vitest-environment happy-dom`. Setting up
    // happy-dom for every file took 79 s of a 110 s run, for the 34 of 118 files that use it.
    environment: 'node',
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
