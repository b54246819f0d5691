import { describe, expect, it } from "vitest";
import { CASE_ATTACHMENT_MAX_BYTES, CreateCaseFieldsSchema } from "./support.ts";
import {
  articleSearchScore,
  checkCaseAttachments,
  formatCaseNumber,
  normaliseSearchText,
  searchArticles,
  searchWords,
  sniffCaseAttachmentType,
  unreadAnswers,
} from "./support-rules.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("the FAQ search's normalisation (docs/domain/support.md)", () => {
  it("drops accents and case, and splits on anything but letters and digits", () => {
    expect(normaliseSearchText("  Réservé l'ÉTÉ — CINÉPASS-26!")).toBe("reserve l ete cinepass 26");
    expect(normaliseSearchText("Één kaart, ÇA VA")).toBe("een kaart ca va");
  });

  it("keeps distinct words of two letters or more, at most eight", () => {
    expect(searchWords("à la pause la PAUSE")).toEqual(["la", "pause"]);
    expect(searchWords("a b c d e f g h i j k l m n o p q r s t u v w x y z")).toEqual([]);
    expect(searchWords("un deux trois quatre cinq six sept huit neuf")).toHaveLength(8);
  });

  it("needs every word to start a word of the article, the title counting more", () => {
    expect(articleSearchScore(["annul"], "Annuler mon abonnement", ["texte"])).toBe(3);
    expect(articleSearchScore(["annul", "remb"], "Annuler", ["Remboursement sous 5 jours"])).toBe(4);
    expect(articleSearchScore(["annul", "photo"], "Annuler", ["Remboursement"])).toBe(0);
    expect(articleSearchScore([], "Annuler", [])).toBe(0);
  });

  it("ranks the matches and keeps the given order between equals", () => {
    const articles = [
      { id: "a", title: "Tickets", answer: ["Pause de l'abonnement"] },
      { id: "b", title: "Mettre en pause", answer: ["..."] },
      { id: "c", title: "Photo", answer: ["Rien"] },
      { id: "d", title: "Autre", answer: ["La pause"] },
    ];
    expect(searchArticles(articles, "PAUSÉ", 10).map(({ id }) => id)).toEqual(["b", "a", "d"]);
    expect(searchArticles(articles, "pause", 1).map(({ id }) => id)).toEqual(["b"]);
    expect(searchArticles(articles, "?", 10)).toEqual([]);
  });
});

describe("the case attachments (SPEC 5)", () => {
  const pdf = { size: 1000, type: "application/pdf" };
  it("refuses too many, then too big, then a type outside images and PDF", () => {
    expect(checkCaseAttachments([pdf, pdf, pdf])).toBeNull();
    expect(checkCaseAttachments([pdf, pdf, pdf, pdf])?.code).toBe("ATTACHMENT_TOO_MANY");
    expect(checkCaseAttachments([{ size: CASE_ATTACHMENT_MAX_BYTES + 1, type: "image/png" }])?.code).toBe(
      "ATTACHMENT_TOO_LARGE",
    );
    expect(checkCaseAttachments([{ size: 10, type: "image/svg+xml" }])?.code).toBe(
      "ATTACHMENT_TYPE_NOT_ALLOWED",
    );
    expect(checkCaseAttachments([{ size: 10, type: "image/jpg" }])).toBeNull();
  });

  it("names the type by the first bytes only", () => {
    expect(sniffCaseAttachmentType(bytes("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffCaseAttachmentType(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffCaseAttachmentType(bytes("<html>%PDF-1.7"))).toBeNull();
    expect(sniffCaseAttachmentType(bytes("MZ\x90\x00"))).toBeNull();
    expect(sniffCaseAttachmentType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
  });
});

describe("the case form and its follow-up", () => {
  it("reads an empty cinema as absent and trims the texts", () => {
    const fields = { type: "t", topic: "s", reason: "r", subject: " Hi ", description: "Text", cinema: "  " };
    expect(CreateCaseFieldsSchema.parse(fields)).toEqual({ ...fields, subject: "Hi", cinema: undefined });
    expect(CreateCaseFieldsSchema.safeParse({ ...fields, subject: "  " }).success).toBe(false);
  });

  it("numbers cases and counts the answers after the last reading", () => {
    expect(formatCaseNumber(2026, 42)).toBe("C-2026-000042");
    const messages = [
      { createdAt: "2026-11-01T10:00:00.000Z", received: true },
      { createdAt: "2026-11-02T10:00:00.000Z", received: false },
      { createdAt: "2026-11-03T10:00:00.000Z", received: true },
    ];
    expect(unreadAnswers(messages, null)).toBe(2);
    expect(unreadAnswers(messages, "2026-11-02T12:00:00.000Z")).toBe(1);
    expect(unreadAnswers(messages, "2026-11-04T00:00:00.000Z")).toBe(0);
  });
});
