import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const cli = fileURLToPath(new URL("../src/cli/token.ts", import.meta.url));

describe("npm run token", () => {
  it("refuses outside the dev environment", () => {
    for (const env of ["prod", "preprod", "staging"]) {
      const run = spawnSync(process.execPath, [cli, "camille.martin@example.com"], {
        env: { ...process.env, APP_ENV: env },
        encoding: "utf8",
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("refused");
      expect(run.stdout).toBe("");
    }
  });

  it("asks for an e-mail", () => {
    const run = spawnSync(process.execPath, [cli], { encoding: "utf8" });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("usage");
  });
});
