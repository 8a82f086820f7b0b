// The job runner inside the server: named periodic jobs that never overlap themselves and stop cleanly.
// Jobs are idempotent sweeps over the database (e.g. expired holds), so nothing is lost across a restart.
// With a lease (platform/job-lease.ts) only the instance holding it runs them, so several instances on one
// database run each job once, not once each.
import type { Logger } from "./logger.ts";
import type { JobLease } from "./job-lease.ts";

export class JobRunner {
  private timers = new Set<NodeJS.Timeout>();
  private running = new Set<Promise<unknown>>();
  private stopping = false;
  private paused = false;

  constructor(
    private log: Logger,
    private lease?: JobLease,
  ) {}

  every(name: string, ms: number, job: () => Promise<unknown>): void {
    let busy = false;
    const tick = () => {
      if (busy || this.stopping || this.paused) return;
      busy = true;
      const p = (this.lease ? this.lease.held() : Promise.resolve(true))
        .then((leader) => (leader && !this.stopping ? job() : undefined))
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

  /**
   * No new run starts until resume(); resolves once the runs in flight have finished. For a test that
   * counts the statements its own requests send, which a job's tick would otherwise add to.
   */
  async pause(): Promise<void> {
    this.paused = true;
    await Promise.allSettled([...this.running]);
  }

  resume(): void {
    this.paused = false;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (const t of this.timers) clearInterval(t);
    await Promise.allSettled([...this.running]);
    await this.lease?.release();
  }
}
