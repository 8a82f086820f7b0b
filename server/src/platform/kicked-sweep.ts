// A sweep over an outbox that a process runs one at a time, started ("kicked") after the commits that give
// it work (the webhook and the Apple Wallet push outboxes): a kick during a run asks for one more run right
// after it, never a second at once. Its failure is logged; the outbox's job sweeps again later.
export class KickedSweep {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly sweep: () => Promise<unknown>,
    private readonly failed: (error: unknown) => void,
  ) {}

  /** Starts a run now, without waiting for it, or asks the run under way for one more. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.sweep();
        } while (this.again);
      } catch (e) {
        this.failed(e);
      } finally {
        this.running = null;
      }
    })();
  }

  /** The run under way (and the runs it was asked for), or null. */
  current(): Promise<void> | null {
    return this.running;
  }
}

/** One sweep per database client (tests run several servers in one process), made on first use. */
export function sweepPerClient<D extends { db: object }>(make: (deps: D) => KickedSweep): (deps: D) => KickedSweep {
  const sweeps = new WeakMap<object, KickedSweep>();
  return (deps) => {
    let s = sweeps.get(deps.db);
    if (!s) sweeps.set(deps.db, (s = make(deps)));
    return s;
  };
}
