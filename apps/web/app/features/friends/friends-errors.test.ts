// @vitest-environment jsdom
import { ERROR_STATUS } from "@cinelux/contract/errors";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import nl from "../../../public/assets/i18n/nl.json";
import { ApiError } from "../../lib/api/api-error";
import { getToasts, resetToasts } from "../../lib/toasts/toast-store";
import { FRIENDS_ERROR_KEYS, friendsErrorKey, reportFriendsFailure } from "./friends-errors";

afterEach(() => resetToasts());

describe("the friends' coded refusals (STYLE.md 'Errors', SPEC 8)", () => {
  it("gives every friend code of the contract a sentence in fr, nl and en", () => {
    const codes = [...Object.keys(ERROR_STATUS).filter((code) => /^FRIENDS?_/.test(code)), "RATE_LIMITED"];
    expect(codes).toHaveLength(5);
    for (const code of codes) {
      const key = (FRIENDS_ERROR_KEYS as Record<string, string>)[code];
      expect(key, code).toBeDefined();
      for (const catalog of [fr, nl, en] as Record<string, string>[]) {
        expect(catalog[key as string], `${code} ${key}`).toBeTruthy();
      }
    }
  });

  it("reads the code, never the message", () => {
    expect(friendsErrorKey(new ApiError(409, "FRIEND_SELF", "whatever"))).toBe("Friends.Error.Self");
    expect(friendsErrorKey(new ApiError(500, "INTERNAL", "FRIEND_SELF"))).toBeNull();
  });

  it("shows the server's message for a code it does not know", () => {
    reportFriendsFailure(new ApiError(503, "UNAVAILABLE", "Back in a moment."));
    expect(getToasts().current).toMatchObject({ type: "error", content: "Back in a moment." });
  });
});
