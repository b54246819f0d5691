import { ERROR_STATUS } from "@cinelux/contract/errors";
import { describe, expect, it } from "vitest";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import nl from "../../../public/assets/i18n/nl.json";
import { ApiError } from "../../lib/api/api-error";
import { WALLET_ERROR_KEYS, walletErrorKey } from "./wallet-errors";

describe("the wallet's coded refusals (STYLE.md 'Errors')", () => {
  it("gives every wallet and prepaid code of the contract a sentence in fr, nl and en", () => {
    const codes = Object.keys(ERROR_STATUS).filter((code) => /^(WALLET|PREPAID)_/.test(code));
    expect(codes.length).toBeGreaterThan(5);
    for (const code of codes) {
      const key = (WALLET_ERROR_KEYS as Record<string, string>)[code];
      expect(key, code).toBeDefined();
      for (const catalog of [fr, nl, en] as Record<string, string>[]) {
        expect(catalog[key as string], `${code} ${key}`).toBeTruthy();
      }
    }
  });

  it("reads the code, never the message; anything else is left to the default toast", () => {
    expect(walletErrorKey(new ApiError(404, "WALLET_CARD_NOT_FOUND", "whatever"))).toBe(
      "Wallet.Error.CardNotFound",
    );
    expect(walletErrorKey(new ApiError(500, "INTERNAL", "Wallet card not found"))).toBeNull();
    expect(walletErrorKey(new Error("WALLET_CARD_NOT_FOUND"))).toBeNull();
  });
});
