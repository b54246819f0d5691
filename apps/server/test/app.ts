// A real app on a private cloned database, for API tests through fastify.inject.
//
//   const t = await createTestApp();       // afterAll(() => t.close())
//   const token = await t.tokenFor("camille.martin@example.com");
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.ts";
import { type Config, loadConfig } from "../src/config.ts";
import type { DatabaseHandle } from "../src/db/client.ts";
import { issueAccessToken } from "../src/identity/tokens.ts";
import { findAccountByMail } from "../src/modules/accounts/accounts.repository.ts";
import type { CaptchaWork } from "../src/modules/captcha/captcha.service.ts";
import { createTestDatabase } from "./database.ts";

export const TEST_ORIGIN = "http://localhost:3000";

/** The parts of the OpenAPI document the tests read. */
export type OpenApi = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, unknown>; parameters?: { name: string }[] }>
  >;
};

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  /** A valid access token, signed by the provider's key, for a seeded customer. */
  tokenFor(mail: string): Promise<string>;
  accountId(mail: string): Promise<string>;
  /** The served OpenAPI document (/api/docs/json). */
  openApi(): Promise<OpenApi>;
  close(): Promise<void>;
}

/** A proof of work a test solves in milliseconds (production's counter is 1,000 to 5,000). */
export const TEST_CAPTCHA_WORK: CaptchaWork = { counterMin: 1, counterMax: 20 };

export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; captchaWork?: "production" } = {},
): Promise<TestApp> {
  // Files a server writes beside its database (the artwork cache on PostgreSQL runs) go to a folder
  // of this app's own, not into the repository's .data.
  const dataDir = options.env?.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), "cinelux-test-data-")));
  const config = loadConfig({
    PORT: "3000",
    APP_ENV: "dev",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    ...options.env,
  });
  // The demo seed comes with the database (test/global-setup.ts seeds a template once per run).
  const database = await createTestDatabase({ seeded: options.seed !== false });
  try {
    const app = await buildApp({
      config,
      database,
      logger: false,
      captchaWork: options.captchaWork === "production" ? undefined : TEST_CAPTCHA_WORK,
    });
    await app.ready();
    const accountId = async (mail: string) => {
      const account = await findAccountByMail(database.db, mail);
      if (!account) {
        throw new Error(`no seeded account ${mail}`);
      }
      return account.id;
    };
    return {
      app,
      config,
      database,
      accountId,
      openApi: async () => (await app.inject("/api/docs/json")).json() as OpenApi,
      tokenFor: async (mail) =>
        issueAccessToken({ db: database.db, config, accountId: await accountId(mail) }),
      async close() {
        await app.close();
        await database.close();
        if (!options.env?.DATA_DIR) {
          await rm(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
