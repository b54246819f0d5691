import Fastify, { type FastifyInstance } from "fastify";
import { createLocalJWKSet } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { createStaff, staffTokenFor } from "../../test/staff.factories.ts";
import { loadIdentityKeys, publicJwks } from "../db/keys.ts";
import { registerErrorHandler } from "./errors.ts";
import { FRESH_MFA_SECONDS, registerStaffGuard } from "./staff-guard.ts";

const t = useTestApp({ seed: false });

/** The guard alone on a bare app, with the test app's keys: routes the real app does not have yet. */
async function guardedApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  const keySet = createLocalJWKSet(publicJwks(await loadIdentityKeys(t.database.db)));
  registerStaffGuard(app, t.config, async () => keySet, { isRevoked: () => false });
  return app;
}

describe("the staff guard", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await guardedApp();
    app.get("/api/staff/settings", { config: { staff: "admin" } }, async (request) => ({
      id: request.staff?.id,
    }));
    app.post("/api/staff/settings", { config: { staff: "admin" } }, async () => ({ done: true }));
    app.post("/api/staff/cases/:id/answer", { config: { staff: "agent" } }, async () => ({ done: true }));
    await app.ready();
  });
  afterAll(async () => app.close());

  it("asks an admin's write for a second factor under 15 minutes, and lets a read through", async () => {
    const { staff } = await createStaff(t.database.db, { roles: ["admin"] });
    const stale = await staffTokenFor(t, staff, { mfaAgoSeconds: FRESH_MFA_SECONDS + 60 });
    const headers = { authorization: `Bearer ${stale}` };
    const write = await app.inject({ method: "POST", url: "/api/staff/settings", headers });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: "STAFF_FRESH_MFA_REQUIRED" });
    const read = await app.inject({ method: "GET", url: "/api/staff/settings", headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ id: staff.id });
    // An agent's action is not an admin's: no fresh factor asked.
    const agentRoute = await app.inject({ method: "POST", url: "/api/staff/cases/x/answer", headers });
    expect(agentRoute.statusCode).toBe(200);

    const fresh = await staffTokenFor(t, staff, { mfaAgoSeconds: 60 });
    const freshWrite = await app.inject({
      method: "POST",
      url: "/api/staff/settings",
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(freshWrite.statusCode).toBe(200);
  });

  it("refuses a staff token whose roles lack the route's, in the request's language", async () => {
    const { staff } = await createStaff(t.database.db, { roles: ["moderator"] });
    const token = await staffTokenFor(t, staff);
    const response = await app.inject({
      method: "POST",
      url: "/api/staff/cases/x/answer",
      headers: { authorization: `Bearer ${token}`, "accept-language": "nl" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "STAFF_ROLE_REQUIRED",
      message: "Je rol laat deze actie niet toe.",
    });
  });

  it("stops the start when a /api/staff route declares no role", async () => {
    const bare = await guardedApp();
    const start = async () => {
      await bare.register(async (scope) => {
        scope.get("/api/staff/forgotten", async () => ({}));
      });
      await bare.ready();
    };
    await expect(start()).rejects.toThrow(/declares its role/);
    await bare.close().catch(() => undefined);
  });
});
