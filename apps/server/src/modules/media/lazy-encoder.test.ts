import path from "node:path";
import { describe, expect, it } from "vitest";
import { runtimePackageImports, staticClosure } from "../../../test/static-closure.ts";

describe("media routes at start", () => {
  it("load neither sharp nor the generator: they come with the first image (cold start budget)", () => {
    const closure = staticClosure([path.join(import.meta.dirname, "media.routes.ts")], import.meta.dirname);
    const files = [...closure.keys()].map((file) => path.relative(import.meta.dirname, file));
    expect(files).toContain("artwork-store.ts");
    expect(files).not.toContain("artwork-encoder.ts");
    expect(files).not.toContain("artwork-generator.ts");
    for (const [file, source] of closure) {
      expect(runtimePackageImports(source), file).not.toContain("sharp");
    }
  });
});
