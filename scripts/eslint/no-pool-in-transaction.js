// ESLint rule: inside a `$transaction(async (tx) => …)` callback every query goes through tx, never the
// pool (STYLE.md rule 3). A second pool connection taken while the transaction holds row locks waits
// on them; a burst of such requests holds every connection and stalls the whole server (issue 14).
// Reports, inside the callback:
//  - `deps.db`, `ctx.db`, `this.db`, `….deps.db` (the pool client);
//  - a call handed `deps` but not the transaction client: the callee can only reach the database
//    through deps.db. Pass tx (and read through it), or pass what it needs (deps.config, deps.now()).
const POOL_OWNERS = new Set(["deps", "ctx", "context"]);

function isPoolClient(node) {
  if (node.type !== "MemberExpression" || node.computed || node.property.name !== "db") return false;
  const o = node.object;
  if (o.type === "ThisExpression") return true;
  if (o.type === "Identifier") return POOL_OWNERS.has(o.name);
  return o.type === "MemberExpression" && !o.computed && o.property.name === "deps";
}

export default {
  meta: {
    type: "problem",
    docs: { description: "no pool client (deps.db) inside a $transaction callback" },
    messages: {
      pool: "Inside $transaction use the transaction client ({{tx}}), not the pool ({{text}}): a second connection waits on this transaction's own locks.",
      depsCall: "This call gets deps but not the transaction client ({{tx}}) inside $transaction: it can only query through the pool. Pass {{tx}}, or only what it needs.",
    },
    schema: [],
  },
  create(context) {
    const stack = [];
    const source = context.sourceCode ?? context.getSourceCode();
    const enter = (fn) => {
      const p = fn.params[0];
      stack.push({ fn, tx: p && p.type === "Identifier" ? p.name : "tx" });
    };
    const exit = () => stack.pop();
    const selector = "CallExpression[callee.property.name='$transaction'] > :function.arguments";
    return {
      [selector]: enter,
      [`${selector}:exit`]: exit,
      MemberExpression(node) {
        if (!stack.length || !isPoolClient(node)) return;
        context.report({ node, messageId: "pool", data: { tx: stack.at(-1).tx, text: source.getText(node) } });
      },
      CallExpression(node) {
        if (!stack.length) return;
        const { tx } = stack.at(-1);
        const args = node.arguments;
        const givesDeps = args.some((a) => a.type === "Identifier" && a.name === "deps");
        const isTx = (n) => n && n.type === "Identifier" && n.name === tx;
        const givesTx = args.some((a) => isTx(a) || (a.type === "ObjectExpression" && a.properties.some((p) => p.type === "Property" && isTx(p.value))));
        if (givesDeps && !givesTx) context.report({ node, messageId: "depsCall", data: { tx } });
      },
    };
  },
};
