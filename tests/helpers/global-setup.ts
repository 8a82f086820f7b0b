// Vitest global setup: one test PostgreSQL and a migrated, seeded template for the whole run.
import type { TestProject } from "vitest/node";
import { startTestPostgres } from "./test-postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgServerUrl: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const pg = await startTestPostgres("test-postgres");
  project.provide("pgServerUrl", pg.serverUrl("postgres"));
  project.provide("pgTemplate", pg.template);
  return () => pg.stop();
}
