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
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn", "@typescript-eslint/no-explicit-any": "error" },
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
