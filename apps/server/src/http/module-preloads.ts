import { readFileSync } from "node:fs";

/** One entry of Vite's build manifest (`build.manifest` in apps/web/vite.config.ts). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The module files a source module of the web needs before it runs: its own chunk and every chunk
 * it imports statically, transitively, as `/assets/...` URLs. Issue 8 ("what a page needs is
 * preloaded"): a face of a page whose code is loaded on demand (the signed-in face of `/{language}`,
 * decision 007) lists them in its HTML, so they download with the page instead of in waves after
 * the framework runs, and Vite's preload helper finds them there instead of adding them one by one.
 * Dynamic imports are left out: they are loaded later, when needed.
 */
export function modulePreloadsOf(manifest: Record<string, ManifestChunk>, source: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) {
      return;
    }
    seen.add(key);
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) {
      visit(imported);
    }
  };
  visit(source);
  return files;
}

/**
 * `modulePreloadsOf` over the client build's manifest (`{clientDir}/.vite/manifest.json`), read once:
 * the files of `sources` that the modules of `loadedBy` (the page's entry, root and route modules,
 * whose files React Router preloads itself) do not already bring. Answers are kept per question.
 * Without a manifest (an old build, `react-router dev`) nothing is listed.
 */
export function modulePreloadReader(
  clientDir: string | undefined,
): (sources: readonly string[], loadedBy: readonly string[]) => string[] {
  let manifest: Record<string, ManifestChunk> | undefined;
  if (clientDir) {
    try {
      manifest = JSON.parse(readFileSync(`${clientDir}/.vite/manifest.json`, "utf8")) as Record<
        string,
        ManifestChunk
      >;
    } catch {
      manifest = undefined;
    }
  }
  const answers = new Map<string, string[]>();
  return (sources, loadedBy) => {
    if (!manifest) {
      return [];
    }
    const key = `${sources.join(",")} | ${loadedBy.join(",")}`;
    let files = answers.get(key);
    if (!files) {
      const known = manifest;
      // React Router's route modules are keyed `app/root.tsx?__react-router-build-client-route`.
      const keys = Object.keys(known).filter((name) =>
        loadedBy.some((source) => name === source || name.startsWith(`${source}?`)),
      );
      const loaded = new Set(keys.flatMap((name) => modulePreloadsOf(known, name)));
      files = [...new Set(sources.flatMap((source) => modulePreloadsOf(known, source)))].filter(
        (file) => !loaded.has(file),
      );
      answers.set(key, files);
    }
    return files;
  };
}
