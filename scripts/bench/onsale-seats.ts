// The on-sale with picked seats (issue 33, `npm run bench -- onsale --seats`): N fans race for the seats
// of one seated area through the real HTTP API (secureTickets with `seatIds`), as fans on the map would.
// Each fan wants a party of 1–4 adjacent seats (PARTY_SHARES), in a row drawn from a distribution weighted
// to the front (most want the front rows), around the row's middle, never across the aisle; all of them
// loaded the map before the sale opened, so they pick from a map where every seat is free. A fan whose
// seats were taken (SeatsTakenError) takes the nearest alternatives it offers and tries again, as a fan
// would; after FOLLOW_ALTERNATIVES of those it asks for the best available block (Event.bestAvailableSeats'
// pick, a line without seats), until secured, sold out, no alternatives left, or MAX_ATTEMPTS. The venue has fewer seats than
// the fans want in all (the sale sells out), so once the race ends every seat must be held: the seats left
// over must be 0, and the SQL audit must find no seat in two live orders.
import http from "node:http";
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { Deps } from "../../server/src/deps.ts";
import { benchDeps, cpuDuring, percentile, type ServerProcess } from "./lib/bench-env.ts";
import { post, withRetries } from "./lib/fan-http.ts";
import { createOnSaleEvent } from "../../tests/factories/events.ts";
import { createFans, solvedHumanCheck, type Fan } from "./fans.ts";

/** The share of parties of 1, 2, 3 and 4 seats (the pgbench ceiling holds parties in the same shares). */
export const PARTY_SHARES = [0.2, 0.45, 0.15, 0.2];
/** A fan follows the alternatives a SeatsTakenError offers this many times, then asks for the best available block. */
const FOLLOW_ALTERNATIVES = 3;
/** A fan gives up after this many secures. */
const MAX_ATTEMPTS = 10;

export const SECURE_SEATS = `mutation($input: SecureTicketsInput!) { secureTickets(input: $input) {
  __typename
  ... on Error { code message field }
  ... on SeatsTakenError { seats { id } alternatives { id row number } }
  ... on TicketsSecured { order { id orderNo status expiresAt totalAmount { amount currency } items { seat { row number status } ticketType { id } } } }
} }`;

/** The venue for `fans` fans: about one seat per fan (they want 2.4 each on average, so it sells out), rows of `perRow` with an aisle in the middle. */
export function venueFor(fans: number): { rows: number; perRow: number } {
  const perRow = fans >= 5000 ? 100 : 50;
  return { rows: Math.max(4, Math.round(fans / perRow)), perRow };
}

interface VenueSeat {
  id: string;
  row: number;
  /** The seat's number: 1 … perRow/2, then the aisle (a gap of one number), then perRow/2 + 2 … perRow + 1. */
  number: number;
}

/**
 * The seated area: `rows` rows named 1, 2, … front to back, each with `perRow` seats numbered with a gap
 * in the middle (an aisle, as the seat map reads a gap in the numbers).
 */
async function createVenue(deps: Deps, rows: number, perRow: number) {
  const event = await createOnSaleEvent(deps, { standing: 1, rows: [], perRow: 0, maxTicketsPerAccount: 4 });
  const half = Math.floor(perRow / 2);
  const data = Array.from({ length: rows }, (_, r) =>
    Array.from({ length: perRow }, (_, i) => ({ eventId: event.id, ticketTypeId: event.seatedTypeId, area: event.seated.area, row: String(r + 1), number: i < half ? i + 1 : i + 2 })),
  ).flat();
  await deps.db.ticketType.update({ where: { id: event.seatedTypeId }, data: { capacity: data.length } });
  for (let i = 0; i < data.length; i += 5000) await deps.db.seat.createMany({ data: data.slice(i, i + 5000) });
  const seats = await deps.db.seat.findMany({ where: { ticketTypeId: event.seatedTypeId }, select: { id: true, row: true, number: true } });
  return { event, half, seats: seats.map((s): VenueSeat => ({ id: s.id, row: Number(s.row), number: s.number })) };
}

/** A deterministic generator (mulberry32), so that two runs race the same picks. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Each fan's first pick: a party size by PARTY_SHARES, a row with weight e^(-row / (rows / 5)) (the front
 * fifth of the rows draws about 63 % of the fans), a block of adjacent seats centred near the middle of one
 * side of the aisle (a fan prefers the middle: a spread of a sixth of the row around it).
 */
export function firstPicks(fans: number, rows: number, perRow: number, seed = 33): { size: number; row: number; numbers: number[] }[] {
  const rand = random(seed);
  const half = Math.floor(perRow / 2);
  const weights = Array.from({ length: rows }, (_, r) => Math.exp(-r / Math.max(1, rows / 5)));
  const total = weights.reduce((a, b) => a + b, 0);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  return Array.from({ length: fans }, () => {
    let u = rand();
    let size = 1;
    for (let i = 0; i < PARTY_SHARES.length; i++) {
      if (u < PARTY_SHARES[i]) {
        size = i + 1;
        break;
      }
      u -= PARTY_SHARES[i];
    }
    let w = rand() * total;
    let row = 1;
    for (let r = 0; r < rows; r++) {
      if (w < weights[r]) {
        row = r + 1;
        break;
      }
      w -= weights[r];
    }
    // The middle of the row, a spread of a sixth of it; the block stays on the side of the aisle it starts on.
    const centre = Math.round(perRow / 2 + gauss() * (perRow / 6));
    const position = Math.min(perRow - 1, Math.max(0, centre));
    const leftSide = position < half;
    const sideStart = leftSide ? 0 : half;
    const sideEnd = leftSide ? half : perRow;
    const start = Math.min(sideEnd - size, Math.max(sideStart, position - Math.floor(size / 2)));
    // Position i (0-based) is seat number i + 1 before the aisle, i + 2 after it.
    const numbers = Array.from({ length: size }, (_, k) => (start + k < half ? start + k + 1 : start + k + 2));
    return { size, row, numbers };
  });
}

export interface SeatRaceResult {
  /** Final outcome per fan (secured, sold out, no alternatives left, gave up, errors). */
  fanOutcomes: Map<string, number>;
  /** Every answer to a secure, by __typename. */
  answers: Map<string, number>;
  requests: number;
  seats: number;
  /** Seats held at the end of the race (in live orders). */
  held: number;
  /** SQL audit: seats in more than one live order, plus held/sold seats no live order holds, plus |ticket type's count − held seats|. */
  soldTwice: number;
  auditDetail: string;
  /** Seats still AVAILABLE once every fan had a final answer. */
  leftOver: number;
  /** After every hold lapsed and the sweep ran: seats not AVAILABLE again, plus the ticket type's count. */
  notReturned: number;
  /** The holds that lapsed at once after the race, and the seconds until every seat was back (null: not within a minute). */
  lapse: { orders: number; seconds: number | null };
  seconds: number;
  /** Per request, sorted. */
  latencies: number[];
  /** Per fan, first request to final answer, sorted. */
  journeys: number[];
  /** Every secure: sent this many ms after the race began, answered in ms, and whether it was the fan's first. */
  secures: { at: number; ms: number; first: boolean }[];
  /** Human checks solved during the race (the prepared ones ran out). */
  checksSolvedLive: number;
  /** Secures per fan. */
  attempts: { mean: number; max: number };
  window: string;
  cpu: { self: number; servers: number[]; postgres: number; machineBusy: number; machineIdle: number };
}

/** Seats in two live orders, held or sold seats no live order holds, and the count against the seats held. */
async function audit(deps: Deps, eventId: string, typeId: string): Promise<{ soldTwice: number; held: number; leftOver: number; detail: string }> {
  const [twice] = await deps.db.$queryRawUnsafe<{ n: number }[]>(
    `select count(*)::int as n from (select i."seatId" from "OrderItem" i join "Order" o on o.id = i."orderId"
       where o."eventId" = $1 and o.status in ('AWAITING_PAYMENT', 'PAID') and i."seatId" is not null group by i."seatId" having count(*) > 1) t`,
    eventId,
  );
  const [orphans] = await deps.db.$queryRawUnsafe<{ n: number }[]>(
    `select count(*)::int as n from "Seat" s where s."ticketTypeId" = $1 and s.status <> 'AVAILABLE' and not exists (
       select 1 from "OrderItem" i join "Order" o on o.id = i."orderId" where i."seatId" = s.id and o.status in ('AWAITING_PAYMENT', 'PAID'))`,
    typeId,
  );
  const [counts] = await deps.db.$queryRawUnsafe<{ held: number; available: number; sold: number }[]>(
    `select count(*) filter (where status <> 'AVAILABLE')::int as held, count(*) filter (where status = 'AVAILABLE')::int as available,
            (select sold from "TicketType" where id = $1)::int as sold from "Seat" where "ticketTypeId" = $1`,
    typeId,
  );
  const drift = Math.abs(counts.sold - counts.held);
  return {
    soldTwice: twice.n + orphans.n + drift,
    held: counts.held,
    leftOver: counts.available,
    detail: `seats in two live orders ${twice.n}, held seats in no live order ${orphans.n}, ticket type's count ${counts.sold} against ${counts.held} seats held`,
  };
}

export async function seatRace(
  databaseUrl: string,
  servers: ServerProcess[],
  opts: { fans: number; rows: number; perRow: number; sockets: number; checksPerFan: number },
): Promise<SeatRaceResult> {
  const deps = await benchDeps(databaseUrl);
  try {
    const { event, seats } = await createVenue(deps, opts.rows, opts.perRow);
    const typeNodeId = encodeGlobalID("TicketType", event.seatedTypeId);
    const seatAt = new Map(seats.map((s) => [`${s.row}/${s.number}`, s]));
    const fans = await createFans(deps, opts.fans);
    const picks = firstPicks(opts.fans, opts.rows, opts.perRow);
    // Solved human checks, one per secure (a solution buys one action): prepared for checksPerFan secures a
    // fan, shared; a fan who needs more solves one during the race, as the widget would.
    const graphqlUrl = (i: number) => `${servers[i % servers.length].url}/graphql`;
    const prepared: string[] = [];
    const want = Math.ceil(opts.fans * opts.checksPerFan);
    for (let i = 0; i < want; i += 100) {
      prepared.push(...(await Promise.all(Array.from({ length: Math.min(100, want - i) }, (_, j) => withRetries(() => solvedHumanCheck(graphqlUrl(i + j)))))));
    }
    let checksSolvedLive = 0;
    // A check solved during the race is fetched as the widget would, retried when the loaded server does
    // not accept the connection in time (a failure here ended the whole run at 10,000 fans).
    const check = async (fanIndex: number) => prepared.pop() ?? (checksSolvedLive++, await withRetries(() => solvedHumanCheck(graphqlUrl(fanIndex))));

    const agents = servers.map(() => new http.Agent({ keepAlive: true, maxSockets: Math.max(1, Math.floor(opts.sockets / servers.length)) }));
    const journeys: number[] = [];
    const secures: SeatRaceResult["secures"] = [];
    const attemptsOf: number[] = [];
    const answers = new Map<string, number>();
    const fanOutcomes = new Map<string, number>();
    const count = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
    type Answer = { __typename: string; alternatives?: { id: string }[] };

    const oneFan = async (fan: Fan, i: number) => {
      const s = i % servers.length;
      const pick = picks[i];
      let seatIds = pick.numbers.map((n) => encodeGlobalID("Seat", seatAt.get(`${pick.row}/${n}`)!.id));
      const began = performance.now();
      let final = "gave up";
      let attempts = 0;
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        attempts = attempt;
        let humanCheck: string;
        try {
          humanCheck = await check(i);
        } catch (e) {
          count(answers, `human check: ${(e as Error).message}`);
          final = "human check failed";
          break;
        }
        const t0 = performance.now();
        let answer: Answer | undefined;
        let outcome: string;
        try {
          const res = await post(
            agents[s],
            `${servers[s].url}/graphql`,
            fan.token,
            JSON.stringify({
              query: SECURE_SEATS,
              variables: {
                input: { eventSlug: event.slug, lines: [{ ticketTypeId: typeNodeId, quantity: pick.size, ...(seatIds.length ? { seatIds } : {}) }], agreedToTerms: true, humanCheck },
              },
            }),
          );
          const body = JSON.parse(res.text) as { data?: { secureTickets?: Answer }; errors?: { message: string }[] };
          answer = body.data?.secureTickets;
          outcome = answer?.__typename ?? `error: ${body.errors?.[0]?.message ?? res.status}`;
        } catch (e) {
          outcome = `network: ${(e as Error).message}`;
        }
        secures.push({ at: t0 - started, ms: performance.now() - t0, first: attempt === 1 });
        count(answers, outcome);
        if (outcome === "SeatsTakenError") {
          const alternatives = answer?.alternatives ?? [];
          // The nearest free seats instead, as many as the party: taken as offered, FOLLOW_ALTERNATIVES times;
          // then the fan asks for the best available block instead (a line without seats). None offered: the fan stops.
          if (alternatives.length === pick.size && attempt <= FOLLOW_ALTERNATIVES) {
            seatIds = alternatives.map((a) => a.id);
            continue;
          }
          if (alternatives.length === pick.size) {
            seatIds = [];
            continue;
          }
          final = "no alternatives left";
          break;
        }
        final = outcome;
        break;
      }
      journeys.push(performance.now() - began);
      count(fanOutcomes, final);
      attemptsOf.push(attempts);
    };

    const started = performance.now();
    const windowFrom = process.hrtime.bigint() / 1000n;
    const cpu = await cpuDuring(databaseUrl, servers.map((sv) => sv.child.pid ?? 0), () => Promise.all(fans.map(oneFan)));
    const seconds = (performance.now() - started) / 1000;
    const window = `${windowFrom}-${process.hrtime.bigint() / 1000n}`;
    for (const a of agents) a.destroy();

    const end = await audit(deps, event.id, event.seatedTypeId);

    // Nobody pays: every hold lapses, the servers' sweep runs, and every seat must be free again.
    // Timed from the moment they lapse: the servers' job sweeps every 5 s, so up to 5 s of it is the wait for its tick.
    const lapsed = (await deps.db.order.updateMany({ where: { eventId: event.id, status: "AWAITING_PAYMENT" }, data: { expiresAt: new Date(Date.now() - 1000) } })).count;
    const lapsedAt = performance.now();
    let notReturned = 0;
    let returnSeconds: number | null = null;
    while (performance.now() - lapsedAt < 60_000) {
      await new Promise((r) => setTimeout(r, 250));
      const stillHeld = await deps.db.seat.count({ where: { ticketTypeId: event.seatedTypeId, status: { not: "AVAILABLE" } } });
      const type = await deps.db.ticketType.findUniqueOrThrow({ where: { id: event.seatedTypeId }, select: { sold: true } });
      notReturned = stillHeld + type.sold;
      if (notReturned === 0) {
        returnSeconds = (performance.now() - lapsedAt) / 1000;
        break;
      }
    }
    const latencies = secures.map((x) => x.ms).sort((a, b) => a - b);
    journeys.sort((a, b) => a - b);
    return {
      fanOutcomes,
      answers,
      requests: latencies.length,
      seats: seats.length,
      held: end.held,
      soldTwice: end.soldTwice,
      auditDetail: end.detail,
      leftOver: end.leftOver,
      notReturned,
      lapse: { orders: lapsed, seconds: returnSeconds },
      seconds,
      latencies,
      journeys,
      secures,
      checksSolvedLive,
      attempts: { mean: attemptsOf.reduce((a, b) => a + b, 0) / Math.max(1, attemptsOf.length), max: Math.max(0, ...attemptsOf) },
      window,
      cpu,
    };
  } finally {
    await deps.close();
  }
}

/**
 * Where the p99 comes from: the fans' first secures (all sent at the race's start, every one checked by the
 * statement against a map still free) against the rest, the slowest 1 % by kind, and answers per half second.
 */
export function firstWave(r: Pick<SeatRaceResult, "secures" | "seconds">): string {
  const firsts = r.secures.filter((x) => x.first).map((x) => x.ms).sort((a, b) => a - b);
  const rest = r.secures.filter((x) => !x.first).map((x) => x.ms).sort((a, b) => a - b);
  const slowest = [...r.secures].sort((a, b) => b.ms - a.ms).slice(0, Math.max(1, Math.ceil(r.secures.length / 100)));
  const halves = Array.from({ length: Math.min(8, Math.ceil(r.seconds * 2)) }, (_, i) => r.secures.filter((x) => x.at + x.ms >= i * 500 && x.at + x.ms < (i + 1) * 500).length);
  return (
    `  first secures (one a fan, sent at the start): p50 ${percentile(firsts, 50).toFixed(0)} ms, p99 ${percentile(firsts, 99).toFixed(0)} ms; ` +
    `the others p50 ${percentile(rest, 50).toFixed(0)} ms, p99 ${percentile(rest, 99).toFixed(0)} ms; ` +
    `the slowest 1 % (${slowest.length}) are ${((100 * slowest.filter((x) => x.first).length) / slowest.length).toFixed(0)} % first secures; ` +
    `answers per half second from the start: ${halves.join(", ")}`
  );
}

/**
 * The least time the fans' first secures need at the CPU this race spent an answer: on the servers' cores
 * (a process is one thread: its share of the first secures, one after another) and on the machine's cores
 * (the fans, the servers and PostgreSQL share them). The first secures are all sent at the start and make
 * the slowest 1 %, so the p99 cannot be below this however fast the database is; the line also says what
 * CPU an answer a p99 of `targetMs` would take.
 */
export function cpuBound(r: Pick<SeatRaceResult, "secures" | "requests" | "cpu">, cores: number, targetMs = 3000): string {
  const firsts = r.secures.filter((x) => x.first).length;
  const processes = r.cpu.servers.length;
  const serverMs = (1000 * r.cpu.servers.reduce((a, b) => a + b, 0)) / r.requests;
  const machineMs = serverMs + (1000 * (r.cpu.self + r.cpu.postgres)) / r.requests;
  const onServers = (firsts / processes) * serverMs;
  const onMachine = (firsts * machineMs) / cores;
  return (
    `  the ${firsts} first secures at this race's CPU an answer need at least ${(Math.max(onServers, onMachine) / 1000).toFixed(1)} s: ` +
    `${(onServers / 1000).toFixed(1)} s of ${processes === 1 ? "the server's one thread" : `each of the ${processes} servers' threads`} (${serverMs.toFixed(2)} ms an answer), ` +
    `${(onMachine / 1000).toFixed(1)} s of the machine's ${cores} cores (fans, servers and postgres: ${machineMs.toFixed(2)} ms an answer); ` +
    `a p99 of ${(targetMs / 1000).toFixed(0)} s takes at most ${((targetMs * processes) / firsts).toFixed(2)} ms of server CPU and ${((targetMs * cores) / firsts).toFixed(2)} ms of the machine's an answer`
  );
}
