import { readFileSync } from "node:fs";
import path from "node:path";

/** `import … from "x"` with a runtime effect: `import type` is erased and loads nothing. */
const RUNTIME_IMPORT = /^import\s+(?!type\b)[^;]*?from\s+"([^"]+)";/gms;

/**
 * The files that loading `entries` loads through static relative imports, followed while they stay
 * under `root`, each with its source: what a module costs at start, before any dynamic import.
 */
export function staticClosure(entries: string[], root: string): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) {
      return;
    }
    const source = readFileSync(file, "utf8");
    seen.set(file, source);
    for (const [, specifier = ""] of source.matchAll(RUNTIME_IMPORT)) {
      if (!specifier.startsWith(".")) {
        continue;
      }
      const target = path.resolve(path.dirname(file), specifier);
      if (target.startsWith(root)) {
        visit(target);
      }
    }
  };
  for (const entry of entries) {
    visit(entry);
  }
  return seen;
}

/** The packages a file imports at runtime (`sharp`, `drizzle-orm/pglite`…), relative imports left out. */
export function runtimePackageImports(source: string): string[] {
  return [...source.matchAll(RUNTIME_IMPORT)]
    .map(([, specifier = ""]) => specifier)
    .filter((specifier) => !specifier.startsWith("."));
}
