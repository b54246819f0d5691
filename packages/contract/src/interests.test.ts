import { describe, expect, it } from "vitest";
import {
  INTEREST_EVENT_LABELS,
  INTEREST_EVENTS,
  INTEREST_GENRE_LABELS,
  INTEREST_GENRES,
  interestChoices,
} from "./interests.ts";
import { LANGUAGES } from "./languages.ts";

describe("interest labels", () => {
  it.each([
    ["genre", INTEREST_GENRES, INTEREST_GENRE_LABELS as Record<string, Record<string, unknown>>],
    ["event", INTEREST_EVENTS, INTEREST_EVENT_LABELS as Record<string, Record<string, unknown>>],
  ] as const)(
    "gives every %s a label in French, Dutch and English, and no label to an unknown id",
    (_, ids, labels) => {
      expect(Object.keys(labels).sort()).toEqual([...ids].sort());
      for (const id of ids) {
        for (const language of LANGUAGES) {
          const label = labels[id]?.[language];
          expect(typeof label === "string" && label.trim().length > 0, `${id} in ${language}`).toBe(true);
        }
      }
    },
  );

  it("serves the catalogue in its order with the asked language's labels", () => {
    const fr = interestChoices("fr");
    expect(fr.genres.map((genre) => genre.id)).toEqual([...INTEREST_GENRES]);
    expect(fr.events.map((event) => event.id)).toEqual([...INTEREST_EVENTS]);
    expect(fr.genres.find((genre) => genre.id === "comedy")?.label).toBe("Comédie");
    expect(interestChoices("nl").genres.find((genre) => genre.id === "war")?.label).toBe("Oorlog");
    expect(interestChoices("en").events.find((event) => event.id === "kids-club")?.label).toBe("Kids' club");
  });
});
