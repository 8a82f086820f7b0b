// A store out of reach for a moment is told apart from a real failure: the errors ioredis really throws
// while its command connection cannot answer (the server's runs without an offline queue, with a command
// timeout) are "unavailable", answered by /fanapih5 with the system code and the words that say to try
// again in the caller's language; a Redis error from a working server is not. (GraphQL's typed UNAVAILABLE
// for the same errors is exercised over HTTP in queue-redis-restart.test.ts.)
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { isRedisUnavailable, isServiceUnavailable } from "../../server/src/platform/unavailable.ts";
import { errorReply } from "../../server/src/rest/errors.ts";
import { createLogger } from "../../server/src/platform/logger.ts";
import { translate } from "../../server/src/messages.ts";

/** A TCP server that accepts connections and never answers: a Redis that hangs. */
let silent: net.Server;
let silentPort = 0;
const sockets = new Set<net.Socket>();
beforeAll(async () => {
  silent = net.createServer((s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
  silentPort = (silent.address() as net.AddressInfo).port;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((r) => silent.close(r));
});

/** A client whose connection is not up yet and that, as the server's command connection, has no offline queue. */
function notUpYet(): Redis {
  const redis = new Redis({ port: silentPort, host: "127.0.0.1", enableOfflineQueue: false, lazyConnect: true, retryStrategy: () => 1000 });
  redis.on("error", () => {});
  return redis;
}

/** The error the command gets, or a failure when it was answered. */
async function failureOf(command: Promise<unknown>): Promise<unknown> {
  return command.then(
    (v) => expect.fail(`answered ${String(v)}`),
    (e: unknown) => e,
  );
}

describe("Redis out of reach", () => {
  it("a command while the connection is not up (no offline queue) is unavailable", async () => {
    const redis = notUpYet();
    const err = await failureOf(redis.set("k", "1", "PX", 1000, "NX"));
    expect(String(err)).toMatch(/Stream isn't writeable/);
    expect(isRedisUnavailable(err)).toBe(true);
    redis.disconnect();
  });

  it("a command whose answer never comes (commandTimeout) is unavailable", async () => {
    const redis = new Redis({ port: silentPort, host: "127.0.0.1", enableReadyCheck: false, commandTimeout: 100, maxRetriesPerRequest: 1 });
    redis.on("error", () => {});
    const err = await failureOf(redis.get("k"));
    expect(String(err)).toMatch(/Command timed out/);
    expect(isServiceUnavailable(err)).toBe(true);
    redis.disconnect();
  });

  it("a command on a closed connection is unavailable", async () => {
    const redis = new Redis({ port: silentPort, host: "127.0.0.1", enableReadyCheck: false, retryStrategy: () => null });
    redis.on("error", () => {});
    redis.disconnect();
    const err = await failureOf(redis.get("k"));
    expect(String(err)).toMatch(/Connection is closed/);
    expect(isRedisUnavailable(err)).toBe(true);
  });

  it("an error from a Redis that answered is not", () => {
    expect(isServiceUnavailable(new Error("WRONGTYPE Operation against a key holding the wrong kind of value"))).toBe(false);
    expect(isServiceUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
  });

  it("/fanapih5 answers it with the system code and the try-again words in the caller's language", async () => {
    const log = createLogger("silent");
    const redis = notUpYet();
    const down = await failureOf(redis.get("k"));
    redis.disconnect();
    expect(errorReply(down, "zh_tw", log).body).toEqual({ code: 29998, msg: translate("zh_tw", "errors.UNAVAILABLE"), data: null });
    expect(translate("zh_tw", "errors.UNAVAILABLE")).not.toBe(translate("en", "errors.UNAVAILABLE"));
    expect(errorReply(new Error("boom"), "zh_tw", log).body).toEqual({ code: 29998, msg: translate("zh_tw", "errors.INTERNAL"), data: null });
  });
});
