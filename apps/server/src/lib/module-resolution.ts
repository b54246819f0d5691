import { type ResolveFnOutput, type ResolveHookContext, registerHooks } from "node:module";

/**
 * Node 24's ESM resolver reads the enclosing package.json again for every import it resolves, and
 * spreading the cached entry parses its `exports` map anew each time. drizzle-orm's package.json is
 * 179 KB of `exports`: its ~400 internal relative imports cost ~700 ms of a cold start (issue 8,
 * docs/decisions/006-cold-start-and-memory.md).
 *
 * A relative specifier with an explicit extension, imported (ESM) by a file inside node_modules, is
 * an URL relative to its parent (the ESM resolution algorithm); nothing in the package.json can change
 * it. Those are resolved here by joining the URLs; everything else (bare specifiers, `require`, our own
 * sources, extension-less paths) goes through Node's resolver unchanged. A missing file still fails,
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
    return { url: new URL(specifier, parent).href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

/** Installs the resolver above for this process (the production entry, server.ts). */
export function registerFastPackageResolution(): void {
  registerHooks({ resolve: resolveRelativeInPackage });
}
