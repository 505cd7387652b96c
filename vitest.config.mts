import { defineConfig } from 'vitest/config';

/** Unit tests of pure logic (happy-dom), of the demo server (Node) and of the packed package (Node). */
export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/server/**/*.test.mjs', 'test/package/**/*.test.mjs'],
    environment: 'happy-dom',
  },
});
