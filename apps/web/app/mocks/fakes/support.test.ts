import { ErrorResponseSchema } from "@cinelux/contract/errors";
import {
  CASE_ATTACHMENT_MAX_BYTES,
  FaqDataResponseSchema,
  FaqSearchResponseSchema,
  FaqTopicResponseSchema,
  HelpCenterFaqResponseSchema,
  SupportCaseSchema,
  SupportCasesResponseSchema,
} from "@cinelux/contract/support";
import { beforeEach, describe, expect, it } from "vitest";
import { resetFakeDb } from "../fake-db";
import { BEARER, captchaAnswer, FR } from "./fakes-test-kit";
import { answerFakeCase } from "./support";

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

function caseForm(fields: Record<string, string>, files: File[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, value);
  }
  for (const file of files) {
    form.append("attachments[]", file);
  }
  return form;
}

const FIELDS = {
  type: "tickets",
  topic: "tickets-refund",
  reason: "tickets-refund-ticket",
  subject: "Billet en double",
  description: "J'ai payé deux fois la même séance.",
};

async function create(form: FormData, answer?: string) {
  return fetch(`${FR}/api/accounts/me/case?language=fr`, {
    method: "POST",
    headers: answer ? { ...BEARER, "x-captcha-response": answer } : BEARER,
    body: form,
  });
}

async function code(response: Response) {
  return [response.status, ErrorResponseSchema.parse(await response.json()).code];
}

async function cases() {
  const response = await fetch(`${FR}/api/accounts/me/case?language=fr`, { headers: BEARER });
  return SupportCasesResponseSchema.parse(await response.json());
}

async function json(path: string, method: string, body: unknown) {
  return fetch(`${FR}${path}?language=fr`, {
    method,
    headers: { ...BEARER, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

beforeEach(() => resetFakeDb("registered"));

describe("fake support (docs/support.md 'Fakes')", () => {
  it("serves the taxonomy, a reason's articles, the help centre and the search in the asked language", async () => {
    const data = FaqDataResponseSchema.parse(await (await fetch(`${FR}/api/faq/data?language=nl`)).json());
    expect(data.themes.map((theme) => theme.label)).toEqual([
      "CINEPASS-abonnement",
      "Tickets en reserveringen",
    ]);
    const topic = FaqTopicResponseSchema.parse(
      await (await fetch(`${FR}/api/faq/topic/subscription-pause-how?language=en`)).json(),
    );
    expect(topic.articles.map((article) => article.title)).toEqual([
      "How does the CINEPASS work?",
      "Can I pause my CINEPASS?",
    ]);
    expect((await fetch(`${FR}/api/faq/topic/nothing?language=en`)).status).toBe(404);
    const help = HelpCenterFaqResponseSchema.parse(
      await (await fetch(`${FR}/api/cms/1.7.0/help-center/faq?language=fr`)).json(),
    );
    expect(help.flatMap((group) => group.articles)).toHaveLength(4);
    const found = FaqSearchResponseSchema.parse(
      await (await fetch(`${FR}/api/faq/search?q=rembourse&language=fr`)).json(),
    );
    expect(found.articles.map((article) => article.id)).toEqual(["ka-refund"]);
  });

  it("wants the token, the fields, then the captcha; one answer serves one case", async () => {
    const anonymous = await fetch(`${FR}/api/accounts/me/case?language=fr`, {
      method: "POST",
      body: caseForm(FIELDS),
    });
    expect(anonymous.status).toBe(401);
    const { subject: _, ...noSubject } = FIELDS;
    expect(await code(await create(caseForm(noSubject), await captchaAnswer()))).toEqual([
      400,
      "BAD_REQUEST",
    ]);
    expect(await code(await create(caseForm(FIELDS)))).toEqual([400, "CAPTCHA_REQUIRED"]);
    const answer = await captchaAnswer();
    const created = await create(caseForm({ ...FIELDS, cinema: "" }), answer);
    expect(created.status).toBe(200);
    const body = SupportCaseSchema.parse(await created.json());
    expect(body).toMatchObject({ subject: "Billet en double", closed: false, cinema: null, messages: [] });
    expect(body.number).toMatch(/^C-\d{4}-\d{6}$/);
    expect(await code(await create(caseForm(FIELDS), answer))).toEqual([400, "CAPTCHA_REPLAYED"]);
  });

  it("keeps an image by its bytes, refuses a renamed file, too many or too large ones, a wrong taxonomy", async () => {
    const photo = new File([JPEG], "photo.jpg", { type: "image/jpeg" });
    const created = await create(caseForm(FIELDS, [photo]), await captchaAnswer());
    const body = SupportCaseSchema.parse(await created.json());
    expect(body.attachments).toEqual([
      { id: expect.any(String), fileName: "photo.jpg", mimeType: "image/jpeg", size: JPEG.length },
    ]);
    const download = await fetch(
      `${FR}/api/accounts/me/case/${body.id}/attachments/${body.attachments[0]?.id}?language=fr`,
      { headers: BEARER },
    );
    expect(download.headers.get("content-type")).toBe("image/jpeg");
    const renamed = new File([new TextEncoder().encode("MZ\x90\x00")], "invoice.pdf", {
      type: "application/pdf",
    });
    expect(await code(await create(caseForm(FIELDS, [renamed]), await captchaAnswer()))).toEqual([
      415,
      "ATTACHMENT_TYPE_NOT_ALLOWED",
    ]);
    expect(
      await code(await create(caseForm(FIELDS, [photo, photo, photo, photo]), await captchaAnswer())),
    ).toEqual([400, "ATTACHMENT_TOO_MANY"]);
    const big = new File([new Uint8Array(CASE_ATTACHMENT_MAX_BYTES + 1)], "big.jpg", { type: "image/jpeg" });
    expect(await code(await create(caseForm(FIELDS, [big]), await captchaAnswer()))).toEqual([
      413,
      "ATTACHMENT_TOO_LARGE",
    ]);
    const mixed = { ...FIELDS, reason: "subscription-card-photo" };
    expect(await code(await create(caseForm(mixed), await captchaAnswer()))).toEqual([
      400,
      "CASE_TAXONOMY_INVALID",
    ]);
    const elsewhere = { ...FIELDS, cinema: "Cinélux Bastille" };
    expect(await code(await create(caseForm(elsewhere), await captchaAnswer()))).toEqual([
      400,
      "CASE_TAXONOMY_INVALID",
    ]);
    const bastille = await create(
      caseForm({ ...FIELDS, cinema: "cinelux-paris-bastille" }),
      await captchaAnswer(),
    );
    expect(SupportCaseSchema.parse(await bastille.json()).cinema).toBe("cinelux-paris-bastille");
  });

  it("lists the cases newest first; a comment, an agent's answer, reading, closing; closed takes nothing", async () => {
    const [open, closed] = await cases();
    // Numbered in the demo list's order, in the year each was opened, as a fresh seed numbers them.
    const yearOf = (createdAt = "") => new Date(createdAt).getUTCFullYear();
    expect([open?.number, closed?.number]).toEqual([
      `C-${yearOf(open?.createdAt)}-000001`,
      `C-${yearOf(closed?.createdAt)}-000002`,
    ]);
    const id = open?.id ?? "";
    expect((await json(`/api/accounts/me/case/${id}/comment`, "POST", { body: "Merci !" })).status).toBe(200);
    answerFakeCase(id, "Avec plaisir.");
    expect((await cases())[0]).toMatchObject({ unread: 2 });
    expect((await json(`/api/accounts/me/case/${id}`, "PATCH", { read: true })).status).toBe(200);
    expect((await cases())[0]).toMatchObject({ unread: 0 });
    expect((await json(`/api/accounts/me/case/${id}`, "PATCH", { closed: true })).status).toBe(200);
    expect(await code(await json(`/api/accounts/me/case/${id}/comment`, "POST", { body: "Encore" }))).toEqual(
      [409, "CASE_CLOSED"],
    );
    expect(await code(await json(`/api/accounts/me/case/${id}`, "PATCH", { closed: true }))).toEqual([
      409,
      "CASE_CLOSED",
    ]);
    expect(
      await code(await json(`/api/accounts/me/case/${crypto.randomUUID()}`, "PATCH", { closed: true })),
    ).toEqual([404, "CASE_NOT_FOUND"]);
    expect(await code(await json(`/api/accounts/me/case/${id}/comment`, "POST", { body: " " }))).toEqual([
      400,
      "BAD_REQUEST",
    ]);
  });
});
