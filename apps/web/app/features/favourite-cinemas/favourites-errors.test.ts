// @vitest-environment jsdom
import { ERROR_STATUS } from "@cinelux/contract/errors";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import nl from "../../../public/assets/i18n/nl.json";
import { ApiError } from "../../lib/api/api-error";
import { getToasts, resetToasts } from "../../lib/toasts/toast-store";
import { FavouritesLimitReached } from "./api/add-favourite-cinema";
import { FAVOURITES_ERROR_KEYS, reportFavouritesFailure } from "./favourites-errors";

afterEach(() => resetToasts());

describe("the favourites' coded refusals (STYLE.md 'Errors')", () => {
  it("gives every favourites code of the contract a sentence in fr, nl and en", () => {
    const codes = Object.keys(ERROR_STATUS).filter((code) => /^FAVOURITE/.test(code));
    expect(codes).toHaveLength(2);
    for (const code of codes) {
      const key = (FAVOURITES_ERROR_KEYS as Record<string, string>)[code];
      expect(key, code).toBeDefined();
      for (const catalog of [fr, nl, en] as Record<string, string>[]) {
        expect(catalog[key as string], `${code} ${key}`).toBeTruthy();
      }
    }
  });

  it("shows the revert toast for the rule's refusal and the server's alike", () => {
    reportFavouritesFailure(new FavouritesLimitReached());
    expect(getToasts().current?.i18n?.title).toBe("Toast.FavouritesLimit.Title");
    resetToasts();
    reportFavouritesFailure(new ApiError(409, "FAVOURITES_LIMIT", "whatever"));
    expect(getToasts().current?.i18n?.title).toBe("Toast.FavouritesLimit.Title");
  });

  it("reads the code, never the message; anything else is the default toast", () => {
    reportFavouritesFailure(new ApiError(500, "INTERNAL", "FAVOURITES_LIMIT"));
    expect(getToasts().current?.i18n?.title).toBe("Toast.DefaultError.Title");
  });
});
