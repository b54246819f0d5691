import { InvoicesResponseSchema } from "@cinelux/contract";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { createPass } from "../../../test/passes.factories.ts";
import type { AccountRow } from "../../db/schema/index.ts";
import { pdfSafe, renderContractPdf, renderInvoicePdf } from "./invoice-pdf.ts";

const t = useTestApp({ seed: false });

async function get(url: string, customer?: Pick<AccountRow, "id">) {
  return customer ? injectAs(t, customer, { method: "GET", url }) : t.app.inject({ method: "GET", url });
}

/** A customer holding a year-old pass with its invoices (the last one unpaid in the `unpaid` state). */
async function holder(overrides: Partial<AccountRow> = {}, state: "active" | "unpaid" = "active") {
  const customer = await createCustomer(t.database.db, overrides);
  await createPass(t.database.db, { customer, state, invoices: true });
  return customer;
}

/**
 * The document's Info dictionary is never compressed: the title names the customer. pdfkit writes
 * an ASCII string as is and any other as UTF-16BE with its byte-order mark.
 */
function pdfInfoTitle(bytes: Buffer): string {
  const text = bytes.toString("latin1");
  // `/Title n 0 R`, then `n 0 obj\n(...)\nendobj`.
  const ref = /\/Title (\d+) 0 R/.exec(text)?.[1];
  const start = text.indexOf(`\n${ref} 0 obj\n(`);
  if (!ref || start < 0) {
    return "";
  }
  const from = start + `\n${ref} 0 obj\n(`.length;
  const raw = text.slice(from, text.indexOf(")\nendobj", from)).replace(/\\([\\()])/g, "$1");
  if (raw.startsWith("\u00fe\u00ff")) {
    return Buffer.from(raw.slice(2), "latin1").swap16().toString("utf16le");
  }
  return raw;
}

async function invoicesOf(customer: Pick<AccountRow, "id">) {
  const response = await get("/api/accounts/me/invoices", customer);
  expect(response.statusCode).toBe(200);
  return InvoicesResponseSchema.parse(response.json());
}

describe("GET /api/accounts/me/invoices", () => {
  it("lists the customer's own invoices, newest first", async () => {
    const camille = await invoicesOf(await holder());
    expect(camille.length).toBeGreaterThanOrEqual(12);
    const dates = camille.map((invoice) => invoice.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(camille.every((invoice) => invoice.name.startsWith("FR-"))).toBe(true);
    const hugo = await invoicesOf(await holder({}, "unpaid"));
    expect(hugo.filter((invoice) => invoice.status === "unpaid")).toHaveLength(1);
    expect(hugo.some((invoice) => camille.some((other) => other.id === invoice.id))).toBe(false);
    expect(await invoicesOf(await createCustomer(t.database.db))).toEqual([]);
    expect((await get("/api/accounts/me/invoices")).statusCode).toBe(401);
  });
});

describe("GET .../subscription/invoice/{id}.pdf", () => {
  it("answers a real PDF of the invoice, named, personal, in the customer's name", async () => {
    const camille = await holder({ firstName: "Camille", lastName: "Martin" });
    const [latest] = await invoicesOf(camille);
    const response = await get(`/api/accounts/me/subscription/invoice/${latest?.id}.pdf`, camille);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${latest?.name}.pdf"`);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfInfoTitle(bytes)).toBe(`Facture ${latest?.name} - Camille Martin`);
    // In the language asked for.
    const nl = await get(`/api/accounts/me/subscription/invoice/${latest?.id}.pdf?language=nl`, camille);
    expect(pdfInfoTitle(nl.rawPayload)).toBe(`Factuur ${latest?.name} - Camille Martin`);
  });

  it("is 404 INVOICE_NOT_FOUND for another customer's invoice or an unknown id", async () => {
    const camille = await holder();
    const [camilles] = await invoicesOf(camille);
    const [otherHolder, withoutPass] = [await holder(), await createCustomer(t.database.db)];
    for (const [id, customer] of [
      [camilles?.id, otherHolder],
      [camilles?.id, withoutPass],
      ["00000000-0000-4000-8000-000000000000", camille],
      ["not-an-id", camille],
    ] as const) {
      const response = await get(`/api/accounts/me/subscription/invoice/${id}.pdf`, customer);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "INVOICE_NOT_FOUND" });
    }
    expect((await get(`/api/accounts/me/subscription/invoice/${camilles?.id}.pdf`)).statusCode).toBe(401);
  });
});

describe("GET .../subscription/contract", () => {
  it("answers the customer's own contract as a PDF, and 404 without a pass", async () => {
    const sanne = await holder({ domain: "nl", language: "nl", firstName: "Sanne", lastName: "de Vries" });
    const response = await get("/api/accounts/me/subscription/contract", sanne);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="contract-AB-NL-\d{6}\.pdf"$/,
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The account speaks Dutch.
    expect(pdfInfoTitle(response.rawPayload)).toMatch(/^Abonnementsovereenkomst AB-NL-\d{6} - Sanne /);
    const hugo = await get(
      "/api/accounts/me/subscription/contract",
      await holder({ firstName: "Hugo", lastName: "Durand" }, "unpaid"),
    );
    expect(pdfInfoTitle(hugo.rawPayload)).toMatch(/Hugo Durand$/);
    expect(pdfInfoTitle(hugo.rawPayload)).not.toContain("Sanne");
    const none = await get("/api/accounts/me/subscription/contract", await createCustomer(t.database.db));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: "SUBSCRIPTION_NOT_FOUND" });
  });
});

describe("the PDFs' content", () => {
  const customer = {
    name: "Léa Moreau",
    address: ["3 rue des Lilas", "69003 Lyon"],
    mail: "lea@example.com",
  };

  it("prints the company of the domain, the customer, the amounts in EUR and the period", async () => {
    const bytes = await renderInvoicePdf(
      {
        language: "fr",
        domain: "fr",
        customer,
        number: "FR-2026-03-000005",
        issuedOn: "2026-03-05",
        periodStart: "2026-03-05",
        periodEnd: "2026-04-05",
        amountCents: 2640,
        status: "paid",
        extractedToNib: true,
        subscriptionNumber: "AB-FR-000005",
        supplements: [
          { format: "imax", date: "2026-02-14", movie: "Dune", cinema: "Cinélux Bercy", amountCents: 350 },
        ],
        generatedOn: "2026-03-06",
      },
      { compress: false },
    );
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfInfoTitle(bytes)).toBe("Facture FR-2026-03-000005 - Léa Moreau");
    // Uncompressed, the drawn text is in the content stream as hex glyph codes (WinAnsi): decode them.
    const drawn = drawnText(bytes);
    for (const expected of [
      "Cinélux SAS",
      "RCS Paris",
      "Léa Moreau",
      "69003 Lyon",
      "Total TTC",
      "26,40 €",
      "22,90 €",
      "Supplément IMAX",
      "du 5 mars 2026 au 4 avril 2026",
      "prélèvement SEPA",
    ]) {
      expect(drawn).toContain(expected);
    }
  });

  it("writes the contract in Dutch for the Dutch company, with the notice rules", async () => {
    const bytes = await renderContractPdf(
      {
        language: "nl",
        domain: "nl",
        customer: { name: "Sanne de Vries", address: [], mail: "sanne@example.com" },
        subscriptionNumber: "AB-NL-000006",
        cardNumber: "6280020000000006",
        plan: "CINEPASS_DUO",
        addOns: [],
        monthlyAmountCents: 3990,
        startDate: "2025-11-05",
        commitmentEndDate: "2026-11-05",
        openEnded: false,
        billingDay: 5,
        status: "active",
        cancellation: { requestedOn: "2026-11-20", effectiveDate: "2026-12-20" },
        generatedOn: "2026-11-23",
      },
      { compress: false },
    );
    const drawn = drawnText(bytes);
    for (const expected of [
      "Cinélux Nederland B.V.",
      "KvK",
      "Cinépass Duo",
      "€ 39,90",
      "6:237",
      "20 december 2026",
    ]) {
      expect(drawn).toContain(expected);
    }
  });

  it("folds what the standard fonts cannot draw", () => {
    expect(pdfSafe("Łukasz Żółć – 5 €")).toBe("Lukasz Zólc – 5 €");
    expect(pdfSafe("名前")).toBe("??");
  });
});

const WIN_ANSI_HIGH: Record<number, string> = { 128: "€", 150: "–", 146: "’" };

/** The text of the uncompressed content streams: pdfkit writes `[<hex> kerning <hex> ...] TJ`. */
function drawnText(bytes: Buffer): string {
  const source = bytes.toString("latin1");
  const lines: string[] = [];
  for (const match of source.matchAll(/\[([^\]]*)\] TJ/g)) {
    const parts = [...(match[1] ?? "").matchAll(/<([0-9a-f]*)>/gi)].map((hex) =>
      Buffer.from(hex[1] ?? "", "hex")
        .toString("latin1")
        .replace(/[\x80-\x9f]/g, (char) => WIN_ANSI_HIGH[char.charCodeAt(0)] ?? char),
    );
    lines.push(parts.join(""));
  }
  return lines.join("\n");
}
