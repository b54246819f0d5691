import type { ErrorCode } from "./errors.ts";
import { sniffPhotoType } from "./photo-rules.ts";
import type { CaseMessage } from "./support.ts";
import {
  CASE_ATTACHMENT_MAX_BYTES,
  CASE_ATTACHMENT_MAX_COUNT,
  CASE_ATTACHMENT_MIME_TYPES,
  type CaseAttachmentMimeType,
} from "./support-limits.ts";

/**
 * Support rules shared by the web (before sending, the search box) and the server
 * (docs/domain/support.md). No zod here (type imports only): the web's pages import this file.
 */

/**
 * The FAQ search's text form: accents dropped (NFD then combining marks removed, so "réservé" and
 * "reserve" meet), lower case, every run of other characters than letters and digits one space.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Words shorter than this are ignored ("a", "l'", "je" would match nearly every article). */
export const SEARCH_WORD_MIN = 2;
/** Words beyond this are ignored: a pasted paragraph does not cost a scan per word. */
export const SEARCH_WORDS_MAX = 8;

/** The distinct words of a query, normalised, in order; empty when none is long enough. */
export function searchWords(query: string): string[] {
  const words = normaliseSearchText(query)
    .split(" ")
    .filter((word) => word.length >= SEARCH_WORD_MIN);
  return [...new Set(words)].slice(0, SEARCH_WORDS_MAX);
}

/**
 * An article's score for the query's words, or 0 when one word is missing: every word must start a
 * word of the title or the answer ("annul" finds "annuler", "annulation"). A word in the title counts
 * 3, in the answer 1, so a question that names the words comes first.
 */
export function articleSearchScore(
  words: readonly string[],
  title: string,
  answer: readonly string[],
): number {
  if (words.length === 0) {
    return 0;
  }
  const titleWords = normaliseSearchText(title).split(" ");
  const answerWords = normaliseSearchText(answer.join(" ")).split(" ");
  let score = 0;
  for (const word of words) {
    const inTitle = titleWords.some((candidate) => candidate.startsWith(word));
    const inAnswer = answerWords.some((candidate) => candidate.startsWith(word));
    if (!inTitle && !inAnswer) {
      return 0;
    }
    score += (inTitle ? 3 : 0) + (inAnswer ? 1 : 0);
  }
  return score;
}

/** The articles matching every word, best score first, then in their given order; at most `limit`. */
export function searchArticles<T extends { title: string; answer: readonly string[] }>(
  articles: readonly T[],
  query: string,
  limit: number,
): T[] {
  const words = searchWords(query);
  return articles
    .map((article, index) => ({
      article,
      index,
      score: articleSearchScore(words, article.title, article.answer),
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ article }) => article);
}

/** A refused set of attachments, with the error code both sides use. */
export type CaseAttachmentError =
  | { code: "ATTACHMENT_TOO_MANY"; max: number }
  | { code: "ATTACHMENT_TOO_LARGE"; maxBytes: number }
  | { code: "ATTACHMENT_TYPE_NOT_ALLOWED" };

/**
 * Before sending (the web, from the files' declared sizes and types) and on receipt (the server,
 * with the sniffed type): count first, then each file's size, then its type.
 */
export function checkCaseAttachments(
  files: readonly { size: number; type: string | null | undefined }[],
): CaseAttachmentError | null {
  if (files.length > CASE_ATTACHMENT_MAX_COUNT) {
    return { code: "ATTACHMENT_TOO_MANY", max: CASE_ATTACHMENT_MAX_COUNT };
  }
  if (files.some((file) => file.size > CASE_ATTACHMENT_MAX_BYTES)) {
    return { code: "ATTACHMENT_TOO_LARGE", maxBytes: CASE_ATTACHMENT_MAX_BYTES };
  }
  if (files.some((file) => !isCaseAttachmentType(file.type))) {
    return { code: "ATTACHMENT_TYPE_NOT_ALLOWED" };
  }
  return null;
}

export function isCaseAttachmentType(type: string | null | undefined): type is CaseAttachmentMimeType {
  const normalised = (type ?? "").trim().toLowerCase().replace("image/jpg", "image/jpeg");
  return (CASE_ATTACHMENT_MIME_TYPES as readonly string[]).includes(normalised);
}

/** The status each attachment error answers with (errors.ts holds the same figures). */
export const CASE_ATTACHMENT_ERROR_STATUS = {
  ATTACHMENT_TOO_MANY: 400,
  ATTACHMENT_TOO_LARGE: 413,
  ATTACHMENT_TYPE_NOT_ALLOWED: 415,
} as const satisfies Partial<Record<ErrorCode, number>>;

/**
 * The real type of an attachment from its first bytes: an allowed image (photo-rules.ts) or a PDF,
 * whose file starts with `%PDF-` (no byte before it: a file that starts as HTML and carries a PDF
 * further on is a polyglot and answers null). Anything else, whatever its name, answers null.
 */
export function sniffCaseAttachmentType(head: Uint8Array): CaseAttachmentMimeType | null {
  const image = sniffPhotoType(head);
  if (image) {
    return image;
  }
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return head.length >= pdf.length && pdf.every((byte, index) => head[index] === byte)
    ? "application/pdf"
    : null;
}

/** A case number as mailed and shown: `C-{year}-{sequence on 6 digits}`. */
export function formatCaseNumber(year: number, sequence: number): string {
  return `C-${year}-${String(sequence).padStart(6, "0")}`;
}

/** The chain's answers after the customer's last reading (all of them when never read). */
export function unreadAnswers(
  messages: readonly Pick<CaseMessage, "createdAt" | "received">[],
  readAt: string | null,
): number {
  return messages.filter((message) => message.received && (readAt === null || message.createdAt > readAt))
    .length;
}

/** A case takes comments and answers only while open (SPEC 4 "open until closed"). */
export function caseAcceptsMessages(supportCase: { closed: boolean }): boolean {
  return !supportCase.closed;
}
