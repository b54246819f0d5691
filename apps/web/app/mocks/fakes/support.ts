import { isLanguage, type Language } from "@cinelux/contract/languages";
import {
  type CaseAttachment,
  type CaseAttachmentMimeType,
  CaseCommentRequestSchema,
  CaseUpdateRequestSchema,
  CreateCaseFieldsSchema,
  FAQ_SEARCH_RESULTS_MAX,
  FaqSearchQuerySchema,
  MAX_OPEN_CASES,
  type SupportCase,
} from "@cinelux/contract/support";
import {
  caseAcceptsMessages,
  checkCaseAttachments,
  searchArticles,
  sniffCaseAttachmentType,
} from "@cinelux/contract/support-rules";
import { HttpResponse, http } from "msw";
import { FAKE_CINEMAS } from "../data/catalog";
import {
  fakeFaqArticles,
  fakeFaqData,
  fakeFaqTopic,
  fakeHelpCenter,
  fakeInitialCases,
  fakeTaxonomyHolds,
} from "../data/support";
import { type FakeState, fakeDb } from "../fake-db";
import { badRequest, coded, signedInBody, unauthorized } from "../fake-responses";
import { captchaRefusal } from "./account-security";

/**
 * The support calls on the fakes (docs/support.md "Fakes"), on the contract's rules as the
 * server: token, fields, captcha, then the attachments by their bytes, the taxonomy and the open
 * cases' limit; a case of nobody's (or another's) is CASE_NOT_FOUND; a closed case takes nothing.
 */

interface SupportState {
  cases: SupportCase[];
  /** The bytes of each attachment, by its id (the initial ones get a one-line PDF). */
  files: Map<string, { bytes: Uint8Array; mimeType: CaseAttachmentMimeType }>;
  sequence: number;
}

const states = new WeakMap<FakeState, SupportState>();
const TINY_PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");

export function fakeSupport(): SupportState {
  const state = fakeDb();
  let support = states.get(state);
  if (!support) {
    const cases = fakeInitialCases();
    const files = new Map(
      cases.flatMap((each) =>
        each.attachments.map((file) => [file.id, { bytes: TINY_PDF, mimeType: file.mimeType }] as const),
      ),
    );
    support = { cases, files, sequence: 100 };
    states.set(state, support);
  }
  return support;
}

function languageOf(request: Request): Language {
  const language = new URL(request.url).searchParams.get("language");
  return isLanguage(language) ? language : "fr";
}

const caseNotFound = (request: Request) => coded(request, "CASE_NOT_FOUND");

/** The customer's case named by the path, or undefined (answered CASE_NOT_FOUND). */
function caseOf(id: unknown): SupportCase | undefined {
  return fakeSupport().cases.find((each) => each.id === id);
}

/** Newest first, as the server lists them. */
function listed(): SupportCase[] {
  return [...fakeSupport().cases].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * A new case from checked fields and files (POST .../case after its checks; a route test whose
 * jsdom FormData the fake cannot read calls it directly).
 */
export function addFakeCase(
  fields: {
    type: string;
    topic: string;
    reason: string;
    subject: string;
    description: string;
    cinema?: string;
  },
  files: { name: string; bytes: Uint8Array; mimeType: CaseAttachmentMimeType }[] = [],
): SupportCase {
  const support = fakeSupport();
  support.sequence += 1;
  const attachments: CaseAttachment[] = files.map((file) => {
    const id = crypto.randomUUID();
    support.files.set(id, { bytes: file.bytes, mimeType: file.mimeType });
    return { id, fileName: file.name.slice(0, 120), mimeType: file.mimeType, size: file.bytes.length };
  });
  const created: SupportCase = {
    id: crypto.randomUUID(),
    subject: fields.subject,
    number: `C-${new Date().getFullYear()}-${String(support.sequence).padStart(6, "0")}`,
    createdAt: new Date().toISOString(),
    closed: false,
    description: fields.description,
    type: fields.type,
    topic: fields.topic,
    reason: fields.reason,
    cinema: fields.cinema ?? null,
    messages: [],
    attachments,
    unread: 0,
  };
  support.cases.push(created);
  return created;
}

/** An agent's answer (the server's /dev/ page): a `received` message, unread until the case is read. */
export function answerFakeCase(id: string, body: string): void {
  const found = caseOf(id);
  if (found && caseAcceptsMessages(found)) {
    found.messages.push({
      id: crypto.randomUUID(),
      body,
      createdAt: new Date().toISOString(),
      received: true,
    });
    found.unread += 1;
  }
}

async function createCase(request: Request) {
  const refused = unauthorized(request);
  if (refused) {
    return refused;
  }
  const form = await request.formData().catch(() => null);
  if (!form) {
    return coded(request, "BAD_REQUEST");
  }
  const texts = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const parsed = CreateCaseFieldsSchema.safeParse(texts);
  if (!parsed.success) {
    return badRequest(request, parsed.error.issues, texts);
  }
  const captcha = captchaRefusal(request);
  if (captcha) {
    return captcha;
  }
  const blobs = form.getAll("attachments[]").filter((part): part is File => part instanceof Blob);
  const sized = checkCaseAttachments(blobs.map((file) => ({ size: file.size, type: "application/pdf" })));
  if (sized) {
    return coded(request, sized.code);
  }
  const files = [];
  for (const file of blobs) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mimeType = sniffCaseAttachmentType(bytes.slice(0, 64));
    if (!mimeType) {
      return coded(request, "ATTACHMENT_TYPE_NOT_ALLOWED");
    }
    files.push({ name: file.name || "attachment", bytes, mimeType });
  }
  const fields = parsed.data;
  // As the server: the cinema, when sent, is one of the chain's by its slug.
  const knownCinema =
    fields.cinema === undefined || FAKE_CINEMAS.some((cinema) => cinema.slug === fields.cinema);
  if (!fakeTaxonomyHolds(fields.type, fields.topic, fields.reason) || !knownCinema) {
    return coded(request, "CASE_TAXONOMY_INVALID");
  }
  if (fakeSupport().cases.filter(caseAcceptsMessages).length >= MAX_OPEN_CASES) {
    return coded(request, "CASE_LIMIT");
  }
  return HttpResponse.json(addFakeCase(fields, files));
}

export const supportHandlers = [
  http.get("*/api/faq/data", ({ request }) => HttpResponse.json(fakeFaqData(languageOf(request)))),

  http.get("*/api/faq/search", ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const parsed = FaqSearchQuerySchema.safeParse(query);
    if (!parsed.success) {
      return badRequest(request, parsed.error.issues, query);
    }
    const language = parsed.data.language ?? "fr";
    const found = searchArticles(fakeFaqArticles(language), parsed.data.q, FAQ_SEARCH_RESULTS_MAX);
    return HttpResponse.json({ query: parsed.data.q, articles: found });
  }),

  http.get("*/api/faq/topic/:id", ({ request, params }) => {
    const topic = fakeFaqTopic(String(params.id), languageOf(request));
    return topic ? HttpResponse.json(topic) : coded(request, "FAQ_TOPIC_NOT_FOUND");
  }),

  http.get("*/api/cms/1.7.0/help-center/faq", ({ request }) =>
    HttpResponse.json(fakeHelpCenter(languageOf(request))),
  ),

  http.get("*/api/accounts/me/case", ({ request }) => unauthorized(request) ?? HttpResponse.json(listed())),

  http.get("*/api/accounts/me/case/unread", ({ request }) => {
    const count = fakeSupport()
      .cases.filter(caseAcceptsMessages)
      .reduce((sum, each) => sum + each.unread, 0);
    return unauthorized(request) ?? HttpResponse.json({ count });
  }),

  http.post("*/api/accounts/me/case", ({ request }) => createCase(request)),

  http.patch("*/api/accounts/me/case/:id", async ({ request, params }) => {
    const parsed = await signedInBody(request, CaseUpdateRequestSchema);
    if (parsed.refused) {
      return parsed.refused;
    }
    const found = caseOf(params.id);
    if (!found) {
      return caseNotFound(request);
    }
    if (parsed.data.closed && found.closed) {
      return coded(request, "CASE_CLOSED");
    }
    if (parsed.data.read) {
      found.unread = 0;
    }
    if (parsed.data.closed) {
      found.closed = true;
    }
    return HttpResponse.json(found);
  }),

  http.post("*/api/accounts/me/case/:id/comment", async ({ request, params }) => {
    const parsed = await signedInBody(request, CaseCommentRequestSchema);
    if (parsed.refused) {
      return parsed.refused;
    }
    const found = caseOf(params.id);
    if (!found) {
      return caseNotFound(request);
    }
    if (!caseAcceptsMessages(found)) {
      return coded(request, "CASE_CLOSED");
    }
    found.messages.push({
      id: crypto.randomUUID(),
      body: parsed.data.body,
      createdAt: new Date().toISOString(),
      received: false,
    });
    return HttpResponse.json(found);
  }),

  http.get("*/api/accounts/me/case/:id/attachments/:attachmentId", ({ request, params }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const found = caseOf(params.id);
    const attachment = found?.attachments.find((each) => each.id === params.attachmentId);
    const file = attachment ? fakeSupport().files.get(attachment.id) : undefined;
    if (!found || !file) {
      return coded(request, "ATTACHMENT_NOT_FOUND");
    }
    return new HttpResponse(file.bytes, { headers: { "Content-Type": file.mimeType } });
  }),
];
