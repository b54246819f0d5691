/**
 * SPEC 3, 5 "Interests. Empty lists are sent as null": the pure rules of a customer's interest
 * selection, shared by the web's form, its fakes and the server
 * (`toAccountColumns`, the account presenter). No zod here: the interests screen loads it on every visit.
 */
export interface InterestSelection {
  genres: readonly string[];
  events: readonly string[];
}

/** What PATCH /api/accounts/me carries in `interest`: null when both lists are empty (SPEC 5). */
export function interestOrNull<T extends InterestSelection>(selection: T | null | undefined): T | null {
  return selection && (selection.genres.length > 0 || selection.events.length > 0) ? selection : null;
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
}

/**
 * Whether two selections hold the same interests, whatever the order; null and empty lists are the
 * same "no interest" (SPEC 5 "User save": an unchanged selection is not sent).
 */
export function sameInterests(a: InterestSelection | null, b: InterestSelection | null): boolean {
  return sameIds(a?.genres ?? [], b?.genres ?? []) && sameIds(a?.events ?? [], b?.events ?? []);
}

/** The ids of `selected` in the order of `catalogue` (GET /api/interests), unknown ids dropped. */
export function inCatalogueOrder<T extends string>(
  catalogue: readonly { id: string }[],
  selected: readonly T[],
): T[] {
  const chosen = new Set<string>(selected);
  return catalogue.filter((choice) => chosen.has(choice.id)).map((choice) => choice.id as T);
}
