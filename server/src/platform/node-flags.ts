// The Node flags the server runs with, wherever it is started as a process of its own: `npm start`
// (package.json, which must list them: tests/unit/node-flags.test.ts) and the benchmarks' servers
// (scripts/bench/lib/bench-env.ts).
//
// --max-semi-space-size=64: V8's young generation may grow to 64 MB per semi-space instead of 16, so the
// short-lived objects of each request (HTTP, Yoga, the answer's JSON) are collected less often. The garbage
// collector took 19 % of the server's samples in the seat race (npm run bench -- onsale --seats --cpu-prof);
// with the flag the server spent 15–25 % less CPU per answer (two runs each way, one process: 2.92 and 2.53
// ms/answer without, 2.16 and 2.28 with). It reserves more young space per process (up to 3 × 64 MB).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"] as const;
