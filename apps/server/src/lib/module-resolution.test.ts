import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { resolveRelativeInPackage } from "./module-resolution.ts";

const require = createRequire(import.meta.url);
// drizzle-orm's ESM entry: the package whose 179 KB package.json made Node's resolver slow.
const drizzleEntry = pathToFileURL(require.resolve("drizzle-orm").replace(/index\.cjs$/, "index.js")).href;
const esm = { conditions: ["node", "import", "node-addons"], importAttributes: {} };

describe("the package resolution shortcut", () => {
  it("resolves a relative import inside a package to the file beside its parent, as Node does", () => {
    const next = vi.fn();
    const resolved = resolveRelativeInPackage("./sql/sql.js", { ...esm, parentURL: drizzleEntry }, next);
    expect(next).not.toHaveBeenCalled();
    // drizzle-orm's package.json says "type": "module": Node would load this file as ESM too.
    expect(resolved).toEqual({
      url: new URL("./sql/sql.js", drizzleEntry).href,
      format: "module",
      shortCircuit: true,
    });
    expect(existsSync(fileURLToPath(resolved.url))).toBe(true);
  });

  it("names the format only where Node's rule is certain, and leaves the rest for Node to detect", () => {
    const next = vi.fn();
    const context = { ...esm, parentURL: drizzleEntry };
    expect(resolveRelativeInPackage("./index.cjs", context, next).format).toBe("commonjs");
    expect(resolveRelativeInPackage("./other.mjs", context, next).format).toBe("module");
    // Not "type": "module" (fastify): left to Node, which also detects ESM syntax in typeless packages.
    const fastifyEntry = pathToFileURL(require.resolve("fastify")).href;
    expect(
      resolveRelativeInPackage("./lib/route.js", { ...esm, parentURL: fastifyEntry }, next).format,
    ).toBeUndefined();
    expect(next).not.toHaveBeenCalled();
  });

  it("leaves bare specifiers, our own sources, require and extension-less paths to Node's resolver", () => {
    const next = vi.fn(() => ({ url: "file:///resolved-by-node.js" }));
    const ownSource = pathToFileURL(fileURLToPath(import.meta.url)).href;
    const cases = [
      { specifier: "drizzle-orm/pg-core", context: { ...esm, parentURL: drizzleEntry } },
      { specifier: "./logger.ts", context: { ...esm, parentURL: ownSource } },
      {
        specifier: "./sql/sql.js",
        context: { conditions: ["node", "require"], importAttributes: {}, parentURL: drizzleEntry },
      },
      { specifier: "./sql", context: { ...esm, parentURL: drizzleEntry } },
    ];
    for (const { specifier, context } of cases) {
      expect(resolveRelativeInPackage(specifier, context, next)).toEqual({
        url: "file:///resolved-by-node.js",
      });
      expect(next).toHaveBeenLastCalledWith(specifier, context);
    }
    expect(next).toHaveBeenCalledTimes(cases.length);
  });

  it("asks Node once for a package imported from several of our folders that find the same copy", () => {
    const server = new URL("../", import.meta.url);
    const next = vi.fn((specifier: string) => ({ url: `file:///resolved/${specifier}`, format: "module" }));
    const fromModules = { ...esm, parentURL: new URL("http/health.routes.ts", server).href };
    const fromDb = { ...esm, parentURL: new URL("db/client.ts", server).href };
    const first = resolveRelativeInPackage("drizzle-orm/pg-core", fromModules, next);
    expect(resolveRelativeInPackage("drizzle-orm/pg-core", fromDb, next)).toEqual({
      ...first,
      shortCircuit: true,
    });
    expect(next).toHaveBeenCalledTimes(1);
    // Other conditions (require) are another question for Node.
    resolveRelativeInPackage("drizzle-orm/pg-core", { ...fromDb, conditions: ["node", "require"] }, next);
    expect(next).toHaveBeenCalledTimes(2);
    // altcha-lib is installed in apps/server/node_modules only: from elsewhere, Node decides.
    const fromContract = {
      ...esm,
      parentURL: new URL("../../../packages/contract/src/index.ts", server).href,
    };
    resolveRelativeInPackage("altcha-lib", fromContract, next);
    resolveRelativeInPackage("altcha-lib", fromContract, next);
    expect(next).toHaveBeenCalledTimes(4);
  });
});
