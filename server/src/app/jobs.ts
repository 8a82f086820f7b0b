// The background jobs, each module's registered on one runner that only the job leader (the instance
// holding the PostgreSQL advisory lock, platform/job-lease.ts) runs.
import type { Deps } from "../deps.ts";
import { JobRunner } from "../platform/jobs.ts";
import { postgresJobLease } from "../platform/job-lease.ts";
import { registerOrderJobs } from "../modules/orders/index.ts";
import { registerPaymentJobs } from "../modules/payments/index.ts";
import { registerMailJobs } from "../modules/mail/index.ts";
import { registerQueueJobs } from "../modules/queue/index.ts";
import { registerWebhookJobs } from "../modules/webhooks/index.ts";
import { registerHandBackJobs } from "../modules/handback/index.ts";
import { registerPassJobs, stopPassPushes } from "../modules/passes/index.ts";

export function startJobs(deps: Deps, databaseUrl: string): JobRunner {
  const jobs = new JobRunner(deps.log, postgresJobLease(databaseUrl, deps.log));
  registerOrderJobs(jobs, deps);
  registerPaymentJobs(jobs, deps);
  registerMailJobs(jobs, deps);
  registerQueueJobs(jobs, deps);
  registerWebhookJobs(jobs, deps);
  registerHandBackJobs(jobs, deps);
  registerPassJobs(jobs, deps);
  return jobs;
}

/** Stops the jobs, and this process's pass pushes waiting for a retry (the next job leader sends what is left). */
export async function stopJobs(jobs: JobRunner, deps: Deps): Promise<void> {
  await Promise.all([jobs.stop(), stopPassPushes(deps)]);
}
