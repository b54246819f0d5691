/**
 * Minifies a stylesheet the simple way (comments out, whitespace collapsed): enough for the design
 * system's hand-written CSS, which the identity pages inline (docs/design-system.md "One source").
 */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([{};,>])\s*/g, "$1")
    .replace(/;}/g, "}")
    .trim();
}

/**
 * The declarations of one rule of a compacted stylesheet, under another selector: the sign-in
 * pages' bare submit buttons get exactly the site's `.ui-button` look, read from its stylesheet.
 */
export function aliasRule(css: string, selector: string, alias: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`(?:^|})${escaped}\\{([^}]*)\\}`).exec(css);
  if (!match) {
    throw new Error(`No rule ${selector} in the design system's CSS`);
  }
  return `${alias}{${match[1]}}`;
}
