// The lint rule that keeps queries inside a $transaction on its client (issue 14, defect 4): it must
// catch the shape that stalled the pool (a helper handed deps, reading through deps.db, called inside
// the transaction) as well as a direct deps.db.
import { describe, it } from "vitest";
import { RuleTester, type Linter } from "eslint";
import tseslint from "typescript-eslint";
import rule from "../../scripts/eslint/no-pool-in-transaction.js";

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser as Linter.Parser, ecmaVersion: 2022, sourceType: "module" } });

tester.run("no-pool-in-transaction", rule, {
  valid: [
    `await deps.db.$transaction(async (tx) => { await tx.order.update({ where: { id }, data: {} }); await attemptRefused(deps, tx, id); });`,
    `await deps.db.$transaction(async (tx) => { await provider.refund(deps, { tx, paymentNo }); });`,
    `const order = await deps.db.order.findUnique({ where: { id } }); await deps.db.$transaction(async (tx) => tx.order.delete({ where: { id } }));`,
    `await db.$transaction(async (t) => { await consumeCode(deps, t, codeId); });`,
  ],
  invalid: [
    {
      // The payOrder defect: attemptRefused(deps, orderId) read the order through deps.db while tx held its row lock.
      code: `await deps.db.$transaction(async (tx) => { if (!(await takeAttempt(tx, id))) return attemptRefused(deps, id); });`,
      errors: [{ messageId: "depsCall" }],
    },
    { code: `await deps.db.$transaction(async (tx) => { await deps.db.order.findUnique({ where: { id } }); });`, errors: [{ messageId: "pool" }] },
    { code: `await ctx.db.$transaction(async (tx) => { const n = await ctx.db.user.count(); });`, errors: [{ messageId: "pool" }] },
    { code: `await this.deps.db.$transaction(async (t) => { await this.deps.db.user.count(); });`, errors: [{ messageId: "pool" }] },
  ],
});
