// Fitness test for the server's table ownership (STYLE.md "Boundaries are checked by a test"; the
// order of the folders is layers.test.ts's):
// - a repository owns the tables it writes: `modules/<name>/<name>.repository.ts`. Identity (and the
//   http layer) may not write a table a module owns; they call that module's repository or service.
//   The provider's own storage, declared in db/schema/identity.ts, is identity's; the purge job's
//   repository sweeps expired rows of every table and owns none.
// - modules talk through services: a module never imports another module's repository.
// Read from the source text (no type checker): drizzle builder writes `.insert(t)`, `.update(t)`,
// `.delete(t)` and raw `insert into ${t}`, `update ${t}`, `delete from ${t}`, where `t` is a table.
import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** Source files by path relative to src/, with forward slashes. */
type Sources = Map<string, string>;

/** Folders whose files write no table a module owns. */
const GUARDED_FOLDERS = ["identity/", "http/"];
const IDENTITY_SCHEMA = "db/schema/identity.ts";
/** Deletes the expired rows of every kind (docs/security.md): a sweeper, not an owner. */
const SWEEPERS = new Set(["modules/purge/purge.repository.ts"]);
const REPOSITORY = /^modules\/([a-z-]+)\/\1\.repository\.ts$/;
const MODULE_FILE = /^modules\/([a-z-]+)\//;

function tablesDeclaredIn(source: string): string[] {
  return [...source.matchAll(/export const (\w+) = pgTable\(/g)].map((match) => match[1] as string);
}

/** The tables a source writes, among `tables`. */
function tablesWritten(source: string, tables: ReadonlySet<string>): Set<string> {
  const written = new Set<string>();
  const builder = /\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g;
  const raw = /\b(?:insert\s+into|update|delete\s+from)\s+\$\{\s*(\w+)\s*\}/gi;
  for (const match of [...source.matchAll(builder), ...source.matchAll(raw)]) {
    const name = match[1] as string;
    if (tables.has(name)) {
      written.add(name);
    }
  }
  return written;
}

/** The modules/* paths a file imports, resolved against its own folder (".ts" added when absent). */
function importedPaths(path: string, source: string): string[] {
  const specifiers = [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)];
  return specifiers
    .map((match) => match[1] as string)
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => posix.normalize(posix.join(posix.dirname(path), specifier)))
    .map((resolved) => (resolved.endsWith(".ts") ? resolved : `${resolved}.ts`));
}

/** Every broken boundary, one line each; empty when the code keeps them. */
function boundaryViolations(sources: Sources): string[] {
  const code = [...sources].filter(([path]) => !path.endsWith(".test.ts"));
  const tables = new Set(
    code.filter(([path]) => path.startsWith("db/schema/")).flatMap(([, source]) => tablesDeclaredIn(source)),
  );
  const identityTables = new Set(tablesDeclaredIn(sources.get(IDENTITY_SCHEMA) ?? ""));

  const owners = new Map<string, string[]>();
  for (const [path, source] of code) {
    if (!REPOSITORY.test(path) || SWEEPERS.has(path)) {
      continue;
    }
    for (const table of tablesWritten(source, tables)) {
      if (!identityTables.has(table)) {
        owners.set(table, [...(owners.get(table) ?? []), path]);
      }
    }
  }

  const violations: string[] = [];
  for (const [path, source] of code) {
    if (GUARDED_FOLDERS.some((folder) => path.startsWith(folder))) {
      for (const table of tablesWritten(source, tables)) {
        const owner = owners.get(table);
        if (owner) {
          violations.push(`${path} writes ${table}, which ${owner.join(" and ")} owns`);
        }
      }
    }
    const module = MODULE_FILE.exec(path)?.[1];
    if (module) {
      for (const imported of importedPaths(path, source)) {
        const other = MODULE_FILE.exec(imported)?.[1];
        if (other && other !== module && imported.endsWith(".repository.ts")) {
          violations.push(`${path} imports ${imported}: call the ${other} module's service instead`);
        }
      }
    }
  }
  return violations;
}

function readSources(): Sources {
  const root = fileURLToPath(new URL(".", import.meta.url));
  const files = readdirSync(root, { recursive: true, encoding: "utf8" });
  return new Map(
    files
      .map((file) => file.split("\\").join("/"))
      .filter((file) => file.endsWith(".ts") && !file.includes("node_modules/"))
      .map((file) => [file, readFileSync(`${root}/${file}`, "utf8")]),
  );
}

const SCHEMA: Sources = new Map([
  ["db/schema/accounts.ts", 'export const accounts = pgTable("accounts", {});'],
  ["db/schema/identity.ts", 'export const loginAttempts = pgTable("login_attempts", {});'],
  ["modules/accounts/accounts.repository.ts", "await tx.update(accounts).set(values);"],
  ["modules/revocation/revocation.repository.ts", "await db.delete(loginAttempts);"],
  ["db/schema/security.ts", 'export const rateLimits = pgTable("rate_limits", {});'],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a fake file.
  ["modules/purge/purge.repository.ts", "await db.execute(sql`delete from ${rateLimits} where x`);"],
]);
const withFiles = (files: Record<string, string>): Sources => new Map([...SCHEMA, ...Object.entries(files)]);

describe("the server's boundaries", () => {
  it("hold in the code today", () => {
    const sources = readSources();
    expect(sources.has("modules/accounts/accounts.repository.ts")).toBe(true);
    expect(boundaryViolations(sources)).toEqual([]);
  });

  it("catch identity writing a table a module's repository owns, by builder or raw SQL", () => {
    const violations = boundaryViolations(
      withFiles({
        "identity/reset.ts": "await tx\n  .update(accounts)\n  .set({ passwordHash });",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a fake file.
        "identity/verify.ts": "await db.execute(sql`update ${accounts} set mail_verified_at = now()`);",
        "http/sweep.ts": "await db.insert( accounts ).values(row);",
      }),
    );
    expect(violations).toEqual([
      "identity/reset.ts writes accounts, which modules/accounts/accounts.repository.ts owns",
      "identity/verify.ts writes accounts, which modules/accounts/accounts.repository.ts owns",
      "http/sweep.ts writes accounts, which modules/accounts/accounts.repository.ts owns",
    ]);
  });

  it("let identity write its own tables and the ones only the purge sweeps, read the modules' ones, and ignore non-tables", () => {
    const violations = boundaryViolations(
      withFiles({
        "modules/credentials/brute-force.ts": "await db.delete(loginAttempts).where(x);",
        "identity/sign-in.ts": "await db.select().from(accounts); hash.update(content); cache.delete(id);",
        "identity/sign-in.test.ts": "await db.update(accounts).set({ registered: true });",
        "http/rate-limit-store.ts": "await db.insert(rateLimits).values(row);",
      }),
    );
    expect(violations).toEqual([]);
  });

  it("catch a module importing another module's repository, not its service or its own repository", () => {
    const violations = boundaryViolations(
      withFiles({
        "modules/bookings/bookings.service.ts": [
          'import { findAccountById } from "../accounts/accounts.repository.ts";',
          'import { sendMail } from "../outbox/outbox.service.ts";',
          'import { findBookings } from "./bookings.repository.ts";',
        ].join("\n"),
        "modules/wallet/wallet.service.ts":
          'const repo = await import("../../modules/outbox/outbox.repository");',
      }),
    );
    expect(violations).toEqual([
      "modules/bookings/bookings.service.ts imports modules/accounts/accounts.repository.ts: call the accounts module's service instead",
      "modules/wallet/wallet.service.ts imports modules/outbox/outbox.repository.ts: call the outbox module's service instead",
    ]);
  });
});
