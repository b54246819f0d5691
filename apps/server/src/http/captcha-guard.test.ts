import { CAPTCHA_HEADER } from "@cinelux/contract/captcha-header";
import { createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import type { OpenApi } from "../../test/app.ts";
import { createTestDatabase } from "../../test/database.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { loadCaptchaSecrets } from "../modules/captcha/captcha.repository.ts";
import { CAPTCHA } from "../modules/captcha/captcha.service.ts";

const ROUTE = "/api/test/captcha-donate";

/** The real app with one throwaway route that asks for the captcha (public: no token to mint). */
async function guardedApp(database: DatabaseHandle) {
  const config = loadConfig({ PORT: "3000", APP_ENV: "dev", LOG_LEVEL: "silent" });
  const app = await buildApp({ config, database, logger: false });
  const handled: string[] = [];
  app.post(
    ROUTE,
    {
      config: { public: true, captcha: true },
      schema: {
        body: z.strictObject({ id: z.string() }),
        response: { 200: z.object({ donated: z.string() }) },
      },
    },
    async (request) => {
      const { id } = request.body as { id: string };
      handled.push(id);
      return { donated: id };
    },
  );
  await app.ready();
  return { app, handled };
}

type Challenge = Parameters<typeof solveChallenge>[0]["challenge"];
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

/** What the `altcha` widget sends: a challenge from GET /api/captcha, solved. */
async function solve(app: FastifyInstance) {
  const challenge: Challenge = (await app.inject("/api/captcha")).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) {
    throw new Error("the challenge went unsolved");
  }
  return { challenge, solution, payload: encode({ challenge, solution }) };
}

function donate(app: FastifyInstance, answer?: string, body: unknown = { id: "prepaid-1" }) {
  return app.inject({
    method: "POST",
    url: ROUTE,
    headers: answer === undefined ? {} : { [CAPTCHA_HEADER]: answer },
    payload: body as object,
  });
}

let database: DatabaseHandle;
let first: Awaited<ReturnType<typeof guardedApp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  first = await guardedApp(database);
});
afterAll(async () => {
  await first?.app.close();
  await database?.close();
});

describe("a route with config.captcha", () => {
  it("refuses a call without the header with CAPTCHA_REQUIRED, before the handler runs", async () => {
    const response = await donate(first.app);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "CAPTCHA_REQUIRED" });
    expect(first.handled).toEqual([]);
  });

  it("runs once with a solved answer and refuses the same answer again with CAPTCHA_REPLAYED", async () => {
    const { payload } = await solve(first.app);
    const accepted = await donate(first.app, payload, { id: "once" });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ donated: "once" });

    const replayed = await donate(first.app, payload, { id: "twice" });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ code: "CAPTCHA_REPLAYED" });
    expect(first.handled).toEqual(["once"]);
  });

  it("refuses a tampered answer with CAPTCHA_INVALID: a longer life, a wrong key, garbage", async () => {
    const { challenge, solution, payload } = await solve(first.app);
    const longer = {
      ...challenge,
      parameters: { ...challenge.parameters, expiresAt: (challenge.parameters.expiresAt ?? 0) + 3600 },
    };
    for (const answer of [
      encode({ challenge: longer, solution }),
      encode({ challenge, solution: { ...solution, derivedKey: "00".repeat(32) } }),
      "not an altcha payload",
    ]) {
      const response = await donate(first.app, answer);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "CAPTCHA_INVALID" });
    }
    // The refusals spent nothing: the genuine answer still passes.
    expect((await donate(first.app, payload)).statusCode).toBe(200);
  });

  it("refuses an expired answer with CAPTCHA_INVALID, though its signature is genuine", async () => {
    const secrets = await loadCaptchaSecrets(database.db);
    const challenge = await createChallenge({
      algorithm: CAPTCHA.algorithm,
      cost: CAPTCHA.cost,
      counter: 10,
      deriveKey,
      expiresAt: new Date(Date.now() - 1_000),
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.key,
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    const response = await donate(first.app, encode({ challenge, solution }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "CAPTCHA_INVALID" });
  });

  it("does not spend the answer on a call its schema refuses", async () => {
    const { payload } = await solve(first.app);
    const refused = await donate(first.app, payload, { id: "x", extra: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "BAD_REQUEST" });
    expect((await donate(first.app, payload)).statusCode).toBe(200);
    expect((await donate(first.app, payload)).json()).toMatchObject({ code: "CAPTCHA_REPLAYED" });
  });

  it("names the header and the 400 in the OpenAPI document", async () => {
    const document = (await first.app.inject("/api/docs/json")).json() as OpenApi;
    const operation = document.paths[ROUTE]?.post;
    expect(operation?.parameters?.map((parameter) => parameter.name)).toContain(CAPTCHA_HEADER);
    expect(Object.keys(operation?.responses ?? {})).toContain("400");
  });

  it("refuses on a second server, on its own connections to the same database, an answer the first accepted", async () => {
    // On PostgreSQL a second pool is a second process's view; PGlite is one process, one handle.
    const shared =
      database.driver.kind === "postgres"
        ? await openDatabase({ kind: "postgres", url: String(database.driver.pool.options.connectionString) })
        : database;
    const second = await guardedApp(shared);
    try {
      const { payload } = await solve(first.app);
      expect((await donate(first.app, payload)).statusCode).toBe(200);
      const replayed = await donate(second.app, payload);
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json()).toMatchObject({ code: "CAPTCHA_REPLAYED" });
      expect(second.handled).toEqual([]);

      // And the other way round: the second server's answer is spent for the first.
      const other = await solve(second.app);
      expect((await donate(second.app, other.payload)).statusCode).toBe(200);
      expect((await donate(first.app, other.payload)).json()).toMatchObject({ code: "CAPTCHA_REPLAYED" });
    } finally {
      await second.app.close();
      if (shared !== database) {
        await shared.close();
      }
    }
  });
});
