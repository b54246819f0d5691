import { describe, expect, it } from "vitest";
import { loader } from "./robots";

describe("GET /robots.txt", () => {
  it("closes the customer area in the domain's languages and leaves the public pages open", async () => {
    const request = new Request("http://nl.localhost:3000/robots.txt");
    const text = await loader({ request } as Parameters<typeof loader>[0]).text();
    expect(text).toContain("Disallow: /nl/profile\n");
    expect(text).toContain("Disallow: /en/tickets\n");
    expect(text).not.toContain("/fr/");
    // The error and unsubscribe pages are public: blocked, a crawler could not read their noindex.
    expect(text).not.toMatch(/Disallow: \/\w+\/(error|unsubscribe)/);
    expect(text).not.toMatch(/Disallow: \/nl\n/);
    expect(text).toContain("Sitemap: http://nl.localhost:3000/sitemap.xml");
  });
});
