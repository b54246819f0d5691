import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  findLibrariesOnPublicPages,
  findViolations,
  findZodOnEveryPage,
  type ImportEdge,
  importSpecifiers,
  importsWithKind,
  PUBLIC_PAGE_STARTS,
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

  it("holds for the public pages of apps/web/app (issue 8: their initial JavaScript)", () => {
    const resolveFile = (from: string, specifier: string): string => {
      if (!specifier.startsWith(".")) {
        return specifier;
      }
      const base = posix.normalize(posix.join(posix.dirname(from), specifier));
      const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
      return (
        candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(join(REPO, candidate))) ?? base
      );
    };
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
});
