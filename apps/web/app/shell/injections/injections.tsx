import type { Injection } from "@cinelux/contract/settings";
import { createElement, type ReactNode } from "react";

// HTML attribute names that React spells differently.
const REACT_NAMES: Record<string, string> = {
  class: "className",
  crossorigin: "crossOrigin",
  referrerpolicy: "referrerPolicy",
  nomodule: "noModule",
  frameborder: "frameBorder",
  allowfullscreen: "allowFullScreen",
  charset: "charSet",
  tabindex: "tabIndex",
};
const BOOLEANS = new Set(["async", "defer", "nomodule", "allowfullscreen"]);

function styleObject(style: string): Record<string, string> {
  const entries = style
    .split(";")
    .map((rule) => rule.split(":").map((part) => part.trim()))
    .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]))
    .map(([name, value]) => [name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()), value]);
  return Object.fromEntries(entries);
}

/** Operator-given HTML attributes as React props. */
export function reactProps(attributes: Record<string, string>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const lower = name.toLowerCase();
    if (lower.startsWith("on")) {
      continue; // event handler attributes would bypass the CSP nonce
    }
    const key = REACT_NAMES[lower] ?? lower;
    props[key] = lower === "style" ? styleObject(value) : BOOLEANS.has(lower) ? value !== "false" : value;
  }
  return props;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** The markup of a `noscript` item (React renders noscript content as raw HTML anyway). */
export function noscriptHtml(item: Injection): string {
  const attributes = Object.entries(item.attributes)
    .filter(([name]) => /^[a-z][\w-]*$/i.test(name) && !name.toLowerCase().startsWith("on"))
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");
  return `<${item.element}${attributes}></${item.element}>`;
}

/**
 * SPEC 3 "Settings": injected scripts and iframes. `head` items go in the document head (inline
 * scripts carry the page's CSP nonce; the server allows the origins of `src`), `noscript` items at
 * the start of the body.
 */
export function HeadInjections({ items, nonce }: { items: Injection[]; nonce?: string }): ReactNode {
  return items
    .filter((item) => item.position === "head")
    .map((item, index) =>
      createElement(item.element, {
        key: `${item.element}-${index}`,
        ...reactProps(item.attributes),
        ...(item.element === "script" ? { nonce } : {}),
        ...(item.value ? { dangerouslySetInnerHTML: { __html: item.value } } : {}),
      }),
    );
}

export function NoscriptInjections({ items }: { items: Injection[] }): ReactNode {
  const html = items
    .filter((item) => item.position === "noscript")
    .map(noscriptHtml)
    .join("");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: operator settings, attributes escaped by noscriptHtml; React renders noscript content as HTML only this way
  return html ? <noscript dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
