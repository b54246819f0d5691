import type { PassCard } from "@cinelux/contract";
import type { CardSummary } from "./cards.repository.ts";

/** Where the owner's browser fetches a card's photo (GET .../cards/picture/{id}.jpg). */
export function cardPicturePath(cardId: string): string {
  return `/api/accounts/me/cards/picture/${cardId}.jpg`;
}

/**
 * SPEC 3 "Pass card". `subscriptionStatus` is the stored server value: the web maps it with
 * `passStatusOf` and picks the pass with `activePassOf` (SPEC 4), so the rules stay in one place.
 */
export function toPassCard(row: CardSummary): PassCard {
  return {
    id: row.id,
    type: row.type,
    label: row.label,
    picture: row.hasPhoto ? cardPicturePath(row.id) : null,
    number: row.number,
    activationDate: row.activationDate,
    expirationDate: row.expirationDate,
    code: row.code,
    subscriptionStatus: row.status,
    openEndedSubscription: row.openEnded,
    photoStatus: row.photoStatus ?? null,
    lastUpdateDate: row.lastUpdateDate.toISOString(),
  };
}
