import type { DomainId, Language, PassAddOn, PassType } from "@cinelux/contract";
import { DOMAIN_FACTS } from "@cinelux/contract/company";
import {
  ADD_ON_LABELS,
  euros,
  longDate,
  PLAN_LABELS,
  supplementName,
} from "../subscription/subscription-texts.ts";

/**
 * The invoice and the subscription contract as real PDFs (pdfkit), in the customer's language, with
 * the legal name of the chain's company on the subscription's domain (Cinélux SAS in France,
 * Cinélux Nederland B.V. in the Netherlands, as the site pages and the footer say). Amounts are
 * EUR, VAT included. The standard PDF fonts (no file to ship) cover the Latin-1 and Windows-1252
 * characters of French, Dutch and English; any other character is folded (diacritics dropped).
 */

/** VAT on cinema tickets (and passes): 5.5 % in France, 9 % in the Netherlands. */
const VAT_RATE: Record<DomainId, number> = { fr: 0.055, nl: 0.09 };

/** Letters Unicode does not decompose into a base letter and a mark. */
const NO_DECOMPOSITION: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i" };

const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** What the standard fonts can draw: Latin-1 and the Windows-1252 extras; others lose their accents, or become "?". */
export function pdfSafe(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) {
      out += char;
      continue;
    }
    if (char === "\n") {
      out += char;
      continue;
    }
    const folded = (NO_DECOMPOSITION[char] ?? char).normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    out += /^[\x20-\x7e]+$/.test(folded) ? folded : "?";
  }
  return out;
}

const T = {
  fr: {
    invoice: "Facture",
    contract: "Contrat d'abonnement",
    number: "N°",
    issued: "Date d'émission",
    customer: "Client",
    subscription: "Abonnement n°",
    period: (from: string, to: string) => `du ${from} au ${to}`,
    line: "Abonnement Cinélux",
    total: "Total TTC",
    vat: (rate: string, amount: string) => `dont TVA ${rate} : ${amount}`,
    paid: (how: string) => `Payée${how}.`,
    sepa: " par prélèvement SEPA",
    unpaid: "Non payée : merci de régler ce montant depuis votre espace client.",
    between: "Entre",
    and: "et",
    plan: "Formule",
    addOns: "Options",
    none: "aucune",
    monthly: "Prix mensuel TTC",
    start: "Début de l'abonnement",
    commitment: "Fin de l'engagement",
    openEnded: "sans engagement",
    billingDay: (day: number) => `Prélèvement mensuel le ${day} de chaque mois.`,
    card: "Carte n°",
    status: "Statut",
    statuses: {
      active: "actif",
      suspended: "en pause",
      canceled: "résilié",
      unpaid: "impayé",
      blocked: "bloqué",
    },
    pause:
      "Pause : une fois par an, un mois à partir de la prochaine date de prélèvement ; le mois en pause n'est pas facturé.",
    cancellation:
      "Résiliation : à tout moment depuis l'espace client (« résiliation en trois clics », articles L215-1 et L215-1-1 du Code de la consommation). L'abonnement prend fin à la plus tardive de ces deux dates : la fin de l'engagement, ou un mois après la demande. Une confirmation écrite indiquant la date de fin est envoyée par e-mail.",
    pending: (asked: string, end: string) =>
      `Résiliation demandée le ${asked} : l'abonnement prend fin le ${end}.`,
    supplementLine: (name: string, movie: string, cinema: string, date: string) =>
      `${name} : ${movie}, ${cinema}, ${date}`,
    page: "Document généré le",
  },
  nl: {
    invoice: "Factuur",
    contract: "Abonnementsovereenkomst",
    number: "Nr.",
    issued: "Factuurdatum",
    customer: "Klant",
    subscription: "Abonnementsnummer",
    period: (from: string, to: string) => `van ${from} tot ${to}`,
    line: "Cinélux-abonnement",
    total: "Totaal incl. btw",
    vat: (rate: string, amount: string) => `waarvan btw ${rate}: ${amount}`,
    paid: (how: string) => `Betaald${how}.`,
    sepa: " via SEPA-incasso",
    unpaid: "Niet betaald: betaal dit bedrag via je account.",
    between: "Tussen",
    and: "en",
    plan: "Abonnement",
    addOns: "Opties",
    none: "geen",
    monthly: "Maandprijs incl. btw",
    start: "Startdatum",
    commitment: "Einde van de looptijd",
    openEnded: "maandelijks opzegbaar",
    billingDay: (day: number) => `Maandelijkse incasso op de ${day}e van elke maand.`,
    card: "Pasnummer",
    status: "Status",
    statuses: {
      active: "actief",
      suspended: "gepauzeerd",
      canceled: "opgezegd",
      unpaid: "onbetaald",
      blocked: "geblokkeerd",
    },
    pause: "Pauze: één maand vanaf de volgende incassodatum; over de gepauzeerde maand betaal je niets.",
    cancellation:
      "Opzeggen: op elk moment via je account (artikelen 6:236 onder j en 6:237 onder l BW, Wet langlopende overeenkomsten). Het abonnement eindigt op de laatste van deze twee data: het einde van de looptijd, of één maand na de opzegging. Je ontvangt een schriftelijke bevestiging met de einddatum per e-mail.",
    pending: (asked: string, end: string) => `Opgezegd op ${asked}: het abonnement eindigt op ${end}.`,
    supplementLine: (name: string, movie: string, cinema: string, date: string) =>
      `${name}: ${movie}, ${cinema}, ${date}`,
    page: "Document aangemaakt op",
  },
  en: {
    invoice: "Invoice",
    contract: "Subscription contract",
    number: "No.",
    issued: "Issue date",
    customer: "Customer",
    subscription: "Subscription no.",
    period: (from: string, to: string) => `from ${from} to ${to}`,
    line: "Cinélux subscription",
    total: "Total incl. VAT",
    vat: (rate: string, amount: string) => `of which VAT ${rate}: ${amount}`,
    paid: (how: string) => `Paid${how}.`,
    sepa: " by SEPA direct debit",
    unpaid: "Unpaid: please settle this amount from your account.",
    between: "Between",
    and: "and",
    plan: "Plan",
    addOns: "Add-ons",
    none: "none",
    monthly: "Monthly price incl. VAT",
    start: "Start date",
    commitment: "End of commitment",
    openEnded: "no commitment",
    billingDay: (day: number) => `Monthly direct debit on day ${day} of each month.`,
    card: "Card no.",
    status: "Status",
    statuses: {
      active: "active",
      suspended: "paused",
      canceled: "cancelled",
      unpaid: "unpaid",
      blocked: "blocked",
    },
    pause: "Pause: one month from the next billing date; the paused month is not billed.",
    cancellation:
      "Cancellation: at any time from your account (French Code de la consommation L215-1 and L215-1-1; Dutch Civil Code 6:236 j and 6:237 l). The subscription ends on the later of the end of the commitment and one month after the request. A written confirmation stating the end date is sent by e-mail.",
    pending: (asked: string, end: string) =>
      `Cancellation requested on ${asked}: the subscription ends on ${end}.`,
    supplementLine: (name: string, movie: string, cinema: string, date: string) =>
      `${name}: ${movie}, ${cinema}, ${date}`,
    page: "Document generated on",
  },
} as const;

export interface PdfParty {
  name: string;
  address: string[];
  mail: string;
}

export interface PdfOptions {
  /** Streams deflated (the default); tests read the text with `compress: false`. */
  compress?: boolean;
}

function percent(rate: number, language: Language): string {
  return new Intl.NumberFormat(language === "en" ? "en-GB" : `${language}-${language.toUpperCase()}`, {
    style: "percent",
    maximumFractionDigits: 1,
  })
    .format(rate)
    .replace(/[\u00a0\u202f]/g, " ");
}

/** Builds a document and answers its bytes. */
async function render(
  info: { title: string; subject: string },
  options: PdfOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  // Loaded on the first download, not at start: pdfkit and fontkit are many modules, kept off the cold start.
  const { default: PDFDocument } = await import("pdfkit");
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: 56,
      compress: options.compress ?? true,
      info: {
        Title: pdfSafe(info.title),
        Subject: pdfSafe(info.subject),
        Author: "Cinélux",
        Creator: "Cinélux",
      },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

function companyHeader(doc: PDFKit.PDFDocument, domain: DomainId) {
  const facts = DOMAIN_FACTS[domain];
  doc.font("Helvetica-Bold").fontSize(16).fillColor("#b3122a").text(pdfSafe(facts.company));
  doc.font("Helvetica").fontSize(9).fillColor("#333333");
  doc.text(pdfSafe(facts.headOffice));
  doc.text(pdfSafe(`${facts.registration} · ${domain === "fr" ? "TVA" : "btw"} ${facts.vat}`));
  doc.text(pdfSafe(`${facts.mail.service} · ${facts.phone}`));
  doc.moveDown(1.5);
  doc.fillColor("#111111");
}

function party(doc: PDFKit.PDFDocument, label: string, who: PdfParty) {
  doc.font("Helvetica-Bold").fontSize(10).text(pdfSafe(label));
  doc.font("Helvetica").fontSize(10).text(pdfSafe(who.name));
  for (const line of who.address) {
    doc.text(pdfSafe(line));
  }
  if (who.mail) {
    doc.text(pdfSafe(who.mail));
  }
  doc.moveDown();
}

function row(doc: PDFKit.PDFDocument, label: string, value: string) {
  const y = doc.y;
  doc.font("Helvetica").fontSize(10).text(pdfSafe(label), 56, y, { width: 330 });
  const after = doc.y;
  doc.text(pdfSafe(value), 390, y, { width: 150, align: "right" });
  doc.y = Math.max(after, doc.y);
  doc.x = 56;
}

export interface InvoicePdfData {
  language: Language;
  domain: DomainId;
  customer: PdfParty;
  number: string;
  issuedOn: string;
  periodStart: string;
  /** Excluded; the PDF prints the last day included. */
  periodEnd: string;
  amountCents: number;
  status: "paid" | "unpaid";
  extractedToNib: boolean;
  subscriptionNumber: string;
  supplements: { format: string; date: string; movie: string | null; cinema: string; amountCents: number }[];
  generatedOn: string;
}

function dayBefore(date: string): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() - 1);
  return value.toISOString().slice(0, 10);
}

export function renderInvoicePdf(data: InvoicePdfData, options: PdfOptions = {}): Promise<Buffer> {
  const t = T[data.language];
  const { language } = data;
  const date = (value: string) => longDate(value, language);
  return render(
    { title: `${t.invoice} ${data.number} - ${data.customer.name}`, subject: t.invoice },
    options,
    (doc) => {
      companyHeader(doc, data.domain);
      doc
        .font("Helvetica-Bold")
        .fontSize(20)
        .text(pdfSafe(`${t.invoice} ${t.number} ${data.number}`));
      doc.moveDown(0.5);
      row(doc, t.issued, date(data.issuedOn));
      row(doc, t.subscription, data.subscriptionNumber);
      doc.moveDown();
      party(doc, t.customer, data.customer);
      const supplementsTotal = data.supplements.reduce((sum, s) => sum + s.amountCents, 0);
      row(
        doc,
        `${t.line}, ${t.period(date(data.periodStart), date(dayBefore(data.periodEnd)))}`,
        euros(data.amountCents - supplementsTotal, language),
      );
      for (const supplement of data.supplements) {
        row(
          doc,
          t.supplementLine(
            supplementName(supplement.format, language),
            supplement.movie ?? "",
            supplement.cinema,
            date(supplement.date),
          ),
          euros(supplement.amountCents, language),
        );
      }
      doc.moveDown(0.5);
      doc.moveTo(56, doc.y).lineTo(539, doc.y).strokeColor("#999999").stroke();
      doc.moveDown(0.5);
      doc.font("Helvetica-Bold");
      row(doc, t.total, euros(data.amountCents, language));
      const rate = VAT_RATE[data.domain];
      const vat = Math.round((data.amountCents * rate) / (1 + rate));
      doc
        .font("Helvetica")
        .fontSize(9)
        .text(pdfSafe(t.vat(percent(rate, language), euros(vat, language))), {
          align: "right",
        });
      doc.moveDown();
      doc
        .fontSize(10)
        .text(pdfSafe(data.status === "paid" ? t.paid(data.extractedToNib ? t.sepa : "") : t.unpaid));
      doc.moveDown(2);
      doc
        .fontSize(8)
        .fillColor("#666666")
        .text(pdfSafe(`${t.page} ${date(data.generatedOn)}`));
    },
  );
}

export interface ContractPdfData {
  language: Language;
  domain: DomainId;
  customer: PdfParty;
  subscriptionNumber: string;
  cardNumber: string;
  plan: PassType;
  addOns: PassAddOn[];
  monthlyAmountCents: number;
  startDate: string;
  commitmentEndDate: string;
  openEnded: boolean;
  billingDay: number;
  status: "active" | "suspended" | "canceled" | "unpaid" | "blocked";
  cancellation: { requestedOn: string; effectiveDate: string } | null;
  generatedOn: string;
}

export function renderContractPdf(data: ContractPdfData, options: PdfOptions = {}): Promise<Buffer> {
  const t = T[data.language];
  const { language } = data;
  const date = (value: string) => longDate(value, language);
  const facts = DOMAIN_FACTS[data.domain];
  return render(
    { title: `${t.contract} ${data.subscriptionNumber} - ${data.customer.name}`, subject: t.contract },
    options,
    (doc) => {
      companyHeader(doc, data.domain);
      doc.font("Helvetica-Bold").fontSize(20).text(pdfSafe(t.contract));
      doc
        .font("Helvetica")
        .fontSize(10)
        .text(pdfSafe(`${t.subscription} ${data.subscriptionNumber}`));
      doc.moveDown();
      party(doc, t.between, { name: facts.company, address: [facts.headOffice], mail: facts.mail.service });
      party(doc, t.and, data.customer);
      row(doc, t.plan, PLAN_LABELS[language][data.plan]);
      row(
        doc,
        t.addOns,
        data.addOns.length > 0
          ? data.addOns.map((addOn) => ADD_ON_LABELS[language][addOn]).join(", ")
          : t.none,
      );
      row(doc, t.monthly, euros(data.monthlyAmountCents, language));
      row(doc, t.start, date(data.startDate));
      row(doc, t.commitment, data.openEnded ? t.openEnded : date(data.commitmentEndDate));
      row(doc, t.card, data.cardNumber);
      row(doc, t.status, t.statuses[data.status]);
      doc.moveDown();
      doc.fontSize(10).text(pdfSafe(t.billingDay(data.billingDay)));
      doc.moveDown(0.5);
      doc.text(pdfSafe(t.pause));
      doc.moveDown(0.5);
      doc.text(pdfSafe(t.cancellation));
      if (data.cancellation) {
        doc.moveDown(0.5);
        doc
          .font("Helvetica-Bold")
          .text(
            pdfSafe(t.pending(date(data.cancellation.requestedOn), date(data.cancellation.effectiveDate))),
          );
        doc.font("Helvetica");
      }
      doc.moveDown(2);
      doc
        .fontSize(8)
        .fillColor("#666666")
        .text(pdfSafe(`${t.page} ${date(data.generatedOn)}`));
    },
  );
}
