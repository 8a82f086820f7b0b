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
import importX from "eslint-plugin-import-x";
import noPoolInTransaction from "./scripts/eslint/no-pool-in-transaction.js";
import ownModelsOnly from "./scripts/eslint/own-models-only.js";
import noModuleCycle from "./scripts/eslint/no-module-cycle.js";
import noFileCycle from "./scripts/eslint/no-file-cycle.js";

// The project's own rules (scripts/eslint/), one plugin object shared by every block that uses them.
const fanfare = {
  rules: { "no-pool-in-transaction": noPoolInTransaction, "own-models-only": ownModelsOnly, "no-module-cycle": noModuleCycle, "no-file-cycle": noFileCycle },
};

// The server's modules (server/src/modules/<domain>/): each is reached only through its index.ts, owns
// its Prisma models (scripts/eslint/model-owners.js), and the modules import each other without a cycle.
const serverModules = fs
  .readdirSync(new URL("server/src/modules/", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
// Everything of server/src that is not inside a module (app.ts, context.ts, rest/, platform/…).
const serverOutsideModules = fs
  .readdirSync(new URL("server/src/", import.meta.url), { withFileTypes: true })
  .filter((d) => !["modules", "generated"].includes(d.name))
  .map((d) => `./server/src/${d.name}`);
const moduleZones = serverModules.map((module) => ({
  target: [...serverModules.filter((m) => m !== module).map((m) => `./server/src/modules/${m}`), ...serverOutsideModules],
  from: `./server/src/modules/${module}`,
  except: ["./index.ts"],
  message: `Import the ${module} module through its public API, modules/${module}/index.ts (export what you need there).`,
}));
// The GraphQL layer is assembled apart from the modules' APIs: server/src/schema.ts loads every module's
// *.schema.ts, and a schema file may name another module's GraphQL types (TicketNode, Money…) from its
// schema file. So an index never loads the builder, and wiring.ts, jobs and scripts run without the schema.
const schemaFilesOf = (module) =>
  fs.readdirSync(new URL(`server/src/modules/${module}/`, import.meta.url)).filter((f) => f.endsWith(".schema.ts")).map((f) => `./${f}`);
const schemaZones = serverModules.map((module, i) => ({ ...moduleZones[i], except: ["./index.ts", ...schemaFilesOf(module)] }));
// Tests, scripts and the seed enter a server module through its index.ts too. Past the index they import
// only what is declared here, each with its reason: a module's pure code, which runs without the server
// (every *.rules.ts, and the pure files below: unit tests, the benches' simulations, and the CLI, which
// talks to the API and must start without loading the server), and the few steps a test runs by itself.
const outsideEntries = {
  "entry/qr.crypto.ts": "pure: QR passes signed and verified without a server (unit and property tests, scripts/qr-size.ts, the gate bench)",
  "identity/identity.crypto.ts": "pure: field encryption and masking, unit-tested on their own",
  "tickets/ticket-status.ts": "pure: the ticket's state machine, unit- and property-tested on its own",
  "mail/mail.service.ts": "the outbox's delivery pass and its backoff: a test runs the pass itself instead of waiting 10 s for its job",
  "payments/payments.jobs.ts": "the stale-payment sweep: a test runs it itself instead of waiting for its job",
  "payments/refunds.ts": "the refund reconciliation sweep and a refund's send: a test runs them itself to see a refund sent once, instead of waiting for the job",
  "payments/provider.sandbox.ts": "the sandbox card provider (the local double of a real one): tests open its sessions and age its checkouts",
  "payments/provider.stripe.ts": "Stripe's checkout lifetime: a test ages a checkout past it to see the sweep ask Stripe first",
  "payments/provider.adyen.ts": "Adyen's checkout lifetime: a test ages a checkout past it to see the sweep ask Adyen first",
  "payments/adyen-sdk.ts": "the Adyen SDK as its CommonJS build exports it: the test double signs notifications with the SDK's own hmacValidator",
  "payments/routes.ts": "which provider takes which method, read from the configuration: unit-tested without a server",
  "payments/sandbox.routes.ts": "the sandbox provider's pages: a crash test builds the event its page would send, a property test its amount text",
  "events/seat-board.ts": "the seat board's reads: a unit test drives them with a pool whose answers it times, to see a read from before a change never serve a caller after it",
  "orders/secured-order.ts": "the one-statement read of a secured order: a test proves its selection covers every field the schema asks for",
};
for (const file of Object.keys(outsideEntries)) {
  if (!fs.existsSync(new URL(`server/src/modules/${file}`, import.meta.url))) throw new Error(`eslint.config.js declares ${file}, which does not exist`);
}
const outsideZones = serverModules.map((module) => ({
  target: ["./tests", "./scripts", "./prisma"],
  from: `./server/src/modules/${module}`,
  except: [
    "./index.ts",
    ...fs.readdirSync(new URL(`server/src/modules/${module}/`, import.meta.url)).filter((f) => f.endsWith(".rules.ts")).map((f) => `./${f}`),
    ...Object.keys(outsideEntries)
      .filter((f) => f.startsWith(`${module}/`))
      .map((f) => `./${f.slice(module.length + 1)}`),
  ],
  message: `Use the ${module} module through its index.ts (or its pure *.rules.ts); a test's or script's need past it is declared in eslint.config.js (outsideEntries), with its reason.`,
}));
const sideZones = [
  { target: "./client", from: "./server", message: "The client does not import server code: what both need lives in the shared package." },
  { target: "./server", from: "./client", message: "The server does not import client code (texts, rules): what both need lives in the shared package." },
];

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
    // No `any` on the server side, in the shared package, in scripts and in every test: a test's
    // GraphQL result is typed by its graphql() document (tests/gql). (The client's files: below.)
    files: ["server/**/*.ts", "packages/**/*.ts", "scripts/**/*.{ts,js}", "prisma/**/*.ts", "tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "error" },
  },
  {
    files: ["server/**/*.ts", "scripts/**/*.ts"],
    plugins: { fanfare },
    rules: { "fanfare/no-pool-in-transaction": "error" },
  },
  {
    // Module boundaries (issue 16): deep imports, module cycles, foreign models, client ↔ server.
    files: ["server/src/**/*.ts", "client/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [importX.createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] })] },
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...moduleZones, ...sideZones] }] },
  },
  {
    files: ["tests/**/*.{ts,tsx}", "scripts/**/*.{ts,js}", "prisma/**/*.ts"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [importX.createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] })] },
    rules: { "import-x/no-restricted-paths": ["error", { zones: outsideZones }] },
  },
  {
    files: ["server/src/schema.ts", "server/src/modules/*/*.schema.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...schemaZones, ...sideZones] }] },
  },
  {
    files: ["server/src/**/*.ts"],
    rules: { "fanfare/own-models-only": "error", "fanfare/no-module-cycle": "error" },
  },
  {
    // No import cycle in the client either (the server's modules: no-module-cycle above), lazy imports included.
    files: ["client/src/**/*.{ts,tsx}"],
    plugins: { fanfare },
    rules: { "fanfare/no-file-cycle": ["error", { root: "client/src" }] },
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
    // A client operation (query, mutation, subscription) is declared in its folder's operations.ts, where the
    // next reader looks for it; a fragment may stay beside the component that renders it.
    files: ["client/src/**/*.{ts,tsx}"],
    ignores: ["client/src/**/operations.ts", "client/src/gql/**", "client/src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name='graphql'] > TemplateLiteral > TemplateElement[value.raw=/^\\s*(query|mutation|subscription)\\b/]",
          message: "Declare the operation in this folder's operations.ts (a fragment may stay beside its component).",
        },
      ],
    },
  },
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
