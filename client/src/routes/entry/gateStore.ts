// The gate scanner's offline memory in IndexedDB: the snapshot (public keys, timing, revocation list)
// and the queue of scans made while offline, uploaded when the network is back.
export interface GateSnapshot {
  generatedAt: string;
  periodSeconds: number;
  graceSeconds: number;
  keys: { keyId: string; publicKey: string; active: boolean }[];
  revocations: { kind: "TICKET" | "MERCH"; id: string; minVersion: number; closed: boolean; usedAt: string | null; entrance: string | null }[];
  /** The days the gate's event admits (YYYY-MM-DD in eventTimeZone): offline, a scan on another day is WRONG_DAY. */
  eventDays?: string[];
  eventTimeZone?: string | null;
}

export interface QueuedScan {
  id?: number;
  code: string;
  scannedAt: string;
  entrance: string | null;
  /** "T:<id>" or "M:<id>": a second offline scan of the same pass at this gate is a repeat. */
  subject: string;
  /** What the gate answered offline; only admitted scans make later ones repeats. */
  offlineResult: string;
}

const DB = "fanfare-gate";
function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore("meta");
      req.result.createObjectStore("queue", { keyPath: "id", autoIncrement: true });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(store: string, mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const req = work(tx.objectStore(store));
    tx.oncomplete = () => {
      db.close();
      resolve(req.result);
    };
    tx.onerror = () => reject(tx.error);
  });
}

export const saveSnapshot = (s: GateSnapshot) => run("meta", "readwrite", (st) => st.put(s, "snapshot"));
export const loadSnapshot = () => run<GateSnapshot | undefined>("meta", "readonly", (st) => st.get("snapshot"));
export const enqueue = (scan: QueuedScan) => run("queue", "readwrite", (st) => st.add(scan));
export const queued = () => run<QueuedScan[]>("queue", "readonly", (st) => st.getAll());
export const dequeue = (ids: number[]) =>
  Promise.all(ids.map((id) => run("queue", "readwrite", (st) => st.delete(id))));
