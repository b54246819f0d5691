// Vitest globalSetup of the `server` project (vitest.config.ts): builds one migrated template
// database per test run, which test/database.ts clones for every test database.
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
import { databaseUrl, quoteIdentifier, withAdminClient } from "./database.ts";

const TEMPLATE_DATABASE = "cinelux_template";
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
    withAdminClient(url, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(TEMPLATE_DATABASE)} WITH (FORCE)`),
    );
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
  project.provide("testDatabase", { kind: "postgres", url, template: TEMPLATE_DATABASE });
  return async () => {
    await dropTemplate();
  };
}

async function setupPglite(project: TestProject): Promise<() => Promise<void>> {
  const useCache = process.env.CINELUX_TEST_TEMPLATE_CACHE !== "off";
  const cacheFolder = path.join(repoRoot, "node_modules", ".cache", "cinelux-test");
  const key = await templateKey();
  const cached = path.join(cacheFolder, `pglite-template-${key}.tar`);
  if (useCache && existsSync(cached)) {
    project.provide("testDatabase", { kind: "pglite", file: cached });
    return async () => {};
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

  if (useCache) {
    await mkdir(cacheFolder, { recursive: true });
    // Written beside and renamed: a concurrent run never reads half a file.
    const partial = `${cached}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, cached);
    for (const name of await readdir(cacheFolder)) {
      if (
        name.startsWith("pglite-template-") &&
        name !== path.basename(cached) &&
        !name.endsWith(".partial")
      ) {
        await rm(path.join(cacheFolder, name), { force: true });
      }
    }
    log(
      `built the PGlite template in ${Date.now() - started} ms (cached in ${path.relative(repoRoot, cached)})`,
    );
    project.provide("testDatabase", { kind: "pglite", file: cached });
    return async () => {};
  }

  const folder = await mkdtemp(path.join(os.tmpdir(), "cinelux-test-"));
  const file = path.join(folder, "pglite-template.tar");
  await writeFile(file, bytes);
  log(`built the PGlite template in ${Date.now() - started} ms`);
  project.provide("testDatabase", { kind: "pglite", file });
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
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
