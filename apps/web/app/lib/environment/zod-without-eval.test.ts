import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { config } from "zod/v4/core";
import "./zod-without-eval";

describe("zod in the browser", () => {
  it("parses without compiling code, as the CSP without 'unsafe-eval' requires", () => {
    expect(config().jitless).toBe(true);
  });

  it("is configured by the client entry before anything else it imports", () => {
    const entry = readFileSync(path.join(import.meta.dirname, "../../entry.client.tsx"), "utf8");
    const firstImport = entry.split("\n").find((line) => line.startsWith("import "));
    expect(firstImport).toBe('import "./lib/environment/zod-without-eval";');
  });
});
