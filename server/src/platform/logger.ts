// A small structured logger: one JSON line per entry in production, readable lines otherwise.
export type Level = "debug" | "info" | "warn" | "error" | "silent";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
}

export function createLogger(level: Level, json: boolean): Logger {
  const emit = (l: Exclude<Level, "silent">) => (msg: string, data?: Record<string, unknown>) => {
    if (order[l] < order[level]) return;
    const line = json
      ? JSON.stringify({ level: l, time: new Date().toISOString(), msg, ...data })
      : `${l.padEnd(5)} ${msg}${data ? " " + JSON.stringify(data) : ""}`;
    (l === "error" || l === "warn" ? process.stderr : process.stdout).write(line + "\n");
  };
  return { debug: emit("debug"), info: emit("info"), warn: emit("warn"), error: emit("error") };
}
