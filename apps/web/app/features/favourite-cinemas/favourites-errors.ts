import { MAX_FAVOURITE_CINEMAS } from "@cinelux/contract/constants";
import type { ErrorCode } from "@cinelux/contract/errors";
import { ApiError } from "../../lib/api/api-error";
import { reportApiError } from "../../lib/api/error-toast";
import type { TranslationKey } from "../../lib/i18n/create-i18n";
import { showToast } from "../../lib/toasts/toast-store";
import { FavouritesLimitReached } from "./api/add-favourite-cinema";

/** The favourites' coded refusals and the sentence each shows (STYLE.md "Errors": the web translates the code). */
export const FAVOURITES_ERROR_KEYS = {
  FAVOURITES_LIMIT: "Toast.FavouritesLimit.Content",
  FAVOURITE_CINEMA_NOT_FOUND: "FavouriteCinemas.Error.NotFound",
} as const satisfies Partial<Record<ErrorCode, TranslationKey>>;

function isLimit(error: unknown): boolean {
  return (
    error instanceof FavouritesLimitReached ||
    (error instanceof ApiError && error.code === "FAVOURITES_LIMIT")
  );
}

/**
 * SPEC 5, 8 "Favourites over the limit | Revert toast": the add was reverted (by the contract's rule,
 * or the server's 409 when another tab added first). A cinema no longer offered says so; any other
 * failure shows the default error toast.
 */
export function reportFavouritesFailure(error: unknown): void {
  if (isLimit(error)) {
    showToast({
      type: "error",
      closable: true,
      group: "favourites",
      i18n: {
        title: "Toast.FavouritesLimit.Title",
        content: FAVOURITES_ERROR_KEYS.FAVOURITES_LIMIT,
        values: { max: MAX_FAVOURITE_CINEMAS },
      },
    });
    return;
  }
  if (error instanceof ApiError && error.code === "FAVOURITE_CINEMA_NOT_FOUND") {
    showToast({
      type: "error",
      closable: true,
      group: "favourites",
      i18n: { content: FAVOURITES_ERROR_KEYS.FAVOURITE_CINEMA_NOT_FOUND },
    });
    return;
  }
  reportApiError(error);
}
