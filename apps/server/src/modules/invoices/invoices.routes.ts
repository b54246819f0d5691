import {
  ErrorResponseSchema,
  InvoicePdfParamsSchema,
  InvoicesResponseSchema,
  type Language,
  LanguageQuerySchema,
} from "@cinelux/contract";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { fileResponse } from "../../lib/response-declarations.ts";
import type { PdfOptions } from "./invoice-pdf.ts";
import { contractPdf, invoicePdf, listInvoices, type PdfFile } from "./invoices.service.ts";

/** A PDF download: personal (never stored by a cache), saved under its own name. */
function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${file.filename.replace(/[^A-Za-z0-9._-]/g, "_")}"`)
    .header("cache-control", "private, no-store")
    .send(file.bytes);
}

/** A PDF download's answers: the file, or a bad query, no session, not the customer's (404). */
const PDF_RESPONSES = {
  200: fileResponse("The PDF", ["application/pdf"]),
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

export const invoicesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock?: () => Date;
  pdf?: PdfOptions;
}> = async (app, { db, clock = () => new Date(), pdf }) => {
  /** What both PDFs are made of: the customer's, in the asked language (else the account's), today. */
  const documentOf = (request: { accountId: string; query: { language?: Language | undefined } }) => ({
    db,
    accountId: request.accountId,
    language: request.query.language,
    now: clock(),
    pdf,
  });

  app.get(
    "/api/accounts/me/invoices",
    {
      schema: {
        tags: ["account"],
        summary: "The signed-in customer's invoices, newest first (SPEC 7)",
        security: [{ bearer: [] }],
        querystring: LanguageQuerySchema,
        response: { 200: InvoicesResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => listInvoices(db, request.accountId),
  );

  app.get(
    "/api/accounts/me/subscription/invoice/:id.pdf",
    {
      schema: {
        tags: ["subscription"],
        summary: "One invoice as a PDF (SPEC 7, a blob)",
        description:
          "In `language` (default: the account's), with the chain's legal name on the subscription's " +
          "domain. 404 INVOICE_NOT_FOUND for an id that is not one of the customer's invoices.",
        security: [{ bearer: [] }],
        params: InvoicePdfParamsSchema,
        querystring: LanguageQuerySchema,
        response: PDF_RESPONSES,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await invoicePdf({ ...documentOf(request), invoiceId: request.params.id })),
  );

  app.get(
    "/api/accounts/me/subscription/contract",
    {
      schema: {
        tags: ["subscription"],
        summary: "The subscription contract as a PDF (SPEC 7, a blob)",
        description: "In `language` (default: the account's). 404 SUBSCRIPTION_NOT_FOUND without a pass.",
        security: [{ bearer: [] }],
        querystring: LanguageQuerySchema,
        response: PDF_RESPONSES,
      },
    },
    async (request, reply) => sendPdf(reply, await contractPdf(documentOf(request))),
  );
};
