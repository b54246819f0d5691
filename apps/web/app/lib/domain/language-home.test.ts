import { describe, expect, it } from "vitest";
import { languageHomePath } from "./language-home";

describe("languageHomePath (SPEC 2.2 empty path)", () => {
  it.each([
    ["localhost:3000", "/fr"],
    ["nl.localhost:3000", "/nl"],
    ["www.cinelux.nl", "/nl"],
    ["www.cinelux.fr", "/fr"],
    ["unknown.example", "/fr"],
    [null, "/fr"],
  ])("sends %s to %s", (host, path) => {
    expect(languageHomePath(host)).toBe(path);
  });

  it("keeps the query string", () => {
    expect(languageHomePath("nl.localhost", "?utm_source=mail")).toBe("/nl?utm_source=mail");
  });
});
