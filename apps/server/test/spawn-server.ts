// A real server process (apps/server/src/server.ts) for process-level tests: shutdown, faults. As
// `npm start` does, the demo data is seeded first (cli/seed.ts --if-empty): the server never seeds.
//
//   const server = await spawnServer({ DATABASE_URL: "", DATA_DIR: dir });
//   try { await server.ready(); ... } finally { await server.kill(); }
import { type ChildProcessByStdio, execFile, spawn } from "node:child_process";
import { type AddressInfo, createServer } from "node:net";
import type { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const serverEntry = fileURLToPath(new URL("../src/server.ts", import.meta.url));
const seedEntry = fileURLToPath(new URL("../src/cli/seed.ts", import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcessByStdio<null, Readable, Readable>;
  origin: string;
  /** Everything the process printed so far (JSON log lines, stderr). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Waits until /readyz answers 200 (or throws after `timeoutMs`). */
  ready(timeoutMs?: number): Promise<void>;
  /** Resolves once the process printed a line matching `pattern`. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** SIGKILL if still running. */
  kill(): Promise<void>;
}

export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const processEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info", ...env };
  await promisify(execFile)(process.execPath, [seedEntry, "--if-empty"], { env: processEnv });
  const child = spawn(process.execPath, [serverEntry], {
    env: processEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  let running = true;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running = false;
      resolve(code);
    }),
  );
  const waitForOutput = async (pattern: RegExp, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(output)) {
      if (Date.now() > deadline || !running) {
        throw new Error(`the server never printed ${pattern}:\n${output.slice(-4000)}`);
      }
      await sleep(5);
    }
  };
  return {
    child,
    origin,
    output: () => output,
    exited,
    waitForOutput,
    async ready(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline && running) {
        try {
          if ((await fetch(`${origin}/readyz`)).ok) {
            return;
          }
        } catch {
          // starting
        }
        await sleep(200);
      }
      throw new Error(`the server did not become ready:\n${output.slice(-4000)}`);
    },
    async kill() {
      if (running) {
        child.kill("SIGKILL");
        await exited;
      }
    },
  };
}
