// What the cycle rules (no-module-cycle, no-file-cycle) share: a shortest path through an import graph.

/** A shortest path from `from` to `to` (both included) in a graph of node → the nodes it imports, or null. */
export function pathBetween(graph, from, to) {
  const before = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift();
    if (at === to) {
      const out = [];
      for (let n = to; n !== null; n = before.get(n)) out.unshift(n);
      return out;
    }
    for (const next of graph.get(at) ?? []) {
      if (!before.has(next)) {
        before.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}
