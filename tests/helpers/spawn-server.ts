// The real server in a child process (tests/helpers/child-server.ts) on a database the caller made, so
// that a test can kill it with SIGKILL mid-request and start another on the same database.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { rootDir, type Config } from "../../server/src/config.ts";

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** The server's error-level log lines so far (with overrides.logLevel "error" or lower; it is silent by default). */
  errorLines: string[];
  /** SIGKILL: no shutdown hook runs, open transactions die with the connection. */
  kill(): Promise<void>;
}

/**
 * Starts the server on `databaseUrl` and resolves once it listens. overrides: configuration (JSON-serialisable),
 * e.g. redisUrl; opts.nodeArgs: options for node itself (e.g. --cpu-prof for a benchmark).
 */
export async function spawnServer(databaseUrl: string, overrides: Partial<Config> = {}, opts: { nodeArgs?: string[] } = {}): Promise<ChildServer> {
  const script = path.join(rootDir, "tests", "helpers", "child-server.ts");
  const args = [...(opts.nodeArgs ?? []), "--import", "tsx", script, databaseUrl, JSON.stringify(overrides)];
  const proc = spawn(process.execPath, args, { cwd: rootDir, stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  proc.stderr!.on("data", (d) => (stderr += String(d)));
  const errorLines: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: proc.stdout! });
    lines.on("line", (line) => {
      if (line.startsWith("READY ")) resolve(line.slice(6).trim());
      else if (line.includes('"level":"error"') && errorLines.length < 50) errorLines.push(line.slice(0, 2000));
    });
    proc.once("exit", (code) => reject(new Error(`server exited (${code}) before it was ready: ${stderr}`)));
  });
  return {
    url,
    process: proc,
    errorLines,
    async kill() {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((r) => proc.once("exit", r));
      proc.kill("SIGKILL");
      await exited;
    },
  };
}
