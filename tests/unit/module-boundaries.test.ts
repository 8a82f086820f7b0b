// The lint fails on what breaks a module boundary (issue 16): files planted at paths of this tree are run
// through ESLint's Node API with the project's own eslint.config.js, so a change to the config that lets
// one of them through fails here.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const eslint = new ESLint({ cwd: root });

/** The rules that fired on `code` placed at `file` (relative to the repository). */
async function rulesFired(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe("module boundaries in the lint", () => {
  it("reports a deep import into another module", async () => {
    const fired = await rulesFired("server/src/modules/notices/planted.ts", `export { signIn } from "../users/users.service.ts";\n`);
    expect(fired).toContain("import-x/no-restricted-paths");
  });

  it("reports a module importing another module's service file", async () => {
    const fired = await rulesFired("server/src/modules/merch/planted.ts", `export { listMyTickets } from "../tickets/tickets.service.ts";\n`);
    expect(fired).toContain("import-x/no-restricted-paths");
  });

  it("reports a deep import from outside the modules (rest/, app.ts…)", async () => {
    const fired = await rulesFired("server/src/rest/planted.ts", `export { getCurrentNotice } from "../modules/notices/notices.service.ts";\n`);
    expect(fired).toContain("import-x/no-restricted-paths");
  });

  it("lets a module import another through its index", async () => {
    const fired = await rulesFired("server/src/modules/notices/planted.ts", `export { getUser } from "../users/index.ts";\n`);
    expect(fired).toEqual([]);
  });

  it("reports an import cycle between modules", async () => {
    // users imports core (its schema implements core's Error interface), so core importing users closes a loop.
    const fired = await rulesFired("server/src/modules/core/planted.ts", `export { getUser } from "../users/index.ts";\n`);
    expect(fired).toContain("fanfare/no-module-cycle");
  });

  it("reports a client file importing server code", async () => {
    const fired = await rulesFired("client/src/planted.ts", `export { AppError } from "../../server/src/errors.ts";\n`);
    expect(fired).toContain("import-x/no-restricted-paths");
  });

  it("reports a client route reaching into a server module's rules", async () => {
    const fired = await rulesFired("client/src/routes/tickets/planted.tsx", `export { canTransition } from "../../../../server/src/modules/tickets/ticket-status.ts";\n`);
    expect(fired).toContain("import-x/no-restricted-paths");
  });

  it("reports a server file importing client code", async () => {
    const fired = await rulesFired("server/src/planted.ts", `export { default } from "../../client/src/main.tsx";\n`);
    expect(fired).toContain("import-x/no-restricted-paths");
  });

  it("reports a test, a script or the seed importing a module's inner file", async () => {
    const deep = `export { markOrderPaid } from "../../server/src/modules/orders/orders.core.ts";\n`;
    for (const file of ["tests/integration/planted.test.ts", "tests/e2e/planted.spec.ts", "scripts/bench/planted.ts", "scripts/cli/planted.ts"]) {
      expect(await rulesFired(file, deep), file).toContain("import-x/no-restricted-paths");
    }
    expect(await rulesFired("prisma/planted.ts", `export { hashSecret } from "../server/src/modules/auth/password.ts";\n`)).toContain("import-x/no-restricted-paths");
  });

  it("lets tests and scripts use a module's index, its pure rules and the entries declared with a reason", async () => {
    const fired = await rulesFired(
      "tests/unit/planted.test.ts",
      [
        `export { markOrderPaid } from "../../server/src/modules/orders/index.ts";`,
        `export { drawOrder } from "../../server/src/modules/queue/queue.rules.ts";`,
        `export { codeFor } from "../../server/src/modules/entry/qr.crypto.ts";`,
        `export { deliverDueMessages } from "../../server/src/modules/mail/mail.service.ts";`,
      ].join("\n") + "\n",
    );
    expect(fired).toEqual([]);
  });

  it("reports an import cycle in the client, a lazy import() included", async () => {
    // The router imports every page, whose header imports the page-title hook: the hook importing the router
    // closes the loop (issue 29: 67 files were in it), statically or lazily.
    expect(await rulesFired("client/src/hooks/usePageTitle.ts", `export { routes } from "../router";\n`)).toContain("fanfare/no-file-cycle");
    expect(await rulesFired("client/src/hooks/usePageTitle.ts", `export const loadRouter = () => import("../router");\n`)).toContain("fanfare/no-file-cycle");
    expect(await rulesFired("client/src/lib/planted.ts", `export { routes } from "../router";\n`)).toEqual([]);
  });

  it("reports a client operation declared outside its folder's operations.ts (a fragment may stay by its component)", async () => {
    const declare = (doc: string) => `import { graphql } from "../../gql";\nexport const doc = graphql(\`\n  ${doc}\n\`);\n`;
    for (const doc of ["query Planted { health { ok } }", "mutation Planted { signOut { ok } }", "subscription Planted { ticketQr(ticketId: \"1\") { id } }"]) {
      expect(await rulesFired("client/src/routes/tickets/PlantedPage.tsx", declare(doc)), doc).toContain("no-restricted-syntax");
      expect(await rulesFired("client/src/routes/tickets/operations.ts", declare(doc)), doc).toEqual([]);
    }
    expect(await rulesFired("client/src/routes/tickets/PlantedCard.tsx", declare("fragment PlantedCard on Event { id }"))).toEqual([]);
  });

  it("reports a module querying a model another module owns", async () => {
    const fired = await rulesFired(
      "server/src/modules/notices/planted.ts",
      `import type { Deps } from "../../deps.ts";\nexport const fans = (deps: Deps) => deps.db.user.count();\n`,
    );
    expect(fired).toContain("fanfare/own-models-only");
  });

  it("reports a module reaching another module's model through a relation of its own", async () => {
    const fired = await rulesFired(
      "server/src/modules/queue/planted.ts",
      `import type { Deps } from "../../deps.ts";\nexport const entries = (deps: Deps) => deps.db.queueEntry.findMany({ include: { event: true } });\n`,
    );
    expect(fired).toContain("fanfare/own-models-only");
  });

  it("reports an explicit any in the server, the shared package, the client and the tests", async () => {
    for (const file of ["server/src/planted.ts", "packages/shared/src/planted.ts", "client/src/planted.ts", "tests/unit/planted.ts"]) {
      expect(await rulesFired(file, `export const x: any = 1;\n`), file).toContain("@typescript-eslint/no-explicit-any");
    }
  });
});
