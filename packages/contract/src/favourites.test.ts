import { describe, expect, it } from "vitest";
import { MAX_FAVOURITE_CINEMAS } from "./constants.ts";
import {
  AddFavouriteCinemasRequestSchema,
  canAddFavourite,
  FavouriteCinemasResponseSchema,
  favouritesAfterAdding,
  matchesCinemaSearch,
} from "./favourites.ts";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("favourite cinemas rules (SPEC 5, 9)", () => {
  it("keeps the limit at six", () => {
    expect(MAX_FAVOURITE_CINEMAS).toBe(6);
  });

  it("appends new cinemas in order and drops ones already held or repeated", () => {
    expect(favouritesAfterAdding([id(1)], [id(2), id(1), id(2), id(3)])).toEqual({
      ids: [id(1), id(2), id(3)],
      added: [id(2), id(3)],
      overLimit: false,
    });
  });

  it("reverts the seventh favourite", () => {
    const six = [1, 2, 3, 4, 5, 6].map(id);
    expect(favouritesAfterAdding(six.slice(0, 5), [id(6)]).overLimit).toBe(false);
    expect(favouritesAfterAdding(six, [id(7)]).overLimit).toBe(true);
    expect(favouritesAfterAdding(six.slice(0, 4), [id(7), id(8), id(9)]).overLimit).toBe(true);
  });

  it("adding a cinema already held never passes the limit", () => {
    const six = [1, 2, 3, 4, 5, 6].map(id);
    expect(favouritesAfterAdding(six, [id(3)])).toEqual({ ids: six, added: [], overLimit: false });
  });

  it("allows one more only while more than five do not exist", () => {
    expect(canAddFavourite(5)).toBe(true);
    expect(canAddFavourite(6)).toBe(false);
  });

  it("bounds the add body and the list", () => {
    expect(AddFavouriteCinemasRequestSchema.safeParse({ cinemas: [] }).success).toBe(false);
    expect(AddFavouriteCinemasRequestSchema.safeParse({ cinemas: [id(1)], extra: 1 }).success).toBe(false);
    expect(
      AddFavouriteCinemasRequestSchema.safeParse({ cinemas: [1, 2, 3, 4, 5, 6, 7].map(id) }).success,
    ).toBe(false);
    const cinema = { id: id(1), name: "Cinélux", codeCcs: "1", vistaRef: "1" };
    expect(FavouriteCinemasResponseSchema.safeParse(Array(7).fill(cinema)).success).toBe(false);
  });
});

describe("cinema picker search", () => {
  const bastille = { name: "Cinélux Bastille", city: "Paris" };
  it("matches every word in the name or city, ignoring case and accents", () => {
    expect(matchesCinemaSearch(bastille, "")).toBe(true);
    expect(matchesCinemaSearch(bastille, "cinelux paris")).toBe(true);
    expect(matchesCinemaSearch(bastille, "BASTI")).toBe(true);
    expect(matchesCinemaSearch(bastille, "lyon")).toBe(false);
  });
});
