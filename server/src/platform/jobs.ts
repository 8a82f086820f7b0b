// The job runner inside the server: named periodic jobs that never overlap themselves and stop cleanly.
// Jobs are idempotent sweeps over the database (e.g. expired holds), so nothing is lost across a restart.
import type { Logger } from "./logger.ts";

export class JobRunner {
  private timers = new Set<NodeJS.Timeout>();
  private running = new Set<Promise<unknown>>();
  private stopping = false;

  constructor(private log: Logger) {}

  every(name: string, ms: number, job: () => Promise<unknown>): void {
    let busy = false;
    const tick = () => {
      if (busy || this.stopping) return;
      busy = true;
      const p = job()
        .catch((e) => this.log.error(`job ${name} failed`, { error: String(e) }))
        .finally(() => {
          busy = false;
          this.running.delete(p);
        });
      this.running.add(p);
    };
    const timer = setInterval(tick, ms);
    timer.unref();
    this.timers.add(timer);
    setImmediate(tick);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (const t of this.timers) clearInterval(t);
    await Promise.allSettled([...this.running]);
  }
}
