// Fitness test for the server's layers (DESIGN.md "Layout", docs/architecture.md "Server layers"):
// the folders of src/ stand in one order, and a file imports only from its own layer and those below.
//   config.ts < lib/ < db/ < modules/ < identity/ < http/ < app.ts, server.ts < seed/, cli/
// - config.ts is the validated environment, a leaf every layer may read.
// - seed/ and cli/ sit on top: they may import anything, nothing imports them.
// - Test support (`*.test.ts`, `*-test-kit.ts`, `*.testing.ts`, `*.factories.ts`, and ../test/) may
//   import anything; no other file imports it.
// - No circle between files, whatever their layers.
// Read from the source text: relative import specifiers, resolved against the importing file.
import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** Source files by path relative to src/, with forward slashes. */
type Sources = Map<string, string>;

/** The layers from the bottom up: a file's layer is the first whose test its path passes. */
const LAYERS: readonly { name: string; holds: (path: string) => boolean }[] = [
  { name: "config.ts", holds: (path) => path === "config.ts" },
  { name: "lib/", holds: (path) => path.startsWith("lib/") },
  { name: "db/", holds: (path) => path.startsWith("db/") },
  { name: "modules/", holds: (path) => path.startsWith("modules/") },
  { name: "identity/", holds: (path) => path.startsWith("identity/") },
  { name: "http/", holds: (path) => path.startsWith("http/") },
  { name: "app.ts and server.ts", holds: (path) => path === "app.ts" || path === "server.ts" },
  { name: "seed/ and cli/", holds: (path) => path.startsWith("seed/") || path.startsWith("cli/") },
];

const TEST_SUPPORT = /(\.test|-test-kit|\.testing|\.factories)\.ts$/;

function isTestSupport(path: string): boolean {
  return TEST_SUPPORT.test(path) || path.startsWith("../test/");
}

function layerOf(path: string): number {
  return LAYERS.findIndex((layer) => layer.holds(path));
}

/** The relative paths a file imports, resolved against its own folder (".ts" added when absent). */
function importedPaths(path: string, source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  const specifiers = [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.[^"']+)["']/g)];
  return specifiers
    .map((match) => posix.normalize(posix.join(posix.dirname(path), match[1] as string)))
    .map((resolved) => (resolved.endsWith(".ts") ? resolved : `${resolved}.ts`));
}

/** Each import that runs against the order, one line each, naming both files; empty when none does. */
function layerViolations(sources: Sources): string[] {
  const violations: string[] = [];
  for (const [path, source] of sources) {
    if (isTestSupport(path)) {
      continue;
    }
    const from = layerOf(path);
    for (const imported of importedPaths(path, source)) {
      if (isTestSupport(imported)) {
        violations.push(`${path} imports ${imported}: test support is for tests only`);
        continue;
      }
      const to = layerOf(imported);
      if (from === -1 || to === -1) {
        const stray = from === -1 ? path : imported;
        violations.push(`${path} imports ${imported}: ${stray} is in no layer (docs/architecture.md)`);
      } else if (to > from) {
        violations.push(
          `${path} imports ${imported}: ${LAYERS[from]?.name} may not import ${LAYERS[to]?.name}, which stands above it`,
        );
      }
    }
  }
  return violations;
}

/** Every circle of files that import each other, as "a -> b -> a" (Tarjan's strongly connected components). */
function importCircles(sources: Sources): string[] {
  const edges = new Map<string, string[]>();
  for (const [path, source] of sources) {
    edges.set(
      path,
      importedPaths(path, source).filter((imported) => sources.has(imported)),
    );
  }
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[] = [];
  let next = 0;
  const visit = (path: string): void => {
    index.set(path, next);
    lowLink.set(path, next);
    next += 1;
    stack.push(path);
    onStack.add(path);
    for (const target of edges.get(path) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(path, Math.min(lowLink.get(path) as number, lowLink.get(target) as number));
      } else if (onStack.has(target)) {
        lowLink.set(path, Math.min(lowLink.get(path) as number, index.get(target) as number));
      }
    }
    if (lowLink.get(path) === index.get(path)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== path);
      const selfImport = edges.get(path)?.includes(path) ?? false;
      if (component.length > 1 || selfImport) {
        circles.push(describeCircle(component.sort(), edges));
      }
    }
  };
  for (const path of [...sources.keys()].sort()) {
    if (!index.has(path)) {
      visit(path);
    }
  }
  return circles.sort();
}

/** One path around a circle, from its first file back to it, through files of the circle only. */
function describeCircle(component: string[], edges: Map<string, string[]>): string {
  const members = new Set(component);
  const start = component[0] as string;
  // Breadth-first from the start's successors back to the start: the shortest loop through it.
  const cameFrom = new Map<string, string>();
  const queue = (edges.get(start) ?? []).filter((target) => members.has(target));
  for (const target of queue) {
    cameFrom.set(target, start);
  }
  while (queue.length > 0 && !cameFrom.has(`${start}#`)) {
    const path = queue.shift() as string;
    for (const target of edges.get(path) ?? []) {
      if (target === start) {
        cameFrom.set(`${start}#`, path);
        break;
      }
      if (members.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, path);
        queue.push(target);
      }
    }
  }
  const loop = [start];
  let at = cameFrom.get(`${start}#`) ?? start;
  while (at !== start) {
    loop.unshift(at);
    at = cameFrom.get(at) as string;
  }
  loop.unshift(start);
  return loop.join(" -> ");
}

function readSources(): Sources {
  const root = fileURLToPath(new URL(".", import.meta.url));
  const files = readdirSync(root, { recursive: true, encoding: "utf8" });
  return new Map(
    files
      .map((file) => file.split("\\").join("/"))
      .filter((file) => file.endsWith(".ts") && !file.includes("node_modules/"))
      .map((file) => [file, readFileSync(`${root}/${file}`, "utf8")]),
  );
}

const files = (entries: Record<string, string>): Sources => new Map(Object.entries(entries));
const importing = (...specifiers: string[]): string =>
  specifiers.map((specifier) => `import { x } from "${specifier}";`).join("\n");

describe("the server's layers", () => {
  it("hold in the code today, with no circle between files", () => {
    const sources = readSources();
    expect(sources.has("http/auth.ts")).toBe(true);
    expect(layerViolations(sources)).toEqual([]);
    expect(importCircles(sources)).toEqual([]);
  });

  it("let a file import its own layer and those below, and read the configuration from anywhere", () => {
    const violations = layerViolations(
      files({
        "lib/html.ts": importing("./app-error.ts", "../config.ts"),
        "db/keys.ts": importing("../lib/html.ts", "./client.ts"),
        "modules/outbox/outbox.service.ts": importing(
          "../../db/client.ts",
          "../accounts/accounts.service.ts",
        ),
        "identity/index.ts": importing("../modules/captcha/captcha.service.ts", "../lib/html.ts"),
        "http/auth.ts": importing("../identity/key-set.ts", "../modules/catalog/catalog.service.ts"),
        "app.ts": importing("./http/auth.ts", "./identity/index.ts"),
        "seed/index.ts": importing("../app.ts", "../cli/seed.ts", "../http/auth.ts"),
        "modules/outbox/outbox.test.ts": importing("../../seed/index.ts", "../../../test/app.ts"),
      }),
    );
    expect(violations).toEqual([]);
  });

  it("refuse an import up the order, in each direction the layers could be crossed", () => {
    const violations = layerViolations(
      files({
        "lib/html.ts": importing("../db/client.ts"),
        "db/keys.ts": importing("../modules/captcha/captcha.service.ts"),
        "modules/accounts/account-mails.ts": importing("../../identity/messages/index.ts"),
        "identity/index.ts": importing("../http/auth.ts"),
        "http/web.ts": importing("../app.ts"),
        "server.ts": importing("./seed/index.ts"),
        "config.ts": importing("./lib/html.ts"),
      }),
    );
    expect(violations).toEqual([
      "lib/html.ts imports db/client.ts: lib/ may not import db/, which stands above it",
      "db/keys.ts imports modules/captcha/captcha.service.ts: db/ may not import modules/, which stands above it",
      "modules/accounts/account-mails.ts imports identity/messages/index.ts: modules/ may not import identity/, which stands above it",
      "identity/index.ts imports http/auth.ts: identity/ may not import http/, which stands above it",
      "http/web.ts imports app.ts: http/ may not import app.ts and server.ts, which stands above it",
      "server.ts imports seed/index.ts: app.ts and server.ts may not import seed/ and cli/, which stands above it",
      "config.ts imports lib/html.ts: config.ts may not import lib/, which stands above it",
    ]);
  });

  it("refuse test support in production code, and files outside every layer", () => {
    const violations = layerViolations(
      files({
        "modules/wallet/wallet.service.ts": importing("./wallet-test-kit.ts", "../../../test/app.ts"),
        "stray/thing.ts": importing("../lib/html.ts"),
      }),
    );
    expect(violations).toEqual([
      "modules/wallet/wallet.service.ts imports modules/wallet/wallet-test-kit.ts: test support is for tests only",
      "modules/wallet/wallet.service.ts imports ../test/app.ts: test support is for tests only",
      "stray/thing.ts imports lib/html.ts: stray/thing.ts is in no layer (docs/architecture.md)",
    ]);
  });

  it("name the files of every circle, inside a layer or across layers", () => {
    const circles = importCircles(
      files({
        "lib/a.ts": importing("./b.ts"),
        "lib/b.ts": importing("./c"),
        "lib/c.ts": importing("./a.ts"),
        "modules/x/x.service.ts": importing("../y/y.service.ts"),
        "modules/y/y.service.ts": importing("../x/x.service.ts", "../../lib/a.ts"),
        "db/self.ts": importing("./self.ts"),
        "db/fine.ts": importing("../lib/a.ts"),
      }),
    );
    expect(circles).toEqual([
      "db/self.ts -> db/self.ts",
      "lib/a.ts -> lib/b.ts -> lib/c.ts -> lib/a.ts",
      "modules/x/x.service.ts -> modules/y/y.service.ts -> modules/x/x.service.ts",
    ]);
  });
});
