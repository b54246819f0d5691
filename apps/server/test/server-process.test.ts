import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.ts";

const serverEntry = fileURLToPath(new URL("../src/server.ts", import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitReady(url: string): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // starting
    }
    await sleep(250);
  }
  throw new Error("server did not become ready");
}

describe("the server process", () => {
  it("stops on SIGTERM after answering the request in flight, and leaves its database closed cleanly", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "cinelux-process-"));
    const port = await freePort();
    const child = spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
        DATABASE_URL: "",
        // SIGTERM keeps listening half the drain period (test/shutdown.test.ts): keep this test short.
        DRAIN_SECONDS: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    try {
      await waitReady(`http://127.0.0.1:${port}/readyz`);
      // A write to the database, still in flight when the signal arrives.
      const slow = fetch(`http://127.0.0.1:${port}/auth/forgot`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "email=camille.martin%40example.com&lang=fr",
      });
      // Signal only once the server has the request (its own log says so), or the test would race.
      for (
        let i = 0;
        i < 400 && !/"path":"\/auth\/forgot"[^\n]*"msg":"incoming request"/.test(output);
        i += 1
      ) {
        await sleep(5);
      }
      child.kill("SIGTERM");
      expect((await slow).status).toBe(200);
      expect(await exited).toBe(0);
      expect(output).toContain("shutting down");
      // PGlite was closed properly: the folder opens again.
      const reopened = await openDatabase({ kind: "pglite", dataDir });
      await reopened.ping();
      await reopened.close();
    } finally {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
