// Vitest globalSetup of the `server` project (vitest.config.ts): builds one migrated template
// database per test run, and a copy of it with the demo seed (createTestApp's default: each file's
// app clones it instead of seeding, ~2 s of CPU saved per file), which test/database.ts clones for
// every test database.
//
// - PGlite (default): migrates an in-memory PGlite (~3.5 s) and dumps its data folder to a tarball.
//   The tarball is cached in node_modules/.cache/cinelux-test/, keyed by the PGlite version and the
//   migrations, so later runs skip the build (CINELUX_TEST_TEMPLATE_CACHE=off disables the cache).
// - PostgreSQL (TEST_DATABASE_URL set): (re)creates and migrates the database `cinelux_template` on
//   that server, and drops it after the run.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client.ts";
import { migrateDatabase } from "../src/db/migrate.ts";
import { seedDemoData } from "../src/seed/index.ts";
import { databaseUrl, quoteIdentifier, withAdminClient } from "./database.ts";

const TEMPLATE_DATABASE = "cinelux_template";
const SEEDED_TEMPLATE_DATABASE = "cinelux_template_seeded";
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../../..");
const migrationsFolder = path.resolve(here, "../src/db/migrations");

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    return setupPostgres(project, url);
  }
  return setupPglite(project);
}

async function setupPostgres(project: TestProject, url: string): Promise<() => Promise<void>> {
  const started = Date.now();
  const dropTemplate = () =>
    withAdminClient(url, async (client) => {
      for (const name of [SEEDED_TEMPLATE_DATABASE, TEMPLATE_DATABASE]) {
        await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
      }
    });
  await dropTemplate();
  await withAdminClient(url, (client) =>
    client.query(`CREATE DATABASE ${quoteIdentifier(TEMPLATE_DATABASE)}`),
  );
  const handle = await openDatabase({ kind: "postgres", url: databaseUrl(url, TEMPLATE_DATABASE), max: 1 });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close(); // CREATE DATABASE ... TEMPLATE needs the template to have no connections
  }
  log(`migrated PostgreSQL template database ${TEMPLATE_DATABASE} in ${Date.now() - started} ms`);
  const seeding = Date.now();
  await withAdminClient(url, (client) =>
    client.query(
      `CREATE DATABASE ${quoteIdentifier(SEEDED_TEMPLATE_DATABASE)} TEMPLATE ${quoteIdentifier(TEMPLATE_DATABASE)}`,
    ),
  );
  const seeded = await openDatabase({
    kind: "postgres",
    url: databaseUrl(url, SEEDED_TEMPLATE_DATABASE),
    max: 1,
  });
  try {
    await seedDemoData({ db: seeded.db, env: "dev" });
  } finally {
    await seeded.close();
  }
  log(`seeded PostgreSQL template database ${SEEDED_TEMPLATE_DATABASE} in ${Date.now() - seeding} ms`);
  project.provide("testDatabase", {
    kind: "postgres",
    url,
    template: TEMPLATE_DATABASE,
    seededTemplate: SEEDED_TEMPLATE_DATABASE,
  });
  return async () => {
    await dropTemplate();
  };
}

async function setupPglite(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "cinelux-test-"));
  const file = await migratedPgliteTemplate(folder);
  const seededFile = path.join(folder, "pglite-template-seeded.tar");
  await writeFile(seededFile, await seededPgliteTemplate(file));
  project.provide("testDatabase", { kind: "pglite", file, seededFile });
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}

/**
 * The migrated template's tarball: from the cache when the migrations have not changed, else built
 * (into the cache, or into `folder` with the cache off).
 */
async function migratedPgliteTemplate(folder: string): Promise<string> {
  const useCache = process.env.CINELUX_TEST_TEMPLATE_CACHE !== "off";
  const cacheFolder = path.join(repoRoot, "node_modules", ".cache", "cinelux-test");
  const key = await templateKey();
  const cached = path.join(cacheFolder, `pglite-template-${key}.tar`);
  if (useCache && existsSync(cached)) {
    return cached;
  }

  const started = Date.now();
  const handle = await openDatabase({ kind: "pglite" });
  let dump: Blob;
  try {
    await migrateDatabase(handle);
    if (handle.driver.kind !== "pglite") {
      throw new Error("expected a PGlite handle");
    }
    dump = await handle.driver.client.dumpDataDir("none");
  } finally {
    await handle.close();
  }
  const bytes = new Uint8Array(await dump.arrayBuffer());

  if (!useCache) {
    const file = path.join(folder, "pglite-template.tar");
    await writeFile(file, bytes);
    log(`built the PGlite template in ${Date.now() - started} ms`);
    return file;
  }
  await mkdir(cacheFolder, { recursive: true });
  // Written beside and renamed: a concurrent run never reads half a file.
  const partial = `${cached}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, cached);
  for (const name of await readdir(cacheFolder)) {
    if (name.startsWith("pglite-template-") && name !== path.basename(cached) && !name.endsWith(".partial")) {
      await rm(path.join(cacheFolder, name), { force: true });
    }
  }
  log(
    `built the PGlite template in ${Date.now() - started} ms (cached in ${path.relative(repoRoot, cached)})`,
  );
  return cached;
}

/**
 * The migrated template with the demo seed, built once per run and never cached: the seed places
 * sessions and bookings around today, so yesterday's copy would be wrong.
 */
async function seededPgliteTemplate(migrated: string): Promise<Uint8Array> {
  const started = Date.now();
  const handle = await openDatabase({
    kind: "pglite",
    loadDataDir: new Blob([await readFile(migrated)]),
  });
  let dump: Blob;
  try {
    await seedDemoData({ db: handle.db, env: "dev" });
    if (handle.driver.kind !== "pglite") {
      throw new Error("expected a PGlite handle");
    }
    dump = await handle.driver.client.dumpDataDir("none");
  } finally {
    await handle.close();
  }
  log(`seeded the PGlite template in ${Date.now() - started} ms`);
  return new Uint8Array(await dump.arrayBuffer());
}

/** Changes whenever PGlite, the migrations or the code that opens and migrates the database change. */
async function templateKey(): Promise<string> {
  const hash = createHash("sha256");
  hash.update(`pglite ${await pgliteVersion()}\n`);
  const sources = [
    ...(await listFiles(migrationsFolder)),
    path.resolve(here, "../src/db/client.ts"),
    path.resolve(here, "../src/db/migrate.ts"),
    fileURLToPath(import.meta.url),
  ];
  for (const file of sources) {
    hash.update(`${path.relative(repoRoot, file)}\n`);
    hash.update(await readFile(file));
  }
  return hash.digest("hex").slice(0, 16);
}

async function pgliteVersion(): Promise<string> {
  for (const base of [path.resolve(here, ".."), repoRoot]) {
    try {
      const manifest = await readFile(
        path.join(base, "node_modules/@electric-sql/pglite/package.json"),
        "utf8",
      );
      return (JSON.parse(manifest) as { version: string }).version;
    } catch {
      // not installed there
    }
  }
  return "unknown";
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function log(message: string): void {
  console.log(`[test database] ${message}`);
}
