import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The files a module imports statically (`import … from "./x.ts"`), followed within this folder tree. */
function staticClosure(entry: string): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) {
      return;
    }
    const source = readFileSync(file, "utf8");
    seen.set(file, source);
    for (const match of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+"(\.{1,2}\/[^"]+)";/gms)) {
      const target = path.resolve(path.dirname(file), match[1] ?? "");
      if (target.startsWith(import.meta.dirname)) {
        visit(target);
      }
    }
  };
  visit(entry);
  return seen;
}

describe("media routes at start", () => {
  it("load neither sharp nor the generator: they come with the first image (cold start budget)", () => {
    const closure = staticClosure(path.join(import.meta.dirname, "media.routes.ts"));
    const files = [...closure.keys()].map((file) => path.relative(import.meta.dirname, file));
    expect(files).toContain("artwork-store.ts");
    expect(files).not.toContain("artwork-encoder.ts");
    expect(files).not.toContain("artwork-generator.ts");
    for (const [file, source] of closure) {
      expect(source, file).not.toMatch(/^import\s+(?!type\b)[^;]*from\s+"sharp";/m);
    }
  });
});
