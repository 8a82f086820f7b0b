// The seats of an event as this instance last read them (issue 33): the live map's source and the best
// available pick's. One board per event and instance, whatever the number of fans watching: it reads the
// whole map once, then, while someone watches, every POLL_MS only the seats whose status changed since
// its last read (Seat.changedAt, stamped by a trigger on every change, whichever path made it: the secure's
// one statement, a payment, a lapse, a refund, a hand-back), and hands each batch of real changes to its
// listeners. One indexed query per event and instance every POLL_MS: the map's 5,000 watchers cost one.
//
// Why a window behind the last read: a change is stamped when its statement runs and seen when its
// transaction commits, a little later. Each read takes the seats changed since LAG_MS before the previous
// read and keeps only those whose status differs from what the board holds, so a commit that lands late
// is still seen, and nothing is sent twice.
import type pg from "pg";
import type { Deps } from "../../deps.ts";
import { sqlPool } from "../../db.ts";
import type { SeatAccess, SeatStatus } from "../../generated/prisma/client.ts";

/** A seat as the board holds it: the fields of the GraphQL Seat (and the pick rules). */
export interface BoardSeat {
  id: string;
  eventId: string;
  ticketTypeId: string;
  area: string;
  row: string;
  number: number;
  status: SeatStatus;
  access: SeatAccess | null;
}

export type BoardListener = (changed: BoardSeat[]) => void;

/** How often a watched board reads what changed. */
export const POLL_MS = 50;
/** How far behind its last read a board looks again (a transaction's statement to its commit). */
const LAG_MS = 2_000;
/** A board nobody watched or asked for this long is dropped. */
const IDLE_MS = 60_000;
/** A watched board reads the whole map again this often (a seat map replaced, a change older than LAG_MS). */
const RELOAD_MS = 30_000;

const SEAT_COLUMNS = `id, "eventId", "ticketTypeId", area, row, number, status::text AS status, access::text AS access`;

export class SeatBoard {
  readonly seats = new Map<string, BoardSeat>();
  /** Counts the changes of the map itself (a seat added, removed or moved), not of a seat's status: the pick layouts' key. */
  layoutVersion = 0;
  /** Counts the reads that changed any seat's status (or the map): the pick rules' copy of the statuses is read again when it moves. */
  statusVersion = 0;
  private readonly listeners = new Set<BoardListener>();
  /** The database's clock (UTC wall time) at the last read; null before the first. */
  private readAt: string | null = null;
  private loadedAt = 0;
  private polledAt = 0;
  private reading: Promise<void> | null = null;
  /** Counts the changes made on this instance (poke); a read serves only callers who came after the last one it started after. */
  private pokes = 0;
  private readPokes = 0;
  private timer: NodeJS.Timeout | null = null;
  lastUsed = Date.now();

  constructor(
    private readonly pool: pg.Pool,
    readonly eventId: string,
  ) {}

  /** The board read no longer ago than `maxAgeMs` (one read in flight serves every caller). */
  async current(maxAgeMs = POLL_MS): Promise<this> {
    this.lastUsed = Date.now();
    // A read in flight that started before this instance's last change (a release committed, say) does not
    // serve: the next one does (two reads at most, whatever changes come meanwhile).
    const pokes = this.pokes;
    while (!this.readAt || Date.now() - this.polledAt > maxAgeMs || this.readPokes < pokes) await this.read();
    return this;
  }

  /** Calls `listener` with each batch of changes until the returned function is called. */
  watch(listener: BoardListener): () => void {
    this.listeners.add(listener);
    this.lastUsed = Date.now();
    this.schedule();
    return () => {
      this.listeners.delete(listener);
      this.lastUsed = Date.now();
    };
  }

  /** A change was just made on this instance: the next use reads again, and its watchers learn of it without waiting. */
  poke(): void {
    this.polledAt = 0;
    this.pokes++;
    if (this.listeners.size) void this.read().catch(() => {});
  }

  get watched(): boolean {
    return this.listeners.size > 0;
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.listeners.clear();
  }

  private schedule(): void {
    if (this.timer || !this.listeners.size) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.read()
        .catch(() => {}) // the database away: the next turn reads again
        .finally(() => this.schedule());
    }, POLL_MS);
    this.timer.unref();
  }

  private read(): Promise<void> {
    if (!this.reading) {
      const pokes = this.pokes;
      this.reading = (this.readAt && Date.now() - this.loadedAt < RELOAD_MS ? this.poll() : this.load())
        .then(() => void (this.readPokes = Math.max(this.readPokes, pokes)))
        .finally(() => (this.reading = null));
    }
    return this.reading;
  }

  private async load(): Promise<void> {
    const { rows } = await this.pool.query<BoardSeat & { read_at: string }>(
      `SELECT ${SEAT_COLUMNS}, (SELECT (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3)::text) AS read_at FROM "Seat" WHERE "eventId" = $1`,
      [this.eventId],
    );
    const readAt = rows[0]?.read_at ?? (await this.clock());
    const changed: BoardSeat[] = [];
    const seen = new Set<string>();
    let moved = false;
    for (const { read_at: _r, ...seat } of rows) {
      seen.add(seat.id);
      const known = this.seats.get(seat.id);
      if (this.readAt && (!known || known.status !== seat.status)) changed.push(seat);
      if (!known || known.ticketTypeId !== seat.ticketTypeId || known.area !== seat.area || known.row !== seat.row || known.number !== seat.number) moved = true;
      this.seats.set(seat.id, seat);
    }
    for (const id of [...this.seats.keys()]) {
      if (seen.has(id)) continue;
      this.seats.delete(id);
      moved = true;
    }
    if (moved) this.layoutVersion++;
    // Every seat was set again (its access too, which no change above counts).
    this.statusVersion++;
    this.readAt = readAt;
    this.loadedAt = this.polledAt = Date.now();
    this.emit(changed);
  }

  private async poll(): Promise<void> {
    const { rows } = await this.pool.query<{ id: string | null; status: SeatStatus | null; read_at: string }>(
      `SELECT s.id, s.status::text AS status, n.t::text AS read_at
         FROM (SELECT (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3) AS t) n
         LEFT JOIN "Seat" s ON s."eventId" = $1 AND s."changedAt" > $2::timestamp(3) - make_interval(secs => $3)`,
      [this.eventId, this.readAt, LAG_MS / 1000],
    );
    const changed: BoardSeat[] = [];
    let unknown = false;
    for (const r of rows) {
      if (!r.id) continue;
      const known = this.seats.get(r.id);
      if (!known) unknown = true;
      else if (known.status !== r.status) {
        const seat = { ...known, status: r.status! };
        this.seats.set(r.id, seat);
        changed.push(seat);
      }
    }
    if (changed.length) this.statusVersion++;
    this.readAt = rows[0]!.read_at;
    this.polledAt = Date.now();
    this.emit(changed);
    if (unknown) await this.load(); // the seat map was replaced
  }

  private async clock(): Promise<string> {
    const { rows } = await this.pool.query<{ t: string }>(`SELECT (clock_timestamp() AT TIME ZONE 'UTC')::timestamp(3)::text AS t`);
    return rows[0]!.t;
  }

  private emit(changed: BoardSeat[]): void {
    if (!changed.length) return;
    for (const listener of this.listeners) listener(changed);
  }
}

/** Each database client's boards (tests run several servers in one process). */
const boardsByDb = new WeakMap<Deps["db"], Map<string, SeatBoard>>();

/** The event's board on this instance, made (and its map read) on first use. */
export function seatBoard(deps: Pick<Deps, "db">, eventId: string): SeatBoard {
  let boards = boardsByDb.get(deps.db);
  if (!boards) boardsByDb.set(deps.db, (boards = new Map()));
  const now = Date.now();
  for (const [id, b] of boards) {
    if (!b.watched && now - b.lastUsed > IDLE_MS) {
      b.stop();
      boards.delete(id);
    }
  }
  let board = boards.get(eventId);
  if (!board) boards.set(eventId, (board = new SeatBoard(sqlPool(deps.db), eventId)));
  return board;
}

/** A seat of the event changed on this instance: its board (if any here) reads at once. */
export function seatsChangedHere(deps: Pick<Deps, "db">, eventId: string): void {
  boardsByDb.get(deps.db)?.get(eventId)?.poke();
}
