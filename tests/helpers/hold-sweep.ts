// The hold sweep as a test runs it: with the server's own expiry job paused. The job's sweep skips the
// lapsed holds another transaction has locked (SKIP LOCKED), and so does a plain call of the same sweep: a
// tick of the job that lands on the test's lapsed hold would let the test's sweep return before the job
// commits, and the test would read the hold still awaiting payment (CI, stop 50).
import type { App } from "../../server/src/app.ts";
import { expireDueOrders } from "../../server/src/modules/orders/index.ts";

/** Expires the lapsed holds once the job's runs in flight have finished; returns how many this sweep released. */
export async function sweepLapsedHolds(app: App): Promise<number> {
  await app.jobs.pause();
  try {
    return await expireDueOrders(app.deps);
  } finally {
    app.jobs.resume();
  }
}
