// The fan-out benchmark's subscribers, in a process of their own (scripts/bench/fanout.ts forks it): N
// graphql-ws connections (the graphql-transport-ws protocol over plain `ws`, as lean as a client can be,
// so that the client side does not measure itself), each subscribed to one event's entry-guide updates,
// spread over the given server URLs. Records when each update arrives (wall clock, sub-millisecond).
import WebSocket from "ws";

type Command =
  | { cmd: "connect"; urls: string[]; clients: number; eventId: string; batch: number; seats?: boolean }
  | { cmd: "count"; note: string }
  | { cmd: "report" }
  | { cmd: "close" };

const SUBSCRIPTION = `subscription($id: ID!) { eventEntry(eventId: $id) { entryNote } }`;
/** --seats: the live seat map; each change arrives as "<seat id>:<status>". */
const SEAT_SUBSCRIPTION = `subscription($id: ID!) { seatMapChanges(eventId: $id) { seats { id status } } }`;
let seats = false;
const sockets: WebSocket[] = [];
/** entryNote (one per publish) → arrival times, ms since the epoch. */
const arrivals = new Map<string, number[]>();
const now = () => performance.timeOrigin + performance.now();
let failures = 0;

function open(url: string, eventId: string): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url.replace(/^http/, "ws") + "/graphql", "graphql-transport-ws");
    let settled = false;
    const done = (ok: boolean) => {
      if (settled) return;
      settled = true;
      if (!ok) failures++;
      resolve();
    };
    ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init", payload: {} })));
    ws.on("message", (raw) => {
      const t = now();
      const msg = JSON.parse(String(raw)) as {
        type: string;
        payload?: { data?: { eventEntry?: { entryNote: string | null }; seatMapChanges?: { seats: { id: string; status: string }[] } } };
      };
      if (msg.type === "connection_ack") {
        ws.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query: seats ? SEAT_SUBSCRIPTION : SUBSCRIPTION, variables: { id: eventId } } }));
        done(true);
      } else if (msg.type === "ping") ws.send(JSON.stringify({ type: "pong" }));
      else if (msg.type === "next") {
        const notes = seats ? (msg.payload?.data?.seatMapChanges?.seats ?? []).map((x) => `${x.id}:${x.status}`) : [msg.payload?.data?.eventEntry?.entryNote ?? ""];
        for (const note of notes) {
          let list = arrivals.get(note);
          if (!list) arrivals.set(note, (list = []));
          list.push(t);
        }
      } else if (msg.type === "error") failures++;
    });
    ws.on("error", () => done(false));
    ws.on("close", () => done(false));
    sockets.push(ws);
  });
}

process.on("message", async (m: Command) => {
  if (m.cmd === "connect") {
    seats = !!m.seats;
    for (let i = 0; i < m.clients; i += m.batch) {
      await Promise.all(Array.from({ length: Math.min(m.batch, m.clients - i) }, (_, j) => open(m.urls[(i + j) % m.urls.length]!, m.eventId)));
    }
    process.send!({ connected: sockets.filter((s) => s.readyState === WebSocket.OPEN).length, failures });
  } else if (m.cmd === "count") {
    process.send!({ count: arrivals.get(m.note)?.length ?? 0 });
  } else if (m.cmd === "report") {
    process.send!({ arrivals: Object.fromEntries(arrivals), failures });
  } else {
    for (const s of sockets) s.terminate();
    process.exit(0);
  }
});
