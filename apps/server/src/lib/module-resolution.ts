import { existsSync, readFileSync } from "node:fs";
import { type ResolveFnOutput, type ResolveHookContext, registerHooks } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Node 24's ESM loader reads the enclosing package.json for every file it resolves and loads (the
 * format of a `.js` file depends on its `type`), and spreading its cached entry parses the `exports`
 * map anew each time. drizzle-orm's package.json is 179 KB of `exports`: its ~400 internal relative
 * imports cost ~700 ms of a cold start (docs/decisions/006-cold-start-and-memory.md).
 *
 * A relative specifier with an explicit extension, imported (ESM) by a file inside node_modules, is
 * an URL relative to its parent (the ESM resolution algorithm): nothing in package.json can change
 * it. Those are resolved here by joining the URLs, with their format from the nearest package.json's
 * `type` read once per file. A package imported from our own sources is resolved by Node once per
 * installed copy. Everything else (`require`, our own relative imports, extension-less paths, bare
 * specifiers inside packages) goes through Node's resolver unchanged. A missing file still fails,
 * when it is loaded.
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
  if (parent?.startsWith("file:") && !parent.includes("/node_modules/") && isBare(specifier)) {
    return resolveBareOnce(specifier, context, parent, nextResolve);
  }
  return nextResolve(specifier, context);
}

const bareResolutions = new Map<string, ResolveFnOutput>();

function isBare(specifier: string): boolean {
  return !/^(?:\.|\/|#|[a-z][a-z0-9+.-]*:)/i.test(specifier);
}

/**
 * A package imported from our own sources (`drizzle-orm/pg-core` from 40 files) resolves to the same
 * file from every folder that finds the same installed copy of it: Node's answer is kept per
 * specifier, conditions and installed folder, instead of re-reading the package's exports each time.
 */
function resolveBareOnce(
  specifier: string,
  context: ResolveHookContext,
  parent: string,
  nextResolve: (specifier: string, context?: Partial<ResolveHookContext>) => ResolveFnOutput,
): ResolveFnOutput {
  const name = specifier.split("/", specifier.startsWith("@") ? 2 : 1).join("/");
  const installed = installedFolder(name, path.dirname(fileURLToPath(parent)));
  if (!installed) {
    return nextResolve(specifier, context);
  }
  const key = `${specifier}\0${context.conditions.join(",")}\0${installed}`;
  const known = bareResolutions.get(key);
  if (known) {
    // Answered without asking the next resolver: Node requires saying so.
    return { ...known, shortCircuit: true };
  }
  const resolved = nextResolve(specifier, context);
  bareResolutions.set(key, resolved);
  return resolved;
}

const installedFolders = new Map<string, string | undefined>();

/** The node_modules/<name> folder Node's lookup finds first, walking up from `folder`. */
function installedFolder(name: string, folder: string): string | undefined {
  const key = `${name}\0${folder}`;
  if (installedFolders.has(key)) {
    return installedFolders.get(key);
  }
  const candidate = path.join(folder, "node_modules", name);
  const parent = path.dirname(folder);
  const found = existsSync(candidate)
    ? candidate
    : parent === folder
      ? undefined
      : installedFolder(name, parent);
  installedFolders.set(key, found);
  return found;
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
