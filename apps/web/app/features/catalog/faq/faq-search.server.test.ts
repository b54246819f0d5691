import { DOMAINS } from "@cinelux/contract/domains";
import { FAQ_SEARCH_QUERY_MAX } from "@cinelux/contract/support-limits";
import { describe, expect, it } from "vitest";
import { loadFaqPage } from "./faq-page.server";
import { testFaqContent, testFaqGroups } from "./test-faq";

/** The FAQ page's loader as the server runs it for `path` (with its `?q=`). */
function load(path: string, host = "localhost:3000") {
  const url = new URL(`http://${host}${path}`);
  return loadFaqPage({
    params: { language: url.pathname.split("/")[1] },
    request: new Request(url, { headers: { host } }),
    content: testFaqContent(testFaqGroups()),
    domain: host.startsWith("nl.") ? DOMAINS.nl : DOMAINS.fr,
  });
}

describe("the FAQ page's search (a GET form the loader answers)", () => {
  it("asks nothing without q, or with a blank one", async () => {
    expect((await load("/fr/faq")).search).toBeNull();
    expect((await load("/fr/faq?q=%20%20")).search).toBeNull();
    expect((await load("/fr/faq")).searchMaxLength).toBe(FAQ_SEARCH_QUERY_MAX);
  });

  it("finds articles by words, accents and case aside, a word in the question first", async () => {
    // "reserver" meets "réserver" (question of ka-fr-0002) and "Réservez" (an answer of ka-fr-0001).
    const page = await load("/fr/faq?q=RESERV");
    expect(page.search).toEqual({
      query: "RESERV",
      terms: 1,
      results: [
        {
          id: "ka-fr-0002",
          question: "Comment réserver une séance en ligne ?",
          topic: "Billets et CINEPASS",
        },
        { id: "ka-fr-0001", question: "Comment fonctionne le CINEPASS ?", topic: "Billets et CINEPASS" },
      ],
    });
  });

  it("needs every word of the query in one article", async () => {
    const both = await load("/fr/faq?q=cinepass%20mensuel");
    expect(both.search?.results.map((result) => result.id)).toEqual(["ka-fr-0001"]);
    const none = await load("/fr/faq?q=cinepass%20parking");
    expect(none.search).toEqual({ query: "cinepass parking", terms: 2, results: [] });
  });

  it("says when no word is long enough to search, and cuts an overlong query", async () => {
    expect((await load("/fr/faq?q=a")).search).toEqual({ query: "a", terms: 0, results: [] });
    const long = "parking ".repeat(30);
    const cut = await load(`/fr/faq?q=${encodeURIComponent(long)}`);
    expect(cut.search?.query).toBe(long.trim().slice(0, FAQ_SEARCH_QUERY_MAX));
    expect(cut.search?.results.map((result) => result.id)).toEqual(["ka-fr-0006"]);
  });

  it("keeps the query through the redirect to the page language's path", async () => {
    const thrown = await load("/nl/faq?q=parking", "nl.localhost:3000").catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get("location")).toBe("/nl/veelgestelde-vragen?q=parking");
  });
});
