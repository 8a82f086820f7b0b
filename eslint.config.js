import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import noPoolInTransaction from "./scripts/eslint/no-pool-in-transaction.js";

export default tseslint.config(
  { ignores: ["node_modules", "client/dist", "client/src/gql", "server/src/generated", "data", "test-results", "playwright-report", "client/public"] },
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
    files: ["server/**/*.ts", "scripts/**/*.ts"],
    plugins: { fanfare: { rules: { "no-pool-in-transaction": noPoolInTransaction } } },
    rules: { "fanfare/no-pool-in-transaction": "error" },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  {
    files: ["server/src/config.ts", "scripts/**", "tests/**", "prisma.config.ts", "playwright.config.ts", "vitest.config.ts", "prisma/seed.ts"],
    rules: { "no-restricted-properties": "off" },
  },
);
