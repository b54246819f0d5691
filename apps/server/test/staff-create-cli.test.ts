import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const cli = fileURLToPath(new URL("../src/cli/staff-create.ts", import.meta.url));

function run(args: string[], env: Record<string, string> = {}) {
  const clean = { ...process.env };
  delete clean.DATABASE_URL;
  return spawnSync(process.execPath, [cli, ...args], {
    env: { ...clean, ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
}

describe("npm run staff:create", () => {
  it("asks for a mail and at least one known role", () => {
    for (const args of [
      [],
      ["anne@cinelux.test"],
      ["anne@cinelux.test", "--role", "boss"],
      ["no-mail", "--role", "admin"],
    ]) {
      const result = run(args);
      expect(result.status, args.join(" ")).toBe(2);
      expect(result.stderr).toContain("usage");
    }
  });

  it("refuses in prod and preprod away from the server's machine, and without --yes on it", () => {
    for (const env of ["prod", "preprod"]) {
      const remote = run(["anne@cinelux.test", "--role", "admin", "--yes"], {
        APP_ENV: env,
        DATABASE_URL: "postgres://cinelux@db.example.com:5432/cinelux",
      });
      expect(remote.status).toBe(1);
      expect(remote.stderr).toContain("server's machine");
      const noYes = run(["anne@cinelux.test", "--role", "admin"], {
        APP_ENV: env,
        DATABASE_URL: "postgres://cinelux@localhost:5432/cinelux",
      });
      expect(noYes.status).toBe(1);
      expect(noYes.stderr).toContain("--yes");
      expect(noYes.stdout).toBe("");
    }
  });

  it("creates the staff member and prints the first password and the TOTP enrolment, once per mail", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "staff-create-"));
    try {
      const created = run(["Anne@Cinelux.test", "--role", "admin", "--role", "agent", "--name", "Anne"], {
        APP_ENV: "dev",
        DATA_DIR: dataDir,
      });
      expect(created.stderr).toBe("");
      expect(created.status).toBe(0);
      expect(created.stdout).toContain("created staff member anne@cinelux.test (admin, agent)");
      expect(created.stdout).toMatch(/first password: \S{20,}/);
      expect(created.stdout).toMatch(/otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
      const again = run(["anne@cinelux.test", "--role", "agent"], { APP_ENV: "dev", DATA_DIR: dataDir });
      expect(again.status).toBe(1);
      expect(again.stderr).toContain("already exists");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
