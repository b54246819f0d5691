import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { createCustomer, tokenOf } from "../../test/factories.ts";
import { buildApp } from "../app.ts";

const t = useTestApp({ seed: false });
const lines: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  app = await buildApp({
    config: { ...t.config, logLevel: "info" },
    database: t.database,
    logStream: { write: (line) => lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe("logs", () => {
  it("are JSON lines with a request id and never carry a token, a password or a query secret", async () => {
    const customer = await createCustomer(t.database.db);
    const token = await tokenOf(t, customer);
    await app.inject({
      method: "GET",
      url: "/api/accounts/me",
      headers: { authorization: `Bearer ${token}`, "x-request-id": "trace-42" },
    });
    await app.inject({ method: "GET", url: "/auth/reset?token=SECRET-RESET-TOKEN&lang=fr" });
    await app.inject({
      method: "POST",
      url: "/auth/forgot",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: "_session=SECRET-COOKIE" },
      payload: `email=${encodeURIComponent(customer.mail)}&password=Hunter2-Secret&lang=fr`,
    });
    const output = lines.join("");
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      expect(() => JSON.parse(line)).not.toThrow();
    }
    expect(output).toContain('"reqId":"trace-42"');
    expect(output).toContain("/auth/reset");
    for (const secret of [token, "SECRET-RESET-TOKEN", "SECRET-COOKIE", "Hunter2-Secret"]) {
      expect(output).not.toContain(secret);
    }
  });

  it("make no pino child for a request that writes no line at the app's level", async () => {
    const quiet = await buildApp({
      config: { ...t.config, logLevel: "warn" },
      database: t.database,
      logStream: { write: () => undefined },
    });
    try {
      await quiet.ready();
      const child = vi.spyOn(quiet.log, "child");
      const response = await quiet.inject({ method: "GET", url: "/healthz" });
      expect(response.statusCode).toBe(200);
      expect(child).not.toHaveBeenCalled();
    } finally {
      await quiet.close();
    }
  });
});
