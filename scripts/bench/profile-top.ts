// Reads a V8 .cpuprofile (node --cpu-prof; `npm run bench -- graphql|onsale --cpu-prof` writes them to
// data/profiles) and prints where the time went: the top self-time functions, and self time summed by
// package / source file, so "what dominates" is a table, not a flame graph.
//   npx tsx scripts/bench/profile-top.ts data/profiles/<file>.cpuprofile [--top 30] [--window <from>-<to>] [--per <requests>]
import fs from "node:fs";
import { parseArgs } from "node:util";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  /** Microseconds on the monotonic clock (CLOCK_MONOTONIC on Linux, the clock of process.hrtime). */
  startTime: number;
}

/** node_modules/<pkg> (or @scope/pkg), the repository file, or the V8 / node internal. */
function where(url: string): string {
  if (!url) return "(native / V8)";
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return nm[1];
  if (url.startsWith("node:")) return url;
  const repo = /\/(server|scripts|packages|prisma)\/(.*)$/.exec(url);
  return repo ? `${repo[1]}/${repo[2]}` : url;
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: "string", default: "30" }, callers: { type: "string" }, depth: { type: "string", default: "6" }, window: { type: "string" }, per: { type: "string" } },
});
const top = Number(values.top);
for (const file of positionals) {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  // --window <from>-<to>: only the samples taken between two monotonic-clock microsecond marks (the
  // window `onsale --cpu-prof` prints for the race), so set-up and sweep do not blur the hot path.
  const [from, to] = values.window ? values.window.split("-").map(Number) : [-Infinity, Infinity];
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at >= from && at <= to) selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const idleUs = [...selfUs].filter(([id]) => byId.get(id)!.callFrame.functionName === "(idle)").reduce((a, [, us]) => a + us, 0);
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const place = where(url);
    const fn = `${functionName || "(anonymous)"}  ${place}${url ? `:${lineNumber + 1}` : ""}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
  }
  const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
  const print = (title: string, m: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(us)}  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`);
  };
  console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled (how to read: self time, the share of samples spent in the function itself)`);
  // --per <n>: the busy (not idle) CPU time divided by n requests, e.g. the race's answers.
  const busyMs = (total - idleUs) / 1000;
  console.log(`busy ${busyMs.toFixed(0)} ms, idle ${(idleUs / 1000).toFixed(0)} ms${values.per ? `; busy per request ${(busyMs / Number(values.per)).toFixed(2)} ms over ${values.per}` : ""}`);
  print("self time by package / file", byPlace);
  print("self time by function", byFunction);
  if (values.callers) {
    // --callers <text>: the call stacks (--depth frames, 6 unless told) that spend self time in functions whose name or file contains <text>.
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const stacks = new Map<string, number>();
    for (const [id, us] of selfUs) {
      const { functionName, url } = byId.get(id)!.callFrame;
      if (!`${functionName} ${url}`.includes(values.callers)) continue;
      const frames: string[] = [];
      for (let p: number | undefined = id; p !== undefined && frames.length < Number(values.depth); p = parent.get(p)) {
        const f = byId.get(p)!.callFrame;
        frames.push(`${f.functionName || "(anon)"}@${where(f.url)}:${f.lineNumber + 1}`);
      }
      const key = frames.join(" < ");
      stacks.set(key, (stacks.get(key) ?? 0) + us);
    }
    print(`stacks into "${values.callers}"`, stacks);
  }
}
