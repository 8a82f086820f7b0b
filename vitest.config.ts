import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

const require = createRequire(import.meta.url);

export default defineConfig({
  // Node loads graphql's CommonJS entry for our dependencies; make Vite load the same one, or
  // graphql sees two copies of itself ("Cannot use GraphQLScalarType from another module").
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }] },
  test: {
    // Playwright specs live in tests/e2e and run under Playwright, not here.
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts", "server/**/*.test.ts", "client/**/*.test.{ts,tsx}", "packages/*/{src,locales}/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    globalSetup: ["tests/helpers/global-setup.ts"],
    pool: "forks",
    // Each file in a process of its own. Sharing each worker's module cache (isolate: false) took the
    // suite's CPU down by ~40 % (the server's graph imported once per worker, not per file), but in 2 of
    // ~6 full runs operations.test.ts's app.stop() then hung past 120 s after its /readyz test had cut
    // the database off; until that is understood, files stay isolated.
    unstubGlobals: true,
    fileParallelism: true,
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: "test" },
  },
});
