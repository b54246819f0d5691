// Test helpers of the support API tests: a case form sent as a customer with a solved captcha, and
// files built here (no binary fixture): PDFs written byte by byte, images drawn by sharp.
import { deflateSync } from "node:zlib";
import { type SupportCase, SupportCaseSchema } from "@cinelux/contract";
import { CAPTCHA_HEADER } from "@cinelux/contract/captcha-header";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import type { TestApp } from "../../../test/app.ts";
import { solvedCaptcha } from "../../../test/captcha.ts";
import { injectAs } from "../../../test/factories.ts";
import { type FormPart, multipartForm } from "../../../test/multipart.ts";
import { type AccountRow, outboxMails } from "../../db/schema/index.ts";

export const CASE_URL = "/api/accounts/me/case";

/** A valid branch of the seeded taxonomy (SPEC 9) and the other required fields. */
export const VALID_FIELDS = {
  type: "tickets",
  topic: "tickets-refund",
  reason: "tickets-refund-delay",
  subject: "Remboursement non reçu",
  description: "J'ai annulé mon billet il y a dix jours et je n'ai pas encore été remboursée.",
} as const;

export type CaseFile = { filename: string; type: string; data: Uint8Array | string };

/** POST /api/accounts/me/case as `customer`: the fields given (all valid by default), files, a captcha. */
export async function postCase(
  t: TestApp,
  customer: Pick<AccountRow, "id">,
  options: {
    fields?: Record<string, string>;
    files?: CaseFile[];
    captcha?: string | null;
    language?: "fr" | "nl" | "en";
  } = {},
) {
  const fields = options.fields ?? VALID_FIELDS;
  const parts: FormPart[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(options.files ?? []).map((file) => ({ name: "attachments[]", ...file })),
  ];
  const form = multipartForm(parts);
  const captcha = options.captcha === undefined ? await solvedCaptcha(t) : options.captcha;
  return injectAs(t, customer, {
    method: "POST",
    url: `${CASE_URL}?language=${options.language ?? "fr"}`,
    payload: form.payload,
    headers: { ...form.headers, ...(captcha === null ? {} : { [CAPTCHA_HEADER]: captcha }) },
  });
}

/** The case of a 200 answer, checked against the contract. */
export function caseOf(response: { statusCode: number; body: string; json(): unknown }): SupportCase {
  if (response.statusCode !== 200) {
    throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  }
  return SupportCaseSchema.parse(response.json());
}

export async function lastMailTo(t: TestApp, mail: string, kind: string) {
  const [row] = await t.database.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.recipient, mail), eq(outboxMails.kind, kind)))
    .orderBy(desc(outboxMails.createdAt))
    .limit(1);
  return row;
}

/**
 * A minimal well-formed PDF: a catalog and an empty page tree, `extra` entries in the catalog, an
 * optional Flate content stream, a classic xref table with exact offsets, trailer, startxref, %%EOF.
 */
export function makePdf(options: { catalogExtra?: string; stream?: string; prefix?: string } = {}): Buffer {
  const chunks: Buffer[] = [Buffer.from(`${options.prefix ?? ""}%PDF-1.4\n%\xe2\xe3\xcf\xd3\n`, "latin1")];
  const offsets: number[] = [];
  const length = () => chunks.reduce((total, chunk) => total + chunk.length, 0);
  const add = (text: string | Buffer) =>
    chunks.push(typeof text === "string" ? Buffer.from(text, "latin1") : text);
  offsets.push(length());
  add(`1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${options.catalogExtra ?? ""}>>\nendobj\n`);
  offsets.push(length());
  add("2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n");
  if (options.stream !== undefined) {
    const data = deflateSync(Buffer.from(options.stream, "latin1"));
    offsets.push(length());
    add(`3 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`);
    add(data);
    add("\nendstream\nendobj\n");
  }
  const xref = length();
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  add(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${entries}`);
  add(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(chunks);
}

/** A JPEG carrying EXIF metadata (an artist, a GPS-like comment) that re-encoding must drop. */
export async function jpegWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#c03030" } })
    .withExif({ IFD0: { Artist: "Secret Person", ImageDescription: "GPS 48.8566N 2.3522E" } })
    .jpeg()
    .toBuffer();
}
