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
    // Files share each worker's module cache: the server's graph (Prisma's client, the GraphQL schema,
    // Yoga) is imported once per worker, not once per file, which was ~40 % of the suite's CPU. Each
    // file still gets its own database and its own app (buildApp), and nothing of a test's state is
    // module-global; stubbed globals are undone after each test (unstubGlobals).
    isolate: false,
    unstubGlobals: true,
    fileParallelism: true,
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: "test" },
  },
});
