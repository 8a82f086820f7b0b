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
    // Files share each worker's module cache: the server's graph (Prisma client, schema, Yoga) is imported
    // once per worker rather than once per file, ~40 % of the suite's CPU. So a file must not leave state
    // behind: unstubGlobals undoes vi.stubGlobal, and every server a file starts it stops. (This once hung
    // operations.test.ts's app.stop() in 2 of ~6 runs: not the sharing but a leaked pooled connection
    // after a database outage, fixed in server/src/db.ts and tested by db-connection-loss.test.ts.)
    isolate: false,
    unstubGlobals: true,
    fileParallelism: true,
    maxWorkers: 3,
    testTimeout: 30_000,
    // expect.poll's own default is 1 s, which a loaded machine misses (CI run 13: a subscription's first
    // value took longer under a load average of 22); a poll still ends as soon as it holds.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 120_000,
    env: { NODE_ENV: "test" },
  },
});
