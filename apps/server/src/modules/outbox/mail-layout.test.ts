import { type Eticket, LANGUAGES, type Language } from "@cinelux/contract";
import { BRAND } from "@cinelux/contract/brand";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/database.ts";
import { createCustomer } from "../../../test/factories.ts";
import type { DatabaseHandle, Transaction } from "../../db/client.ts";
import type { AccountRow, OrderRow } from "../../db/schema/index.ts";
import { outboxMails } from "../../db/schema/index.ts";
import {
  queueAccountDeletedMail,
  queueAccountExistsMail,
  queueLinkMail,
  queueMailChangedMail,
  queueMailTakenMail,
  queueNewMailLink,
} from "../accounts/account-mails.ts";
import { type IssuedCardMail, queueIssuedCardMail } from "../card-sales/card-mail.ts";
import { queuePhotoRefusedMail } from "../cards/photo-refused-mail.ts";
import { queueGoodwillMail } from "../customer-care/goodwill-mail.ts";
import { queueRefundMail, queueTicketMail } from "../etickets/ticket-mail.ts";
import { wishlistAlertMail } from "../feelings/wishlist-alert-mail.ts";
import { queueFriendMail } from "../friends/friend-mail.ts";
import { createMarketingMailer, type MarketingMailer } from "../newsletter/marketing-mail.ts";
import { queueLateRefundMail, queueReceiptMail } from "../payments/order-mails.ts";
import { queueWelcomeMail } from "../subscribe/welcome-mail.ts";
import { queueCancellationMail } from "../subscription/cancellation-mail.ts";
import { queueCaseMail } from "../support/case-mail.ts";
import { queuePrepaidOfferMail } from "../wallet/prepaid-offer-mail.ts";
import { layOutMail, paragraph } from "./mail-layout.ts";
import { MAIL_LAYOUT_TEXTS } from "./mail-layout-texts.ts";
import type { MailKind } from "./outbox.service.ts";

const ORIGIN = "http://localhost:3000";

function ticket(language: Language): Eticket {
  return {
    id: "6f1c0a52-3d4e-4c1b-9a57-0c2f1e7d8b10",
    bookingId: "CLX-FR-000101",
    code: "CLX-ENTRANCE-0101",
    website: "cinelux.fr",
    language,
    payment: { bookingDate: "2026-05-01T10:00:00.000Z", means: "CB", totalAmount: 3160, currency: "EUR" },
    session: {
      id: "0b7e4c9d-8a21-4f63-b5d0-2e9c7a1f4d38",
      startDate: "2026-05-02T18:00:00.000Z",
      endDate: "2026-05-02T20:00:00.000Z",
      specificities: [],
      version: "VOST",
      auditoriumName: "Salle 3",
    },
    seats: ["F6", "F7"],
    seatType: "standard",
    options: [],
    clickAndServe: { concessions: false, activated: false, eligible: false, limitDurationOrder: 0 },
    show: { slug: "wings", title: "Wings", duration: 141, backdropUrl: "/media/backdrop/wings.jpg" },
    cinema: {
      id: "c3a9e2f4-1b6d-4e8a-9f70-5d2b8c4e1a96",
      name: "Cinélux Paris Bastille",
      address: "12 rue de Lyon",
      city: "Paris",
      postalCode: "75012",
      gpsPosition: null,
    },
    refundable: true,
  };
}

/** An order as the payments module keeps it (its mails read nothing else). */
function sampleOrder(language: Language, to: string): OrderRow {
  const label = { fr: "Carte cadeau Cinélux", nl: "Cinélux-cadeaukaart", en: "Cinélux gift card" };
  return {
    id: "00000000-0000-4000-8000-000000000042",
    accountId: null,
    buyerMail: to,
    language,
    domain: "fr",
    kind: "giftCard",
    status: "paid",
    description: label,
    lines: [{ item: "GIFT_CARD", quantity: 1, unitCents: 5000, totalCents: 5000, label }],
    totalCents: 5000,
    vatRateBasisPoints: 0,
    vatCents: 0,
    refundedCents: 0,
    payload: {},
    result: null,
    providerPaymentId: "tr_sample",
    checkoutUrl: null,
    nextPath: null,
    expiresAt: new Date("2026-05-01T10:30:00Z"),
    paidAt: new Date("2026-05-01T10:05:00Z"),
    reconcileClaimedUntil: null,
    createdAt: new Date("2026-05-01T10:00:00Z"),
    updatedAt: new Date("2026-05-01T10:05:00Z"),
  };
}

function sampleCard(language: Language, to: string, gift: IssuedCardMail["gift"]): IssuedCardMail {
  return {
    to,
    language,
    cardName: "Carte cadeau Cinélux",
    number: "6320123456789012",
    pin: "123456",
    holds: { cents: 5000 },
    expirationDate: "2027-05-01",
    walletUrl: `${ORIGIN}/${language}/tickets`,
    gift,
  };
}

interface Recipient {
  tx: Transaction;
  language: Language;
  to: string;
  /** An account of that language taking every marketing mail. */
  account: AccountRow;
}

const friendMail =
  (kind: "request" | "signUp") =>
  ({ tx, language, to }: Recipient) =>
    queueFriendMail(tx, { kind, language, inviterName: "Alice", link: `${ORIGIN}/${language}/friends`, to });

const caseMail =
  (kind: "created" | "answered") =>
  ({ tx, language, to }: Recipient) =>
    queueCaseMail(tx, {
      kind,
      language,
      number: "CAS-000042",
      subject: "Lost & found",
      link: `${ORIGIN}/${language}/messages`,
      to,
    });

/**
 * Queues each mail the server sends through the function its module queues it with; a kind added
 * to MailKind fails the typecheck here until it is queued (and so checked) too.
 */
function queueEveryMail(mailer: MarketingMailer): Record<MailKind, (r: Recipient) => Promise<unknown>> {
  const url = (path: string, language: Language) => `${ORIGIN}${path}?token=t0k3n&lang=${language}`;
  return {
    verify_mail: async ({ tx, language: lang, to }) => {
      await queueLinkMail(tx, { kind: "verify", to, lang, url: url("/auth/verify", lang) });
      await queueNewMailLink(tx, { to, lang, url: url("/auth/verify", lang) });
    },
    reset_password: ({ tx, language: lang, to }) =>
      queueLinkMail(tx, { kind: "reset", to, lang, url: url("/auth/reset", lang) }),
    account_exists: ({ tx, language: lang, to }) =>
      queueAccountExistsMail(tx, {
        to,
        lang,
        signInUrl: `${ORIGIN}/${lang}/account`,
        resetUrl: url("/auth/forgot", lang),
      }),
    mail_changed: ({ tx, language: lang, to }) =>
      queueMailChangedMail(tx, { to, lang, newMail: "new@example.test", resetUrl: url("/auth/reset", lang) }),
    mail_taken: ({ tx, language: lang, to }) => queueMailTakenMail(tx, { to, lang }),
    account_deleted: ({ tx, language: lang, to }) => queueAccountDeletedMail(tx, { to, lang }),
    eticket: ({ tx, language, to }) => queueTicketMail(tx, ticket(language), to),
    eticket_refund: ({ tx, language, to }) =>
      queueRefundMail(tx, ticket(language), { to, amount: 3160, means: "CB" }),
    friend_request: friendMail("request"),
    friend_invitation: friendMail("signUp"),
    support_case_created: caseMail("created"),
    support_case_answered: caseMail("answered"),
    prepaid_offered: ({ tx, language, to }) =>
      queuePrepaidOfferMail(tx, {
        language,
        giverName: "Sanne",
        cardName: "Carte 10 places",
        cardNumber: "6280001234567890",
        remaining: 4,
        expirationDate: "2026-12-31",
        link: `${ORIGIN}/${language}/tickets?claim=t0k3n`,
        to,
      }),
    subscription_cancelled: ({ tx, language, to }) =>
      queueCancellationMail(tx, {
        language,
        firstName: "Alice",
        planLabel: "Illimité",
        subscriptionNumber: "SUB-0042",
        effectiveDate: "2026-06-01",
        requestedOn: "2026-05-01",
        to,
      }),
    order_receipt: ({ tx, language, to }) => queueReceiptMail(tx, sampleOrder(language, to)),
    order_refunded: ({ tx, language, to }) => queueLateRefundMail(tx, sampleOrder(language, to), 5000),
    card_issued: ({ tx, language, to }) => queueIssuedCardMail(tx, sampleCard(language, to, null)),
    card_gift: ({ tx, language, to }) =>
      queueIssuedCardMail(
        tx,
        sampleCard(language, to, { from: "Alice", recipientName: "Bob", message: "Enjoy!" }),
      ),
    goodwill_voucher: ({ tx, language, to }) =>
      queueGoodwillMail(tx, {
        to,
        language,
        firstName: "Alice",
        number: "6330001234567890",
        seats: 2,
        expirationDate: "2026-12-31",
        walletUrl: `${ORIGIN}/${language}/tickets`,
      }),
    subscription_welcome: ({ tx, language, to }) =>
      queueWelcomeMail(tx, {
        to,
        language,
        firstName: "Alice",
        planLabel: "Cinépass",
        subscriptionNumber: "AB-FR-001042",
        cardNumber: "6280000000001042",
        monthlyCents: 2290,
        billingDay: 5,
        startDate: "2026-05-05",
        commitmentEndDate: "2027-05-05",
        subscriptionUrl: `${ORIGIN}/${language}/subscription`,
        contract: { filename: "contract-AB-FR-001042.pdf", bytes: Buffer.from("%PDF-1.7") },
      }),
    photo_refused: ({ tx, language, to }) =>
      queuePhotoRefusedMail(tx, {
        to,
        language,
        reason: "blurry",
        uploadUrl: `${ORIGIN}/${language}/subscription?photo=1`,
      }),
    marketing_filmnews: ({ tx, language, account }) =>
      mailer.queueMarketingMail(tx, {
        account,
        category: "filmnews",
        ...wishlistAlertMail({
          language,
          showTitle: "Wings",
          cinemaName: "Cinélux Paris Bastille",
          wishlistUrl: `${ORIGIN}/${language}/wishlist`,
        }),
      }),
    // Nothing in the product sends film tips yet: a body of one paragraph stands for one.
    marketing_filmtips: ({ tx, account }) =>
      mailer.queueMarketingMail(tx, {
        account,
        category: "filmtips",
        subject: "Tips",
        blocks: [paragraph("Three films for the weekend.")],
      }),
  };
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

function unescapeHtml(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** The words a reader sees in the HTML: the body's text nodes, without the inbox preview. */
function visibleTexts(page: string): string[] {
  const body = page.slice(page.indexOf("<body"), page.indexOf("</body>"));
  return body
    .replace(/<div style="display:none[^"]*">[^<]*<\/div>/, "")
    .split(/<[^>]+>/)
    .map((text) => unescapeHtml(text).trim())
    .filter((text) => text !== "");
}

function hrefs(page: string): string[] {
  return [...page.matchAll(/href="([^"]*)"/g)].map((match) => unescapeHtml(match[1] ?? ""));
}

/** The shared layout's marks, in the mail's language; the text part carries every word and link. */
function expectLaidOut(mail: { language: string; subject: string; text: string; html: string }) {
  const t = MAIL_LAYOUT_TEXTS[mail.language as Language];
  expect(mail.subject).toMatch(new RegExp(` · ${BRAND.name}$`));
  expect(mail.html.startsWith(`<!doctype html><html lang="${mail.language}"><head>`)).toBe(true);
  expect(mail.html).toMatch(new RegExp(`<tr><td style="[^"]*">${BRAND.name}</td></tr>`));
  expect(mail.html).toContain(t.sentBy);
  expect(mail.text).toContain(`\n\n-- \n${t.sentBy}`);
  for (const text of visibleTexts(mail.html)) {
    expect(mail.text).toContain(text);
  }
  for (const url of hrefs(mail.html)) {
    expect(mail.text).toContain(url);
  }
}

let database: DatabaseHandle;
let mailer: MarketingMailer;

beforeAll(async () => {
  database = await createTestDatabase();
  mailer = await createMarketingMailer({
    db: database.db,
    config: { origins: [ORIGIN], publicUrl: ORIGIN, mailFrom: "Cinélux <no-reply@cinelux.fr>" },
  });
});
afterAll(async () => {
  await database?.close();
});

describe("the mail layout", () => {
  it.each(LANGUAGES)(
    "lays out every mail the server queues in %s, its text part saying what its HTML says",
    async (language) => {
      const to = `every-mail-${language}@example.test`;
      const account = await createCustomer(database.db, { language, mail: to, mailCommunicationOptin: true });
      const queues = queueEveryMail(mailer);
      await database.db.transaction(async (tx) => {
        for (const queue of Object.values(queues)) {
          await queue({ tx, language, to, account });
        }
      });

      const mails = (await database.db.select().from(outboxMails)).filter((mail) => mail.recipient === to);
      expect(new Set(mails.map((mail) => mail.kind))).toEqual(new Set(Object.keys(queues)));
      for (const mail of mails) {
        expect(mail.language).toBe(language);
        expectLaidOut(mail);
      }
    },
  );

  it("escapes what a mail says in its HTML and keeps it as written in its text", () => {
    const mail = layOutMail({
      language: "en",
      subject: "<Tom & Jerry>",
      blocks: [paragraph(`<script>alert("x")</script>`)],
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("<title>&lt;Tom &amp; Jerry&gt; · Cinélux</title>");
    expect(mail.text).toContain(`<script>alert("x")</script>`);
    expect(mail.subject).toBe("<Tom & Jerry> · Cinélux");
  });

  it("greets and signs with the layout's words unless the mail brings its own", () => {
    const blocks = [paragraph("Body")];
    expect(layOutMail({ language: "nl", subject: "S", blocks }).text).toBe(
      "Hallo,\n\nBody\n\nHet Cinélux-team\n\n-- \nDit bericht is verstuurd door Cinélux.\n",
    );
    const own = layOutMail({
      language: "fr",
      subject: "S",
      blocks,
      greeting: "Bonjour Léa,",
      signature: "Le service clients",
    });
    expect(own.text.startsWith("Bonjour Léa,\n\nBody\n\nLe service clients\n\n-- \n")).toBe(true);
    expect(own.html).toContain(">Bonjour Léa,</p>");
    expect(own.html).toContain(">Le service clients</p>");
  });
});
