import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { aliasRule, compactCss } from "./css-compact.ts";
import { TOKENS_CSS, UI_CSS } from "./design-css.ts";
import { signInPage } from "./pages.ts";
import { STYLES } from "./styles.ts";

const webStyles = path.resolve(import.meta.dirname, "../../../../web/app/styles");
const SYNC = "run `node scripts/sync-design-css.mjs`";

describe("the sign-in pages' look is the site's (one source of truth for the tokens)", () => {
  it("carries the web's tokens.css exactly", () => {
    const source = compactCss(readFileSync(path.join(webStyles, "tokens.css"), "utf8"));
    expect(TOKENS_CSS, `tokens.css changed: ${SYNC}`).toBe(source);
  });

  it("carries the web's ui.css exactly", () => {
    const source = compactCss(readFileSync(path.join(webStyles, "ui.css"), "utf8"));
    expect(UI_CSS, `ui.css changed: ${SYNC}`).toBe(source);
  });

  it("gives bare submit buttons the .ui-button primary declarations", () => {
    expect(STYLES).toContain(aliasRule(UI_CSS, ".ui-button", "main button:not([class])"));
    expect(STYLES).toContain(aliasRule(UI_CSS, ".ui-button--primary", "main button:not([class])"));
  });

  it("uses no colour but the tokens' in its own frame", () => {
    const frame = STYLES.slice(STYLES.lastIndexOf("*,*::before"));
    expect(frame.match(/#[0-9a-f]{3,8}\b|rgb\(/gi) ?? []).toEqual([]);
  });

  it("renders the site's logo, favicon and field classes, the CSS unescaped", () => {
    const page = signInPage("fr", "uid-1");
    expect(page).toContain('src="/assets/brand/cinelux-logo.svg" alt="Cinélux"');
    expect(page).toContain('rel="icon" href="/assets/brand/favicon.svg"');
    expect(page).toContain('class="ui-input" id="field-email"');
    expect(page).toContain('content: "! "');
  });
});

describe("compactCss", () => {
  it("drops comments and whitespace, keeps values", () => {
    expect(compactCss("/* x */\n.a > b ,\n.c {\n  color: red;\n  margin: 0 auto;\n}\n")).toBe(
      ".a>b,.c{color: red;margin: 0 auto}",
    );
  });

  it("refuses to alias a rule that is not there", () => {
    expect(() => aliasRule(".a{color:red}", ".b", "x")).toThrow(/No rule \.b/);
  });
});
