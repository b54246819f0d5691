import { ERROR_STATUS } from "@cinelux/contract/errors";
import { describe, expect, it } from "vitest";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import nl from "../../../public/assets/i18n/nl.json";
import { ApiError } from "../../lib/api/api-error";
import { attachmentErrorText, declaredType } from "./attachment-type";
import { CONTACT_ERROR_KEYS, contactErrorKey } from "./contact-errors";

describe("a new case's coded refusals (STYLE.md 'Errors')", () => {
  it("gives every creation and attachment upload code a sentence in fr, nl and en", () => {
    const codes = Object.keys(ERROR_STATUS).filter(
      (code) => /^(CASE_(LIMIT|TAXONOMY)|ATTACHMENT_)/.test(code) && code !== "ATTACHMENT_NOT_FOUND",
    );
    expect(codes.length).toBeGreaterThanOrEqual(6);
    for (const code of [...codes, "RATE_LIMITED", "BAD_REQUEST"]) {
      const key = (CONTACT_ERROR_KEYS as Record<string, string>)[code];
      expect(key, code).toBeDefined();
      for (const catalog of [fr, nl, en] as Record<string, string>[]) {
        expect(catalog[key as string], `${code} ${key}`).toBeTruthy();
      }
    }
  });

  it("reads the code, never the message", () => {
    expect(contactErrorKey(new ApiError(409, "CASE_LIMIT", "x"))).toBe("Contact.Error.CaseLimit");
    expect(contactErrorKey(new ApiError(500, "INTERNAL", "CASE_LIMIT"))).toBeNull();
  });

  it("takes a file's type from its name when the browser gives none (HEIC), and words each refusal", () => {
    expect(declaredType({ name: "IMG_0001.HEIC", type: "" })).toBe("image/heic");
    expect(declaredType({ name: "notes.txt", type: "" })).toBe("");
    expect(declaredType({ name: "x.jpg", type: "image/png" })).toBe("image/png");
    expect(attachmentErrorText({ code: "ATTACHMENT_TOO_LARGE", maxBytes: 2 * 1024 * 1024 })).toEqual({
      key: "Contact.Attachments.TooLarge",
      values: { max: 2 },
    });
  });
});
