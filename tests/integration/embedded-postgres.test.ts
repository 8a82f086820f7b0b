import { afterAll, describe, expect, it } from "vitest";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "../../server/src/platform/embedded-postgres.ts";

const dir = path.join(os.tmpdir(), `fanfare-embedded-${process.pid}`);
afterAll(() => fs.rm(dir, { recursive: true, force: true }).then(() => fs.rm(`${dir}.password`, { force: true })));

async function select1(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const r = await c.query("select 1 as one");
  await c.end();
  return r.rows[0].one;
}

describe("embedded PostgreSQL", () => {
  it("initialises, restarts with its data, and recovers from a stale postmaster.pid", async () => {
    await fs.mkdir(path.dirname(dir), { recursive: true });
    const first = await startEmbeddedPostgres(dir);
    expect(await select1(first.adminUrl)).toBe(1);
    const c = new pg.Client({ connectionString: first.adminUrl });
    await c.connect();
    await c.query("create table kept (v int); insert into kept values (42)");
    await c.end();
    await first.stop();

    // A crash leaves postmaster.pid behind, naming a process that no longer exists.
    await fs.writeFile(path.join(dir, "postmaster.pid"), "999999\n" + dir + "\n");
    const second = await startEmbeddedPostgres(dir);
    const c2 = new pg.Client({ connectionString: second.adminUrl });
    await c2.connect();
    expect((await c2.query("select v from kept")).rows).toEqual([{ v: 42 }]);
    await c2.end();
    await second.stop();
  }, 60_000);
});
