import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { config } from "zod/v4/core";
import "./zod-without-eval";

describe("zod in the browser", () => {
  it("parses without compiling code, as the CSP without 'unsafe-eval' requires", () => {
    expect(config().jitless).toBe(true);
  });

  it("is configured by the tunnel's entry before anything else it imports, and never by the app shell", () => {
    const read = (file: string) => readFileSync(path.join(import.meta.dirname, "../..", file), "utf8");
    const tunnel = read("features/booking/components/seat-page-entry.tsx");
    const firstImport = tunnel.split("\n").find((line) => line.startsWith("import "));
    expect(firstImport).toBe('import "../../../lib/environment/zod-without-eval";');
    expect(read("entry.client.tsx")).not.toContain("zod-without-eval");
    expect(read("root.tsx")).not.toContain("zod-without-eval");
  });
});
