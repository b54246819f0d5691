import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { modulePreloadReader, modulePreloadsOf } from "./module-preloads.ts";

const MANIFEST = {
  "app/features/account/signed-in-root.tsx": {
    file: "assets/signed-in-root-A.js",
    imports: ["_query-B.js", "_guard-C.js"],
    dynamicImports: ["app/features/account/components/home-pushes-section.tsx"],
  },
  "_query-B.js": { file: "assets/query-B.js" },
  "_guard-C.js": { file: "assets/guard-C.js", imports: ["_query-B.js", "_api-D.js"] },
  "_api-D.js": { file: "assets/api-D.js" },
  "app/features/account/components/home-pushes-section.tsx": { file: "assets/home-pushes-E.js" },
  "app/routes/home.tsx?__react-router-build-client-route": {
    file: "assets/home-F.js",
    imports: ["_query-B.js", "_api-D.js"],
  },
};

describe("module preloads of a page face loaded on demand (issue 8)", () => {
  it("lists the module and its static imports, transitively and once each, never its dynamic imports", () => {
    expect(modulePreloadsOf(MANIFEST, "app/features/account/signed-in-root.tsx")).toEqual([
      "/assets/signed-in-root-A.js",
      "/assets/query-B.js",
      "/assets/guard-C.js",
      "/assets/api-D.js",
    ]);
  });

  it("lists nothing for a source the build does not know", () => {
    expect(modulePreloadsOf(MANIFEST, "app/unknown.tsx")).toEqual([]);
  });

  it("reads the client build's manifest, and lists nothing without one", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cinelux-manifest-"));
    try {
      mkdirSync(path.join(dir, ".vite"));
      writeFileSync(path.join(dir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
      const read = modulePreloadReader(dir);
      expect(read(["app/features/account/signed-in-root.tsx"], [])).toHaveLength(4);
      // What the page's own modules bring is preloaded by React Router already: not listed twice.
      expect(read(["app/features/account/signed-in-root.tsx"], ["app/routes/home.tsx"])).toEqual([
        "/assets/signed-in-root-A.js",
        "/assets/guard-C.js",
      ]);
      expect(
        modulePreloadReader(path.join(dir, "missing"))(["app/features/account/signed-in-root.tsx"], []),
      ).toEqual([]);
      expect(modulePreloadReader(undefined)(["app/features/account/signed-in-root.tsx"], [])).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
