import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "@babel/parser";
import { BRAND } from "@cinelux/contract/brand";
import { describe, expect, it } from "vitest";

// DESIGN.md "i18n": every text a customer sees or hears comes from the catalogs. Text without a
// letter (punctuation, digits, "·") and the brand's name may be written in place.
const ATTRIBUTES = new Set(["aria-label", "title", "alt", "placeholder"]);
const ALLOWED = new Set<string>([BRAND.name]);

interface Node {
  type: string;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

function visibleText(text: string): string | null {
  const trimmed = text.replace(/\s+/g, " ").trim();
  return /\p{L}/u.test(trimmed) && !ALLOWED.has(trimmed) ? trimmed : null;
}

/** Literal texts of a string or an expression-less template. */
function literalOf(node: unknown): string | null {
  if (!isNode(node)) {
    return null;
  }
  if (node.type === "StringLiteral") {
    return node.value as string;
  }
  if (node.type === "TemplateLiteral") {
    return (node.quasis as { value: { cooked: string } }[]).map((quasi) => quasi.value.cooked).join(" ");
  }
  return null;
}

/** Hard-coded texts in one TSX source: JSX text, literal JSX children, literal a11y/title attributes. */
export function hardcodedTexts(source: string): string[] {
  const ast = parse(source, { sourceType: "module", plugins: ["typescript", "jsx"] });
  const found: string[] = [];
  const visit = (node: Node, parent?: Node) => {
    if (node.type === "JSXText") {
      const text = visibleText(node.value as string);
      if (text) {
        found.push(text);
      }
    }
    if (
      node.type === "JSXExpressionContainer" &&
      (parent?.type === "JSXElement" || parent?.type === "JSXFragment")
    ) {
      const text = visibleText(literalOf(node.expression) ?? "");
      if (text) {
        found.push(text);
      }
    }
    if (node.type === "JSXAttribute" && isNode(node.name) && ATTRIBUTES.has(String(node.name.name))) {
      const value =
        isNode(node.value) && node.value.type === "JSXExpressionContainer"
          ? node.value.expression
          : node.value;
      const text = visibleText(literalOf(value) ?? "");
      if (text) {
        found.push(`${String(node.name.name)}="${text}"`);
      }
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === "loc" || key === "start" || key === "end") {
        continue;
      }
      for (const item of Array.isArray(child) ? child : [child]) {
        if (isNode(item)) {
          visit(item, node);
        }
      }
    }
  };
  visit(ast.program as unknown as Node);
  return found;
}

const appDir = fileURLToPath(new URL("../..", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      // Test helpers render fixtures, not pages.
      return entry.name === "testing" ? [] : sourceFiles(path);
    }
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [path] : [];
  });
}

describe("no user-visible text outside the catalogs", () => {
  it("finds hard-coded text, so it can fail", () => {
    const source = `
      export function Page({ t }) {
        return (
          <section aria-label="Mon compte" title={t("Title.Home")}>
            <h1>Welcome back</h1>
            <p>{"Bonjour"} {t("Home.Greeting")} Cinélux · 2026 : {\`Hallo\`}</p>
            <img alt="" src="/a.png" />
            <input placeholder={\`Your mail\`} />
          </section>
        );
      }`;
    expect(hardcodedTexts(source)).toEqual([
      'aria-label="Mon compte"',
      "Welcome back",
      "Bonjour",
      "Cinélux · 2026 :",
      "Hallo",
      'placeholder="Your mail"',
    ]);
  });

  it("allows the brand alone, punctuation and digits", () => {
    expect(hardcodedTexts(`const a = <p>Cinélux</p>; const b = <p>{" · "}{42} (/)</p>;`)).toEqual([]);
  });

  it("every .tsx of the app takes its texts from the catalogs", () => {
    const offenders = sourceFiles(appDir).flatMap((file) =>
      hardcodedTexts(readFileSync(file, "utf8")).map((text) => `${relative(appDir, file)}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });
});
