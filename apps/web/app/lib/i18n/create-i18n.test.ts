import { describe, expect, it } from "vitest";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import nl from "../../../public/assets/i18n/nl.json";
import { createI18n, createTranslator } from "./create-i18n";

const catalogs = { fr, nl, en };

describe("the i18n runtime (DESIGN.md i18n)", () => {
  it("reads a key of the page language", () => {
    expect(createI18n("fr", catalogs).t("Auth.SignOut")).toBe(fr["Auth.SignOut"]);
    expect(createI18n("nl", catalogs).t("Auth.SignOut")).toBe(nl["Auth.SignOut"]);
    expect(createI18n("en", catalogs).language).toBe("en");
  });

  it("makes a language's texts once per set of catalogs and shares them", () => {
    expect(createI18n("fr", catalogs)).toBe(createI18n("fr", catalogs));
    expect(createI18n("nl", catalogs)).not.toBe(createI18n("fr", catalogs));
    expect(createI18n("fr", { fr: { "Auth.SignOut": "Partir" } }).t("Auth.SignOut")).toBe("Partir");
  });

  it("interpolates {{name}} placeholders as given, without HTML escaping (React escapes)", () => {
    const { t } = createTranslator("en", { Hello: "Hi {{name}}, {{ name }} <{{tag}}> {{n}}" });
    expect(t("Hello" as never, { name: "Zoé & co", tag: "<b>", n: 3 })).toBe("Hi Zoé & co, Zoé & co <<b>> 3");
  });

  it("keeps a placeholder whose value is not passed, and empties one passed as null or undefined", () => {
    const { t } = createTranslator("en", { Hello: "{{a}}|{{b}}|{{c}}" });
    expect(t("Hello" as never, { b: null, c: undefined })).toBe("{{a}}||");
    expect(t("Hello" as never)).toBe("{{a}}|{{b}}|{{c}}");
  });

  it("chooses the plural form of the language from count (Intl.PluralRules)", () => {
    const catalog = { Tickets_one: "{{count}} billet", Tickets_other: "{{count}} billets" };
    const french = createTranslator("fr", catalog).t;
    const english = createTranslator("en", {
      Tickets_one: "{{count}} ticket",
      Tickets_other: "{{count}} tickets",
    }).t;
    expect(french("Tickets" as never, { count: 0 })).toBe("0 billet");
    expect(french("Tickets" as never, { count: 1 })).toBe("1 billet");
    expect(french("Tickets" as never, { count: 2 })).toBe("2 billets");
    expect(english("Tickets" as never, { count: 0 })).toBe("0 tickets");
    expect(english("Tickets" as never, { count: 1 })).toBe("1 ticket");
  });

  it("uses the catalogs' plural families with their base key", () => {
    const { t } = createI18n("en", catalogs);
    expect(t("Header.WalletTickets", { count: 1 })).toBe(
      en["Header.WalletTickets_one"].replace("{{count}}", "1"),
    );
    expect(t("Header.WalletTickets", { count: 5 })).toBe(
      en["Header.WalletTickets_other"].replace("{{count}}", "5"),
    );
  });

  it("falls back to the key itself when no plural form matches", () => {
    const { t } = createTranslator("en", { Plain: "plain {{count}}" });
    expect(t("Plain" as never, { count: 2 })).toBe("plain 2");
  });

  it("renders a missing or empty key as the key, with no other language as fallback", () => {
    const { t } = createI18n("nl", { fr, nl: { Empty: "" }, en });
    expect(t("Auth.SignOut")).toBe("Auth.SignOut");
    expect(t("Empty" as never)).toBe("Empty");
    expect(createI18n("en", {}).t("NotFound.Title")).toBe("NotFound.Title");
  });
});
