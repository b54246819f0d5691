import { describe, expect, it } from "vitest";
import { shouldRevalidate as rootShouldRevalidate } from "../root";
import { loader as embeddedLoader } from "./embedded-layout";
import { loader, shouldRevalidate } from "./language-layout";

type Loader = (args: { params: { language?: string }; request: Request }) => unknown;

function outcome(load: Loader, host: string, path: string, language: string): Response | null {
  const request = new Request(`http://${host}${path}`, { headers: { host } });
  try {
    return load({ params: { language }, request }) as null;
  } catch (thrown) {
    if (thrown instanceof Response) {
      return thrown;
    }
    // data(null, { status: 404 }) is no Response.
    return new Response(null, { status: (thrown as { init?: { status?: number } }).init?.status ?? 500 });
  }
}

const layout = loader as unknown as Loader;
const embedded = embeddedLoader as unknown as Loader;

describe("the {language} layout loader (SPEC 2.2: the domain's languages)", () => {
  it("redirects a language the Dutch domain does not offer to Dutch, same page and query", () => {
    const response = outcome(layout, "nl.localhost:3000", "/fr/advantages?promo=1", "fr");
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/nl/advantages?promo=1");
  });

  it("redirects /nl on the French domain to /fr", () => {
    const response = outcome(layout, "localhost:3000", "/nl", "nl");
    expect(response?.headers.get("location")).toBe("/fr");
  });

  it("serves the domain's languages", () => {
    expect(outcome(layout, "nl.localhost:3000", "/nl/advantages", "nl")).toBeNull();
    expect(outcome(layout, "nl.localhost:3000", "/en/advantages", "en")).toBeNull();
    expect(outcome(layout, "localhost:3000", "/fr", "fr")).toBeNull();
  });

  it("keeps an unknown language a 404", () => {
    expect(outcome(layout, "nl.localhost:3000", "/xx", "xx")?.status).toBe(404);
  });
});

describe("the m/{language} layout loader (the domain's languages)", () => {
  it("redirects m/fr on the Dutch domain to m/nl", () => {
    const response = outcome(embedded, "nl.localhost:3000", "/m/fr/friends", "fr");
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/m/nl/friends");
  });

  it("keeps an unknown language a 404 and serves the domain's", () => {
    expect(outcome(embedded, "nl.localhost:3000", "/m/xx", "xx")?.status).toBe(404);
    expect(outcome(embedded, "nl.localhost:3000", "/m/en", "en")).toBeNull();
  });
});

describe("revalidation of the {language} layout and the root (no request the page does not need)", () => {
  const args = (from: string, to: string) =>
    ({
      currentParams: { language: from },
      nextParams: { language: to },
      currentUrl: new URL(`http://localhost/${from}`),
      nextUrl: new URL(`http://localhost/${to}?q=1`),
      defaultShouldRevalidate: true,
    }) as unknown as Parameters<typeof shouldRevalidate>[0];

  it("checks the language again only when the language segment changes", () => {
    expect(shouldRevalidate(args("fr", "fr"))).toBe(false);
    expect(shouldRevalidate(args("fr", "en"))).toBe(true);
  });

  it("never asks the server for the root's data again within a document", () => {
    expect(rootShouldRevalidate()).toBe(false);
  });
});
