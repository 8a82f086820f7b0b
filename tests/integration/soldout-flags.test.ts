// The sold-out marks (server/src/platform/soldout.ts), in memory and in Redis, to one rule: a mark says
// "fewer than N left" (1: sold out), so a party refused for want of seats turns away parties as large or
// larger, never smaller ones; a mark that says less never replaces one that says more; a release since
// the generation was read voids the mark; and a mark ends at its time.
import crypto from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { MemorySoldOutFlags, RedisSoldOutFlags, type SoldOutFlags } from "../../server/src/platform/soldout.ts";
import { missingRedis, testRedisUrl } from "../helpers/scale-out.ts";
import { canRun } from "../helpers/missing.ts";

const redisMissing = await missingRedis();
canRun("the sold-out marks in Redis", redisMissing ? [redisMissing] : []);
const redis = redisMissing ? null : new Redis(testRedisUrl);
const prefix = `test-${crypto.randomBytes(5).toString("hex")}:soldout:`;
afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

const kinds: [string, () => SoldOutFlags][] = [["in memory", () => new MemorySoldOutFlags()]];
if (redis) kinds.push(["in Redis", () => new RedisSoldOutFlags(redis, prefix)]);

describe.each(kinds)("the sold-out marks %s", (_kind, make) => {
  const now = new Date("2026-11-29T10:00:00Z");
  const later = (ms: number) => new Date(now.getTime() + ms);
  const type = () => crypto.randomUUID();

  it("turn away a party as large as the one refused, or larger, never a smaller one", async () => {
    const flags = make();
    const id = type();
    await flags.mark(id, await flags.generation(id), now, later(3_000), 4);
    expect(await flags.isSoldOut(id, now, 4)).toBe(true);
    expect(await flags.isSoldOut(id, now, 5)).toBe(true);
    expect(await flags.isSoldOut(id, now, 3)).toBe(false);
    expect(await flags.isSoldOut(id, now)).toBe(false);
    // A fan of two refused next: fewer than two left, so parties of two or more, not a fan of one.
    await flags.mark(id, await flags.generation(id), now, later(3_000), 2);
    expect(await flags.isSoldOut(id, now, 2)).toBe(true);
    expect(await flags.isSoldOut(id, now, 1)).toBe(false);
    // A party of three refused after it says less: the mark of two stays.
    await flags.mark(id, await flags.generation(id), now, later(4_000), 3);
    expect(await flags.isSoldOut(id, now, 2)).toBe(true);
    // A fan of one refused: sold out for all.
    await flags.mark(id, await flags.generation(id), now, later(3_000), 1);
    expect(await flags.isSoldOut(id, now)).toBe(true);
  });

  it("end at their time, and a release since the generation was read voids a mark", async () => {
    const flags = make();
    const id = type();
    const generation = await flags.generation(id);
    await flags.mark(id, generation, now, later(1_000));
    expect(await flags.isSoldOut(id, later(999))).toBe(true);
    expect(await flags.isSoldOut(id, later(1_000))).toBe(false);
    // Ended: a mark of more seats is set again, whatever the ended one said.
    await flags.mark(id, generation, later(1_000), later(3_000), 3);
    expect(await flags.isSoldOut(id, later(1_500), 3)).toBe(true);
    await flags.clear(id);
    expect(await flags.isSoldOut(id, later(1_500), 3)).toBe(false);
    // Read before the release: refused.
    await flags.mark(id, generation, later(1_500), later(3_000), 1);
    expect(await flags.isSoldOut(id, later(1_500), 4)).toBe(false);
  });
});
