import * as z from "zod";
import { MAX_FAVOURITE_CINEMAS } from "./constants.ts";

/**
 * Favourite cinemas (docs/domain/favourites-friends.md): SPEC 3 "Favourite cinema" and
 * SPEC 7 GET, PATCH (add) and DELETE /api/accounts/me/cinemas. Every call answers the whole list, in
 * the order the customer added the cinemas.
 */

/**
 * SPEC 3: `codeCcs` is the cinema's code in the national box-office register (the CNC's "code CCS"
 * in France, the same scheme for the Dutch cinemas) and `vistaRef` its site id in the ticketing
 * system (Vista); both are the cinema's own columns, set by the catalog.
 */
export const FavouriteCinemaSchema = z.object({
  id: z.uuid(),
  name: z.string().max(200),
  codeCcs: z.string().max(40),
  vistaRef: z.string().max(40),
});
export type FavouriteCinema = z.infer<typeof FavouriteCinemaSchema>;

export const FavouriteCinemasResponseSchema = z.array(FavouriteCinemaSchema).max(MAX_FAVOURITE_CINEMAS);
export type FavouriteCinemasResponse = z.infer<typeof FavouriteCinemasResponseSchema>;

/** The most cinemas one site lists for the picker (the chain runs a few dozen per country). */
export const MAX_FAVOURITE_CINEMA_CHOICES = 500;

/**
 * GET /api/accounts/me/cinemas/choices: every cinema of the request's domain the customer may add,
 * with its city so the picker can search by it (the public GET /api/cinemas carries no ids).
 */
export const FavouriteCinemaChoiceSchema = FavouriteCinemaSchema.extend({ city: z.string().max(120) });
export type FavouriteCinemaChoice = z.infer<typeof FavouriteCinemaChoiceSchema>;
export const FavouriteCinemaChoicesResponseSchema = z
  .array(FavouriteCinemaChoiceSchema)
  .max(MAX_FAVOURITE_CINEMA_CHOICES);
export type FavouriteCinemaChoicesResponse = z.infer<typeof FavouriteCinemaChoicesResponseSchema>;

/** Picker search: case- and accent-insensitive match of every typed word in the name or the city. */
export function matchesCinemaSearch(
  choice: Pick<FavouriteCinemaChoice, "name" | "city">,
  query: string,
): boolean {
  const fold = (text: string) =>
    text
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase();
  const haystack = fold(`${choice.name} ${choice.city}`);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** PATCH /api/accounts/me/cinemas: adds the cinemas (ids of the request's domain) to the favourites. */
export const AddFavouriteCinemasRequestSchema = z.strictObject({
  cinemas: z.array(z.uuid()).min(1).max(MAX_FAVOURITE_CINEMAS),
});
export type AddFavouriteCinemasRequest = z.infer<typeof AddFavouriteCinemasRequestSchema>;

/** DELETE /api/accounts/me/cinemas: removes these cinemas; one not among the favourites is a 404. */
export const RemoveFavouriteCinemasRequestSchema = z.strictObject({
  cinemas: z.array(z.uuid()).min(1).max(MAX_FAVOURITE_CINEMAS),
});
export type RemoveFavouriteCinemasRequest = z.infer<typeof RemoveFavouriteCinemasRequestSchema>;

/**
 * SPEC 5 "Favourites": the ids the customer would hold after adding `adding` to `existing` (new ones
 * appended in order, duplicates and ones already held dropped), and whether that passes
 * MAX_FAVOURITE_CINEMAS — then the add is refused (server) or reverted with a toast (web).
 */
export function favouritesAfterAdding(
  existing: readonly string[],
  adding: readonly string[],
): { ids: string[]; added: string[]; overLimit: boolean } {
  const held = new Set(existing);
  const added: string[] = [];
  for (const id of adding) {
    if (!held.has(id)) {
      held.add(id);
      added.push(id);
    }
  }
  const ids = [...existing, ...added];
  return { ids, added, overLimit: ids.length > MAX_FAVOURITE_CINEMAS };
}

/** SPEC 5: one more cinema may be added only while the customer holds at most 5 (MAX - 1). */
export function canAddFavourite(count: number): boolean {
  return count < MAX_FAVOURITE_CINEMAS;
}
