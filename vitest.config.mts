import { defineConfig } from 'vitest/config';

/** Unit tests of pure logic (happy-dom) and of the demo server (Node). */
export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/server/**/*.test.mjs'],
    environment: 'happy-dom',
  },
});
