// A real app on a private cloned database, for API tests through fastify.inject.
//
//   const t = useTestApp();                // built in beforeAll, closed in afterAll
//   const customer = await createCustomer(t.database.db);   // test/factories.ts
//   const token = await t.tokenFor(customer.mail);
//
// createTestApp() builds one by hand, for a test that needs an app of its own. The database holds
// the demo seed unless `seed: false`: a file that makes all its own data says so, which proves it.
// The app's inject() checks every answer against the app's OpenAPI document (test/openapi-answers.ts):
// an answer the document does not declare fails the test that received it.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../src/app.ts";
import { type Config, loadConfig } from "../src/config.ts";
import { type DatabaseHandle, openDatabase } from "../src/db/client.ts";
import { issueAccessToken } from "../src/identity/tokens.ts";
import { findAccountByMail } from "../src/modules/accounts/accounts.repository.ts";
import type { CaptchaWork } from "../src/modules/captcha/captcha.service.ts";
import type { PaymentProvider } from "../src/modules/payments/payment-provider.ts";
import { createTestDatabase } from "./database.ts";
import { withCheckedAnswers } from "./openapi-answers.ts";

export const TEST_ORIGIN = "http://localhost:3000";

/** The parts of the OpenAPI document the tests read. */
export type OpenApi = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, unknown>; parameters?: { name: string }[] }>
  >;
};

export interface TestApp {
  /** The app, whose inject() checks each answer against its OpenAPI document. */
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  /** A valid access token, signed by the provider's key, for the customer with `mail` (one the test made). */
  tokenFor(mail: string): Promise<string>;
  accountId(mail: string): Promise<string>;
  /** The served OpenAPI document (/api/docs/json). */
  openApi(): Promise<OpenApi>;
  close(): Promise<void>;
}

/** A proof of work a test solves in milliseconds (production's counter is 1,000 to 5,000). */
export const TEST_CAPTCHA_WORK: CaptchaWork = { counterMin: 1, counterMax: 20 };

export type TestAppOptions = {
  seed?: boolean;
  env?: Record<string, string>;
  captchaWork?: "production";
  /** The payment provider (test/memory-provider.ts); without it, the configuration's (the built-in one). */
  paymentProvider?: PaymentProvider;
};

/**
 * The file's app: built in a beforeAll on the file's own database clone, closed in an afterAll.
 * Called at the top of a test file, before the file's own hooks: vitest runs beforeAll hooks in
 * order and afterAll hooks in reverse, so the file's setup finds the app built and its teardown
 * runs before the app closes. The handle reads the app of the moment, so it is used inside hooks
 * and tests only.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(options);
  });
  afterAll(async () => {
    await built?.close();
  });
  const current = (): TestApp => {
    if (!built) {
      throw new Error("the test app is built in beforeAll: use it inside a hook or a test");
    }
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get database() {
      return current().database;
    },
    tokenFor: (mail) => current().tokenFor(mail),
    accountId: (mail) => current().accountId(mail),
    openApi: () => current().openApi(),
    close: () => current().close(),
  };
}

/**
 * A second server process on the test app's database, as behind a load balancer: built after the
 * app in a beforeAll, closed before it. Called after useTestApp, for the same hook order.
 */
export function useSecondProcess(t: TestApp): { readonly app: FastifyInstance } {
  let built: FastifyInstance | undefined;
  let checked: FastifyInstance | undefined;
  beforeAll(async () => {
    built = await buildApp({ config: t.config, database: t.database, logger: false });
    await built.ready();
    checked = withCheckedAnswers(built);
  });
  afterAll(async () => {
    await built?.close();
  });
  return {
    get app() {
      if (!checked) {
        throw new Error("the second process is built in beforeAll: use it inside a hook or a test");
      }
      return checked;
    },
  };
}

/**
 * On PostgreSQL, a second server process as in production: its own app and its own connection pool
 * to the test app's database (useSecondProcess shares the first one's pool, so a race of many
 * requests would queue both "processes" on the same few connections). On PGlite, none: `app` is
 * undefined and the test runs its requests through the first app. Called after useTestApp.
 */
export function useSeparateProcess(t: TestApp): { readonly app: FastifyInstance | undefined } {
  let second: { app: FastifyInstance; database: DatabaseHandle } | undefined;
  beforeAll(async () => {
    const driver = t.database.driver;
    if (driver.kind !== "postgres" || driver.pool.options.connectionString === undefined) {
      return;
    }
    const database = await openDatabase({
      kind: "postgres",
      url: driver.pool.options.connectionString,
      max: 5,
    });
    const app = await buildApp({ config: t.config, database, logger: false });
    await app.ready();
    second = { app: withCheckedAnswers(app), database };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
  });
  return {
    get app() {
      return second?.app;
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
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
      paymentProvider: options.paymentProvider,
    });
    await app.ready();
    const accountId = async (mail: string) => {
      const account = await findAccountByMail(database.db, mail);
      if (!account) {
        throw new Error(`no account ${mail}`);
      }
      return account.id;
    };
    return {
      app: withCheckedAnswers(app),
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
