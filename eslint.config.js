import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import fs from "node:fs";

// The client's route features (client/src/routes/<feature>/): none imports another's folder; what
// several share lives in the platform layer (client/src/components/, hooks/, lib/).
const clientFeatures = fs
  .readdirSync(new URL("client/src/routes/", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
import noPoolInTransaction from "./scripts/eslint/no-pool-in-transaction.js";

// Test files whose GraphQL operations are still plain strings (untyped results, `any` in callbacks).
const untypedGraphQLTests = [
  "accounts-signin", "db-outage", "entry-gate", "fanapi-transport", "giveaway-draw", "giveaway-entries", "hostile-input",
  "kill-storm", "merch-addresses", "merch-orders", "merch-shop", "orders-restart", "privacy-audit", "support-issues",
  "tickets-catalogue", "tickets-read", "tickets-secure", "transfers-flow", "wallet-ledger",
].map((name) => `tests/integration/${name}.test.ts`).concat(["tests/integration/merch-support.ts", "tests/integration/payments-support.ts"]);

export default tseslint.config(
  { ignores: ["node_modules", "client/dist", "client/src/gql", "server/src/generated", "tests/gql", "data", "test-results", "playwright-report", "client/public"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "off",
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration in server/src/config.ts" }],
    },
  },
  {
    // No `any` on the server side, in scripts and in the integration and unit tests: a test's GraphQL
    // result is typed by its graphql() document (tests/gql). tests/e2e is Playwright's (its own block).
    // The listed test files still read string documents with untyped results; each leaves the list
    // when its operations move to graphql().
    files: ["server/**/*.ts", "scripts/**/*.{ts,js}", "prisma/**/*.ts", "tests/**/*.ts"],
    ignores: ["tests/e2e/**", ...untypedGraphQLTests],
    rules: { "@typescript-eslint/no-explicit-any": "error" },
  },
  {
    files: ["server/**/*.ts", "scripts/**/*.ts"],
    plugins: { fanfare: { rules: { "no-pool-in-transaction": noPoolInTransaction } } },
    rules: { "fanfare/no-pool-in-transaction": "error" },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  ...clientFeatures.map((feature) => ({
    files: [`client/src/routes/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^\\.\\./(${clientFeatures.filter((f) => f !== feature).join("|")})(/|$)`,
              message: "A route feature does not import another feature's code, CSS or texts: move what they share into client/src/components/, hooks/ or lib/.",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ["client/src/{components,hooks,lib}/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "/routes/[^/]+/", message: "The client platform layer (components, hooks, lib) does not import a route feature." }] },
      ],
    },
  },
  {
    files: ["server/src/config.ts", "scripts/**", "tests/**", "prisma.config.ts", "playwright.config.ts", "vitest.config.ts", "prisma/seed.ts"],
    rules: { "no-restricted-properties": "off" },
  },
);
