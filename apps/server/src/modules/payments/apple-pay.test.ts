import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.ts";
import { APPLE_PAY_ASSOCIATION_PATH } from "./payments.routes.ts";

describe("Apple Pay's domain validation file", () => {
  it("is served on both domains when configured, and nowhere otherwise", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "cinelux-apple-pay-"));
    const file = path.join(folder, "association");
    await writeFile(file, "7B227073704964223A2239353...");
    const configured = await createTestApp({ seed: false, env: { APPLE_PAY_DOMAIN_FILE: file } });
    try {
      for (const host of ["localhost:3000", "nl.localhost:3000"]) {
        const answer = await configured.app.inject({ url: APPLE_PAY_ASSOCIATION_PATH, headers: { host } });
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toBe("7B227073704964223A2239353...");
      }
    } finally {
      await configured.close();
    }
    const bare = await createTestApp({ seed: false });
    try {
      expect((await bare.app.inject({ url: APPLE_PAY_ASSOCIATION_PATH })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
