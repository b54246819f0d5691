import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { CARDS_QUERY_KEY } from "../../../lib/account/cards";
import { fetchBlob } from "./authorized-fetch";

/**
 * SPEC 7 GET /api/accounts/me/cards/picture/{id}.jpg as a blob: an <img src> cannot carry the
 * Bearer token. Under the cards' key, so a new photo (which reloads the cards) fetches it again.
 */
export function getCardPictureQueryOptions(language: Language, picture: string) {
  return queryOptions({
    queryKey: [...CARDS_QUERY_KEY, "picture", picture],
    queryFn: ({ signal }) => fetchBlob(picture, language, "image/jpeg", signal),
    // A photo that does not load leaves the initials in place: no error toast for it.
    meta: { errorToast: "none" },
  });
}
