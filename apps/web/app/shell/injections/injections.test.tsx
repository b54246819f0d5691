import type { Injection } from "@cinelux/contract/settings";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeadInjections, NoscriptInjections, reactProps } from "./injections";

const analytics: Injection = {
  element: "script",
  value: "window.__injected = true;",
  attributes: { id: "tag", "data-domain": "cinelux.fr" },
  position: "head",
};
const external: Injection = {
  element: "script",
  value: "",
  attributes: { src: "https://tags.example.com/t.js", async: "" },
  position: "head",
};
const frame: Injection = {
  element: "iframe",
  value: "",
  attributes: { src: "https://tags.example.com/ns.html", height: "0", width: "0", style: "display:none" },
  position: "noscript",
};

describe("injected items", () => {
  it("puts head scripts in the head with the page nonce, inline or by src", () => {
    const html = renderToStaticMarkup(<HeadInjections items={[analytics, external, frame]} nonce="abc" />);
    expect(html).toContain(
      '<script id="tag" data-domain="cinelux.fr" nonce="abc">window.__injected = true;</script>',
    );
    expect(html).toContain('src="https://tags.example.com/t.js"');
    expect(html).not.toContain("iframe");
  });

  it("puts noscript items in a noscript element, attributes escaped", () => {
    const html = renderToStaticMarkup(
      <NoscriptInjections
        items={[frame, { ...frame, attributes: { src: 'https://x.example/"><script>' } }]}
      />,
    );
    expect(html).toContain(
      '<noscript><iframe src="https://tags.example.com/ns.html" height="0" width="0" style="display:none"></iframe>',
    );
    expect(html).toContain("&quot;>&lt;script>");
    expect(html).not.toContain('"><script>');
    expect(renderToStaticMarkup(<NoscriptInjections items={[analytics]} />)).toBe("");
  });

  it("drops event-handler attributes, which would slip past the CSP", () => {
    expect(reactProps({ onload: "alert(1)", async: "" })).toEqual({ async: true });
  });
});
