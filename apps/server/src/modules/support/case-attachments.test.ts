import { CASE_ATTACHMENT_MAX_BYTES, SupportCasesResponseSchema } from "@cinelux/contract";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { createSupportBranch } from "../../../test/support.factories.ts";
import { cleanFileName } from "./case-attachments.ts";
import { isSafePdf } from "./pdf-check.ts";
import {
  CASE_URL,
  type CaseFile,
  caseOf,
  jpegWithMetadata,
  makePdf,
  postCase,
  VALID_FIELDS,
} from "./support-test-kit.ts";

// Hostile and ordinary attachments of POST /api/accounts/me/case.
// A refused file refuses the whole case: nothing is stored.

const t = useTestApp({ seed: false });

// The form's branch of the support taxonomy.
beforeAll(async () => {
  await createSupportBranch(t.database.db, {
    type: VALID_FIELDS.type,
    topic: VALID_FIELDS.topic,
    reasonId: VALID_FIELDS.reason,
  });
});

async function refused(files: CaseFile[]) {
  const customer = await createCustomer(t.database.db);
  const response = await postCase(t, customer, { files });
  const cases = SupportCasesResponseSchema.parse(
    (await injectAs(t, customer, { method: "GET", url: CASE_URL })).json(),
  );
  expect(cases).toEqual([]);
  return { status: response.statusCode, code: response.json().code as string };
}

const pdf = (data: Uint8Array | string, filename = "document.pdf"): CaseFile => ({
  filename,
  type: "application/pdf",
  data,
});

describe("accepted attachments", () => {
  it("re-encodes a photo as a JPEG without its metadata, and serves it to its owner", async () => {
    const customer = await createCustomer(t.database.db);
    const photo = await jpegWithMetadata();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const created = caseOf(
      await postCase(t, customer, {
        files: [{ filename: "../../IMG 0001.JPG", type: "image/jpeg", data: photo }],
      }),
    );
    expect(created.attachments).toMatchObject([{ fileName: "IMG 0001.jpg", mimeType: "image/jpeg" }]);
    const served = await injectAs(t, customer, {
      method: "GET",
      url: `${CASE_URL}/${created.id}/attachments/${created.attachments[0]?.id}`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-disposition"]).toContain("attachment");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe("jpeg");
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("Secret Person"))).toBe(false);
  });

  it("keeps three files: a PNG named .pdf is stored as the image it is, a PDF as sent", async () => {
    const customer = await createCustomer(t.database.db);
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: "#00f0" } })
      .png()
      .toBuffer();
    const created = caseOf(
      await postCase(t, customer, {
        files: [
          { filename: "scan.pdf", type: "application/pdf", data: png },
          pdf(makePdf({ stream: "BT /F1 12 Tf (Bonjour) Tj ET" })),
          pdf(makePdf(), "invoice.PDF"),
        ],
      }),
    );
    expect(created.attachments.map((file) => [file.fileName, file.mimeType])).toEqual([
      ["scan.jpg", "image/jpeg"],
      ["document.pdf", "application/pdf"],
      ["invoice.pdf", "application/pdf"],
    ]);
  });
});

describe("refused attachments", () => {
  it("refuses a fourth file", async () => {
    expect(await refused([1, 2, 3, 4].map(() => pdf(makePdf())))).toEqual({
      status: 400,
      code: "ATTACHMENT_TOO_MANY",
    });
  });

  it("refuses a file over the size limit", async () => {
    const big = makePdf({ stream: "x".repeat(10) });
    const padded = Buffer.concat([big, Buffer.alloc(CASE_ATTACHMENT_MAX_BYTES + 1 - big.length, 0x20)]);
    expect(await refused([pdf(padded)])).toEqual({ status: 413, code: "ATTACHMENT_TOO_LARGE" });
  });

  it("refuses by the bytes: a renamed executable, HTML wearing a PDF, an SVG with a script", async () => {
    const executable = Buffer.concat([
      Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"),
      Buffer.alloc(200),
    ]);
    const htmlFirst = `<html><body><script>alert(document.cookie)</script></body></html>\n${makePdf().toString("latin1")}`;
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const file of [
      { filename: "photo.jpg", type: "image/jpeg", data: executable },
      pdf(htmlFirst, "invoice.pdf"),
      { filename: "logo.png", type: "image/png", data: svg },
      { filename: "logo.svg", type: "image/svg+xml", data: svg },
    ]) {
      expect(await refused([file])).toEqual({ status: 415, code: "ATTACHMENT_TYPE_NOT_ALLOWED" });
    }
  });

  it("refuses a PDF that carries HTML or JavaScript, or whose structure is broken", async () => {
    const polyglot = makePdf({ catalogExtra: "/Lang (<html><script>alert(1)</script>)" });
    const openAction = makePdf({ catalogExtra: "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>" });
    const hidden = makePdf({ stream: "<< /Type /Action /S /Launch /F (cmd.exe) >>" });
    const truncated = makePdf().subarray(0, 120);
    for (const data of [polyglot, openAction, hidden, truncated]) {
      expect(await refused([pdf(data)])).toEqual({ status: 400, code: "ATTACHMENT_UNREADABLE" });
    }
  });

  it("refuses an image whose bytes start right but do not decode", async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 0x41)]);
    expect(await refused([{ filename: "photo.jpg", type: "image/jpeg", data: broken }])).toEqual({
      status: 400,
      code: "ATTACHMENT_UNREADABLE",
    });
  });
});

describe("the PDF check and file names", () => {
  it("reads names spelled with #xx escapes and refuses an offset outside the file", () => {
    expect(isSafePdf(makePdf())).toBe(true);
    expect(isSafePdf(makePdf({ catalogExtra: "/Names << /J#61vaScript 5 0 R >>" }))).toBe(false);
    expect(isSafePdf(makePdf({ catalogExtra: "/AA << >>" }))).toBe(false);
    const wrongOffset = makePdf()
      .toString("latin1")
      .replace(/startxref\n\d+/, "startxref\n99999999");
    expect(isSafePdf(Buffer.from(wrongOffset, "latin1"))).toBe(false);
  });

  it("keeps the last path segment without control characters, with the stored type's extension", () => {
    expect(cleanFileName("C:\\Users\\me\\Bon d'achat.png", "image/jpeg")).toBe("Bon d'achat.jpg");
    expect(cleanFileName("a\u0000b\u202e.pdf", "application/pdf")).toBe("ab.pdf");
    expect(cleanFileName("", "application/pdf")).toBe("attachment.pdf");
    expect(cleanFileName("x".repeat(300), "image/jpeg")).toHaveLength(120);
  });
});
