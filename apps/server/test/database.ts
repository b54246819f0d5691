// Test databases for the server's tests: every call gives a fresh, migrated, private database.
//
//   const database = await createTestDatabase();
//   try { const app = await buildApp({ database, ... }); ... } finally { await database.close(); }
//
// One migrated template is built per test run by test/global-setup.ts (Vitest project `server`);
// each call clones it, which is far cheaper than migrating:
// - PGlite (default): an in-memory PGlite loaded from the template's data-folder dump (~0.5 s, and
//   ~750 MiB until close(): always close it, or the worker hangs and memory runs out).
// - PostgreSQL (TEST_DATABASE_URL set, e.g. by `npm run test:api`): `CREATE DATABASE t_<random>
//   TEMPLATE cinelux_template`, a pool to it, and DROP DATABASE on close().
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/client.ts";

/** What global-setup.ts hands to the test workers. */
export type TestDatabaseTemplate =
  | {
      kind: "pglite";
      /** A dumpDataDir() tarball of the migrated database. */
      file: string;
      /** The same with the demo seed in it (createTestApp's default database). */
      seededFile: string;
    }
  | {
      kind: "postgres";
      /** The server's maintenance database (TEST_DATABASE_URL). */
      url: string;
      template: string;
      seededTemplate: string;
    };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}

/** The template dumps (migrated, seeded), each read once per worker. */
const templateDumps = new Map<string, Promise<Blob>>();

function readTemplate(file: string): Promise<Blob> {
  let blob = templateDumps.get(file);
  if (!blob) {
    blob = readFile(file).then((bytes) => new Blob([bytes]));
    templateDumps.set(file, blob);
  }
  return blob;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** `url` with its database name replaced. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** Runs statements on a short-lived connection (CREATE/DROP DATABASE cannot run in a transaction). */
export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh migrated database, private to the caller. close() releases (and, on PostgreSQL, drops) it.
 * `seeded`: with the demo seed already in it (seeded once per run by global-setup.ts, the seed's
 * "now" being the run's start), instead of seeding each test file's database again (~2 s each).
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<DatabaseHandle> {
  const template = inject("testDatabase");
  if (!template) {
    throw new Error(
      "No test database template: run the server's tests through Vitest's `server` project " +
        "(`npm exec -- vitest run --project server`), whose globalSetup builds it.",
    );
  }
  if (template.kind === "pglite") {
    const file = options.seeded ? template.seededFile : template.file;
    return openDatabase({ kind: "pglite", loadDataDir: await readTemplate(file) });
  }

  const name = `t_${randomBytes(6).toString("hex")}`;
  await withAdminClient(template.url, (client) =>
    client.query(
      `CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(options.seeded ? template.seededTemplate : template.template)}`,
    ),
  );
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ kind: "postgres", url: databaseUrl(template.url, name), max: 5 });
  } catch (error) {
    await dropDatabase(template.url, name);
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    ...handle,
    close() {
      closing ??= handle.close().finally(() => dropDatabase(template.url, name));
      return closing;
    },
  };
}

async function dropDatabase(url: string, name: string): Promise<void> {
  await withAdminClient(url, async (client) => {
    try {
      // A plain DROP waits up to 5 s for the backends of the pool just ended to exit. WITH (FORCE)
      // right away would kill them while their clients still listen, an uncaught error in the test.
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)}`);
    } catch (error) {
      if ((error as { code?: string }).code !== "55006") {
        throw error;
      }
      // Still in use after 5 s: a connection leaked past close(). Drop it anyway.
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
    }
  });
}
