import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findImportCircles } from "./import-circles";
import {
  findLibrariesOnPublicPages,
  findViolations,
  findZodOnEveryPage,
  type ImportEdge,
  importSpecifiers,
  importsWithKind,
  PUBLIC_PAGE_STARTS,
  WEB_LAYERS,
  zodModules,
} from "./import-rules";

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "../../../../..");
const APP = join(REPO, "apps/web/app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === "+types" ? [] : sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A relative specifier resolved to the repository path of its .ts/.tsx file; a package stays as it is. */
function resolveFile(from: string, specifier: string): string {
  if (!specifier.startsWith(".")) {
    return specifier;
  }
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return (
    candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(join(REPO, candidate))) ?? base
  );
}

/** Every file under apps/web/app with all it imports (type-only and dynamic too), resolved to files. */
function webImportGraph(): Map<string, string[]> {
  return new Map(
    sourceFiles(APP).map((file) => {
      const from = relative(REPO, file).split("\\").join("/");
      return [
        from,
        importSpecifiers(readFileSync(file, "utf8")).map((specifier) => resolveFile(from, specifier)),
      ];
    }),
  );
}

/** Every import of every .ts/.tsx file under apps/web/app, relative ones resolved to repository paths. */
function webImports(): ImportEdge[] {
  return sourceFiles(APP).flatMap((file) => {
    const from = relative(REPO, file).split("\\").join("/");
    return importSpecifiers(readFileSync(file, "utf8")).map((specifier) => ({
      from,
      to: specifier.startsWith(".") ? posix.normalize(posix.join(posix.dirname(from), specifier)) : specifier,
    }));
  });
}

describe("the web's boundaries (STYLE.md, DESIGN.md Layout)", () => {
  it("reads static, type-only, re-exported, side-effect and dynamic imports, not commented ones", () => {
    const source = [
      'import type { A } from "./a";',
      "import {",
      "  b,",
      '} from "../b";',
      'export { c } from "./c";',
      'import "./d.css";',
      'const e = await import("./e");',
      '// import { f } from "./f";',
      '/* import { g } from "./g"; */',
      'const url = "https://example.com"; // not an import',
    ].join("\n");
    expect(importSpecifiers(source)).toEqual(["./a", "../b", "./c", "./d.css", "./e"]);
  });

  it("keeps the staff app's code out of every customer page", () => {
    const app = "apps/web/app";
    const edges: ImportEdge[] = [
      { from: `${app}/shell/header/header.tsx`, to: `${app}/shell/staff/staff-frame` },
      { from: `${app}/routes/account/home.tsx`, to: `${app}/lib/staff/staff-api` },
      { from: `${app}/features/messages/components/page.tsx`, to: `${app}/shell/staff/staff-screen` },
      // Allowed: the staff app among itself, and down to the shared lib.
      { from: `${app}/routes/staff/support.tsx`, to: `${app}/features/staff-support/components/queue` },
      { from: `${app}/features/staff-support/components/queue.tsx`, to: `${app}/shell/staff/staff-screen` },
      { from: `${app}/lib/staff/staff-api.ts`, to: `${app}/lib/api/json-exchange` },
    ];
    expect(findViolations(edges).map((violation) => `${violation.from} ${violation.rule}`)).toEqual([
      `${app}/shell/header/header.tsx only the staff app imports the staff app`,
      `${app}/routes/account/home.tsx only the staff app imports the staff app`,
      `${app}/features/messages/components/page.tsx only the staff app imports the staff app`,
    ]);
  });

  it("catches each rule on a made-up import list", () => {
    const app = "apps/web/app";
    const edges: ImportEdge[] = [
      {
        from: `${app}/features/advantages/components/page.tsx`,
        to: `${app}/features/account/api/get-account`,
      },
      { from: `${app}/shell/header/header.tsx`, to: `${app}/features/account/api/get-account` },
      { from: `${app}/lib/auth/guards.ts`, to: `${app}/features/registration/api/register-account` },
      { from: `${app}/lib/api/api-client.ts`, to: "apps/server/src/config" },
      { from: `${app}/features/mail/api/send.ts`, to: "@cinelux/server/errors" },
      { from: `${app}/routes/account/home.tsx`, to: `${app}/routes/not-found` },
      { from: `${app}/root.tsx`, to: `${app}/routes/not-found` },
      { from: `${app}/ui/card.tsx`, to: `${app}/shell/icons` },
      { from: `${app}/ui/button.tsx`, to: `${app}/features/profile/api/get` },
      // Allowed: inside one feature, features -> lib and shell, routes -> features, a test of routes.
      { from: `${app}/features/advantages/components/page.tsx`, to: `${app}/features/advantages/api/get` },
      { from: `${app}/features/advantages/components/page.tsx`, to: `${app}/lib/account/get-account` },
      { from: `${app}/routes/account/home.tsx`, to: `${app}/features/account/components/account-home` },
      { from: `${app}/routes/account/guards.test.tsx`, to: `${app}/routes/account/home` },
      { from: `${app}/routes/catalog/catalog-render-test-kit.tsx`, to: `${app}/root` },
      // A sub-folder of a feature imports its siblings: one feature.
      {
        from: `${app}/features/catalog/home/home-page.tsx`,
        to: `${app}/features/catalog/shared/page-section`,
      },
      { from: `${app}/routes/account/home.tsx`, to: `${app}/routes/account/+types/home` },
      { from: `${app}/lib/api/api-client.ts`, to: "@cinelux/contract/errors" },
      { from: `${app}/features/advantages/components/page.tsx`, to: `${app}/ui/index` },
      { from: `${app}/ui/button.tsx`, to: "react-router" },
    ];
    expect(findViolations(edges).map((violation) => violation.rule)).toEqual([
      "a feature does not import another feature",
      "shell/ and lib/ do not import features/",
      "shell/ and lib/ do not import features/",
      "the web does not import the server",
      "the web does not import the server",
      "a route module does not import another route module",
      "a route module does not import another route module",
      "ui/ imports no feature, shell, lib or route",
      "ui/ imports no feature, shell, lib or route",
    ]);
  });

  it("catches an import against the order of the areas, of lib's folders and of mocks/", () => {
    const app = "apps/web/app";
    const edges: ImportEdge[] = [
      { from: `${app}/lib/api/error-toast.ts`, to: `${app}/shell/toasts/toast-store` },
      { from: `${app}/shell/header/header.tsx`, to: `${app}/routes/account/home` },
      { from: `${app}/features/wallet/components/share.tsx`, to: `${app}/root` },
      { from: `${app}/lib/auth/guards.ts`, to: `${app}/lib/account/guards` },
      { from: `${app}/lib/i18n/page-language.ts`, to: `${app}/lib/domain/current-domain` },
      { from: `${app}/lib/query-client.ts`, to: `${app}/lib/api/api-error` },
      { from: `${app}/lib/auth/user-manager.ts`, to: `${app}/mocks/data/accounts` },
      { from: `${app}/shell/header/header.tsx`, to: `${app}/mocks/data/settings` },
      // Allowed: down the order, inside one folder, test support and the app root with mocks/, tests.
      { from: `${app}/lib/account/guards.ts`, to: `${app}/lib/auth/guards` },
      { from: `${app}/lib/auth/sign-in.ts`, to: `${app}/lib/auth/user-manager` },
      { from: `${app}/lib/catalog/catalog-seo.server.ts`, to: `${app}/ui/catalog-head` },
      { from: `${app}/shell/toasts/toast-view.tsx`, to: `${app}/lib/toasts/toast-store` },
      { from: `${app}/routes/catalog/show.tsx`, to: `${app}/server-context` },
      { from: `${app}/shell/testing/render-shell.tsx`, to: `${app}/mocks/data/settings` },
      { from: `${app}/dev-server-context.server.ts`, to: `${app}/mocks/data/settings` },
      { from: `${app}/mocks/data/accounts.ts`, to: `${app}/lib/auth/fake-user-manager` },
      { from: `${app}/lib/settings/require-flag.test.tsx`, to: `${app}/mocks/node` },
      { from: `${app}/lib/routing/embedded.test.tsx`, to: `${app}/routes/embedded-layout` },
    ];
    expect(findViolations(edges).map((violation) => violation.rule)).toEqual([
      "lib/ does not import shell/, which stands above it",
      "shell/ does not import routes/ and the app root, which stands above it",
      "features/ does not import routes/ and the app root, which stands above it",
      "lib/auth does not import lib/account, which stands after it in WEB_LAYERS",
      "lib/i18n does not import lib/domain, which stands after it in WEB_LAYERS",
      `${app}/lib/query-client.ts is in no folder of WEB_LAYERS`,
      "only tests, test support and the app root import mocks/",
      "only tests, test support and the app root import mocks/",
    ]);
  });

  it("places every folder of lib/ in WEB_LAYERS, once", () => {
    const folders = readdirSync(join(APP, "lib"), { withFileTypes: true });
    expect(folders.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([]);
    expect([...WEB_LAYERS].sort()).toEqual(folders.map((entry) => entry.name).sort());
  });

  it("names the files of each circle, in the order they import each other", () => {
    const graph = new Map([
      ["a.ts", ["b.ts", "react"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts", "d.ts"]],
      ["d.ts", []],
      ["e.ts", ["e.ts"]],
      ["f.ts", ["d.ts"]],
    ]);
    expect(findImportCircles(graph)).toEqual([
      ["a.ts", "b.ts", "c.ts", "a.ts"],
      ["e.ts", "e.ts"],
    ]);
    expect(
      findImportCircles(
        new Map([
          ["a.ts", ["b.ts"]],
          ["b.ts", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("has no circle between the files of apps/web/app", () => {
    const graph = webImportGraph();
    // The graph sees the app's files and resolves their imports to files.
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get("apps/web/app/lib/auth/load-user-manager.ts")).toContain(
      "apps/web/app/lib/auth/user-manager-module.ts",
    );
    expect(findImportCircles(graph)).toEqual([]);
  });

  it("holds for every file under apps/web/app", () => {
    const edges = webImports();
    // The scan sees the app: a broken walk would make this test pass on nothing.
    expect(edges.length).toBeGreaterThan(300);
    expect(edges).toContainEqual({
      from: "apps/web/app/routes/account/home.tsx",
      to: "apps/web/app/features/account/components/account-home",
    });
    expect(findViolations(edges)).toEqual([]);
  });

  it("keeps zod off every page: type imports pass, value imports of a zod contract module do not", () => {
    const contract = new Map([
      ["errors", 'import * as z from "zod";\nexport { isFieldErrorCode } from "./field-errors.ts";'],
      ["field-errors", "export const FIELD_ERROR_CODES = [];"],
      ["account", 'import { X } from "./errors.ts";'],
      ["languages", 'import type { Z } from "./errors.ts";'],
    ]);
    const heavy = zodModules(contract);
    expect([...heavy].sort()).toEqual(["account", "errors"]);
    const app = "apps/web/app";
    const found = findZodOnEveryPage(
      [
        { from: `${app}/lib/api/api-error.ts`, to: "@cinelux/contract/errors", typeOnly: false },
        { from: `${app}/shell/header/header.tsx`, to: "@cinelux/contract/account", typeOnly: false },
        { from: `${app}/lib/api/api-error.ts`, to: "@cinelux/contract/errors", typeOnly: true },
        { from: `${app}/lib/api/api-error.ts`, to: "@cinelux/contract/field-errors", typeOnly: false },
        {
          from: `${app}/features/registration/register-resolver.ts`,
          to: "@cinelux/contract/account",
          typeOnly: false,
        },
      ],
      heavy,
    );
    expect(found.map((violation) => violation.to)).toEqual([
      "@cinelux/contract/errors",
      "@cinelux/contract/account",
    ]);
  });

  it("holds for every page of apps/web/app", () => {
    const contractDir = join(REPO, "packages/contract/src");
    const contract = new Map(
      readdirSync(contractDir)
        .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
        .map((name) => [name.replace(/\.ts$/, ""), readFileSync(join(contractDir, name), "utf8")]),
    );
    const imports = sourceFiles(APP).flatMap((file) => {
      const from = relative(REPO, file).split("\\").join("/");
      return importsWithKind(readFileSync(file, "utf8")).map(({ specifier, typeOnly }) => ({
        from,
        to: specifier,
        typeOnly,
      }));
    });
    expect(findZodOnEveryPage(imports, zodModules(contract))).toEqual([]);
  });

  it("catches a public page that reaches TanStack Query, oidc-client-ts or i18next statically", () => {
    const imports = new Map<string, string[]>([
      ["root.tsx", ["shell/header.tsx", "react-router"]],
      ["shell/header.tsx", ["lib/account.ts"]],
      ["lib/account.ts", ["@tanstack/react-query"]],
      ["routes/error.tsx", ["i18next"]],
      ["routes/customer.tsx", ["oidc-client-ts"]],
    ]);
    expect(findLibrariesOnPublicPages(imports, ["root.tsx", "routes/error.tsx"])).toEqual([
      expect.objectContaining({ from: "routes/error.tsx", to: "i18next" }),
      expect.objectContaining({ from: "lib/account.ts", to: "@tanstack/react-query" }),
    ]);
  });

  it("holds for the public pages of apps/web/app (decision 004: their initial JavaScript)", () => {
    const imports = new Map(
      sourceFiles(APP).map((file) => {
        const from = relative(REPO, file).split("\\").join("/");
        const values = importsWithKind(readFileSync(file, "utf8"))
          .filter(({ typeOnly }) => !typeOnly)
          .map(({ specifier }) => resolveFile(from, specifier));
        return [from, values] as const;
      }),
    );
    expect(findLibrariesOnPublicPages(imports, PUBLIC_PAGE_STARTS)).toEqual([]);
  });

  it("keeps the identity client out of the booking tunnel's seat page, which guests open (decision 004)", () => {
    const imports = new Map(
      sourceFiles(APP).map((file) => {
        const from = relative(REPO, file).split("\\").join("/");
        const values = importsWithKind(readFileSync(file, "utf8"))
          .filter(({ typeOnly }) => !typeOnly)
          .map(({ specifier }) => resolveFile(from, specifier));
        return [from, values] as const;
      }),
    );
    const seatPage = "apps/web/app/features/booking/components/seat-page-entry.tsx";
    expect(imports.has(seatPage)).toBe(true);
    expect(findLibrariesOnPublicPages(imports, [seatPage], ["oidc-client-ts"])).toEqual([]);
  });
});
