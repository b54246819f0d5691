import { existsSync, readFileSync } from "node:fs";
import { type ResolveFnOutput, type ResolveHookContext, registerHooks } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Node 24's ESM loader reads the enclosing package.json for every file it resolves and loads (the
 * format of a `.js` file depends on its `type`), and spreading its cached entry parses the `exports`
 * map anew each time. drizzle-orm's package.json is 179 KB of `exports`: its ~400 internal relative
 * imports cost ~700 ms of a cold start (issue 8, docs/decisions/006-cold-start-and-memory.md).
 *
 * A relative specifier with an explicit extension, imported (ESM) by a file inside node_modules, is
 * an URL relative to its parent (the ESM resolution algorithm): nothing in package.json can change
 * it. Those are resolved here by joining the URLs, with their format from the nearest package.json's
 * `type` read once per file; everything else (bare specifiers, `require`, our own sources,
 * extension-less paths) goes through Node's resolver unchanged. A missing file still fails, when it
 * is loaded.
 */
export function resolveRelativeInPackage(
  specifier: string,
  context: ResolveHookContext,
  nextResolve: (specifier: string, context?: Partial<ResolveHookContext>) => ResolveFnOutput,
): ResolveFnOutput {
  const parent = context.parentURL;
  if (
    parent?.startsWith("file:") &&
    parent.includes("/node_modules/") &&
    context.conditions?.includes("import") &&
    (specifier.startsWith("./") || specifier.startsWith("../")) &&
    /\.(?:m?js|cjs)$/.test(specifier)
  ) {
    const url = new URL(specifier, parent);
    return { url: url.href, format: formatOf(fileURLToPath(url)), shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

const typeByFolder = new Map<string, "module" | undefined>();

/**
 * What Node decides for a file: `.mjs` and `.cjs` by name, `.js` under `"type": "module"` is ESM.
 * Any other `.js` is left to Node (undefined), which may detect ESM syntax in it.
 */
function formatOf(file: string): "module" | "commonjs" | undefined {
  if (file.endsWith(".mjs")) {
    return "module";
  }
  if (file.endsWith(".cjs")) {
    return "commonjs";
  }
  return packageType(path.dirname(file));
}

function packageType(folder: string): "module" | undefined {
  if (typeByFolder.has(folder)) {
    return typeByFolder.get(folder);
  }
  const manifest = path.join(folder, "package.json");
  const parent = path.dirname(folder);
  let type: "module" | undefined;
  if (existsSync(manifest)) {
    type =
      (JSON.parse(readFileSync(manifest, "utf8")) as { type?: string }).type === "module"
        ? "module"
        : undefined;
  } else {
    type = parent === folder ? undefined : packageType(parent);
  }
  typeByFolder.set(folder, type);
  return type;
}

/** Installs the resolver above for this process (the production entry, server.ts). */
export function registerFastPackageResolution(): void {
  registerHooks({ resolve: resolveRelativeInPackage });
}
