// SIGTERM with customers connected (docs/availability.md "Shutdown"): a real server process, kept-alive
// clients sending in a loop, slow requests in flight when the signal arrives.

import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, spawnServer } from "./spawn-server.ts";

const DRAIN_SECONDS = 2;

interface Answer {
  status: number;
  connection: string | undefined;
  reusedSocket: boolean;
  body: string;
  at: number;
}

/** One request on `agent`; `slowBody` is sent in two halves, the second after `pauseMs`. */
function request(
  origin: string,
  agent: http.Agent,
  options: { method?: string; path: string; token?: string; slowBody?: string; pauseMs?: number },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.slowBody;
    const req = http.request(`${origin}${options.path}`, {
      agent,
      method: options.method ?? "GET",
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {}),
      },
    });
    req.on("error", reject);
    req.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("error", reject);
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          reusedSocket: req.reusedSocket,
          body: text,
          at: Date.now(),
        }),
      );
    });
    if (body) {
      const half = Math.floor(body.length / 2);
      req.write(body.slice(0, half));
      setTimeout(() => req.end(body.slice(half)), options.pauseMs ?? 0);
    } else {
      req.end();
    }
  });
}

describe("SIGTERM with kept-alive clients", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cinelux-shutdown-"));
  let server: ServerProcess;
  let token = "";

  beforeAll(async () => {
    server = await spawnServer({
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      APP_ENV: "dev",
      DRAIN_SECONDS: String(DRAIN_SECONDS),
    });
    await server.ready();
    const response = await fetch(`${server.origin}/dev/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mail: "camille.martin@example.com" }),
    });
    token = ((await response.json()) as { accessToken: string }).accessToken;
  }, 90_000);

  afterAll(async () => {
    await server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("turns /readyz 503, serves every request in flight and on kept-alive sockets with Connection: close, then exits 0 within the drain period", async () => {
    const agents = Array.from({ length: 4 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    const errors: unknown[] = [];
    let signalledAt = Number.POSITIVE_INFINITY;

    // Loop clients: like a load balancer, each sends until an answer says the connection closes.
    const loop = async (agent: http.Agent, index: number) => {
      const answers: Answer[] = [];
      for (;;) {
        const answer = await request(server.origin, agent, {
          path: index % 2 === 0 ? "/api/accounts/me" : "/healthz",
          token,
        });
        answers.push(answer);
        if (answer.connection === "close") {
          return answers;
        }
        await sleep(25);
      }
    };
    // Idle kept-alive client: one request before the signal, the next one during the drain.
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const beforeSignal = await request(server.origin, idleAgent, { path: "/api/accounts/me", token });
    expect(beforeSignal.connection).toBe("keep-alive");

    const loops = agents.slice(0, 3).map((agent, index) =>
      loop(agent, index).catch((error: unknown) => {
        errors.push(error);
        return [] as Answer[];
      }),
    );
    // Slow writes: headers and half the body now, the rest after the listener has closed.
    const slowAgent = agents[3] as http.Agent;
    const slow = [1, 2].map((n) =>
      request(server.origin, n === 1 ? slowAgent : new http.Agent({ keepAlive: true }), {
        method: "PATCH",
        path: "/api/accounts/me",
        token,
        slowBody: JSON.stringify({ firstname: `Drained${n}` }),
        pauseMs: DRAIN_SECONDS * 1000 * 0.5 + 600,
      }).catch((error: unknown) => {
        errors.push(error);
        return undefined;
      }),
    );
    await server.waitForOutput(/"method":"PATCH"[^\n]*"msg":"incoming request"[\s\S]*"method":"PATCH"/);
    await sleep(200);

    signalledAt = Date.now();
    server.child.kill("SIGTERM");
    // /readyz fails first, while the listener still takes connections.
    let readyz: Answer | undefined;
    for (let i = 0; i < 50 && readyz?.status !== 503; i += 1) {
      readyz = await request(server.origin, new http.Agent(), { path: "/readyz" });
      await sleep(10);
    }
    expect(readyz?.status).toBe(503);
    // Within the notice (half the drain period), while the listener still takes connections: the
    // rule is the order. How fast it comes is measured apart (docs/availability.md): a loaded CI
    // machine once took 717 ms to run the signal's handler.
    expect(readyz?.at).toBeLessThan(signalledAt + DRAIN_SECONDS * 500);

    await sleep(300);
    const idleNext = await request(server.origin, idleAgent, { path: "/api/accounts/me", token });
    expect(idleNext).toMatchObject({ status: 200, connection: "close", reusedSocket: true });

    const loopAnswers = await Promise.all(loops);
    const slowAnswers = await Promise.all(slow);
    const code = await server.exited;
    const exitedAfter = Date.now() - signalledAt;

    expect(errors).toEqual([]);
    for (const answers of loopAnswers) {
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      const last = answers.at(-1);
      expect(last?.at).toBeGreaterThan(signalledAt);
      // Answered on the socket the client kept alive from before the signal.
      expect(last).toMatchObject({ status: 200, connection: "close", reusedSocket: true });
    }
    for (const answer of slowAnswers) {
      expect(answer?.status).toBe(200);
      expect(answer?.at).toBeGreaterThan(signalledAt + DRAIN_SECONDS * 500);
      expect(answer?.connection).toBe("close");
    }
    expect(JSON.parse(slowAnswers[1]?.body ?? "{}")).toMatchObject({ firstName: "Drained2" });
    expect(code).toBe(0);
    expect(exitedAfter).toBeLessThan(DRAIN_SECONDS * 1000 + 1_500);
    console.log(
      `SIGTERM: /readyz 503 after ${(readyz?.at ?? 0) - signalledAt} ms, exit 0 after ${exitedAfter} ms`,
    );
    for (const agent of [...agents, idleAgent]) {
      agent.destroy();
    }
  }, 60_000);
});
