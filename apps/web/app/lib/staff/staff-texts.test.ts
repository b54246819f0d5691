import { describe, expect, it } from "vitest";
import { fill } from "./staff-texts";

describe("fill, the staff texts' placeholders", () => {
  it("writes the values named", () => {
    expect(fill("{name} answered {count} cases", { name: "Alice", count: 3 })).toBe("Alice answered 3 cases");
    expect(fill("{missing} stays", {})).toBe("{missing} stays");
  });

  it("writes the word that agrees with the number, by the language's rules", () => {
    const shown = "{count} {count|ligne affichée|lignes affichées}";
    expect(fill(shown, { count: 1 }, "fr")).toBe("1 ligne affichée");
    // French counts zero as one; English and Dutch do not.
    expect(fill(shown, { count: 0 }, "fr")).toBe("0 ligne affichée");
    expect(fill(shown, { count: 2 }, "fr")).toBe("2 lignes affichées");
    expect(fill("{count} {count|line|lines}", { count: 0 }, "en")).toBe("0 lines");
    expect(fill("{count} {count|regel|regels}", { count: 1 }, "nl")).toBe("1 regel");
  });
});
