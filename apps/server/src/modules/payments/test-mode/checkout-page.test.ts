import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createTestApp, useTestApp } from "../../../../test/app.ts";
import { CHECKOUT_TOKENS } from "./checkout-page.ts";
import { BUILTIN_MOLLIE_API_KEY } from "./test-mode.constants.ts";
import { postCheckout } from "./test-mode-test-kit.ts";

// The hosted checkout page of the built-in provider (docs/domain/payments-test-mode.md
// "The checkout page"): loopback only, in the payment's language, one button per outcome.

const t = useTestApp({ seed: false });

async function createPayment(body: Record<string, unknown> = {}): Promise<string> {
  const created = await t.app.inject({
    method: "POST",
    url: "/dev/mollie/v2/payments",
    remoteAddress: "127.0.0.1",
    headers: { authorization: `Bearer ${BUILTIN_MOLLIE_API_KEY}`, "content-type": "application/json" },
    payload: {
      amount: { currency: "EUR", value: "1234.50" },
      description: "Pass <Cinélux> annual",
      redirectUrl: "http://localhost:3000/return",
      cancelUrl: "http://localhost:3000/cancel",
      ...body,
    },
  });
  expect(created.statusCode).toBe(201);
  return (created.json() as { id: string }).id;
}

const page = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/dev/pay/${id}`, remoteAddress: "127.0.0.1", headers });

describe("/dev/pay/:id", () => {
  it.each([
    ["fr_FR", "fr", "Mode test — aucun argent réel", "1\u202f234,50\u00a0€", "Payé"],
    ["nl_BE", "nl", "Testmodus — geen echt geld", "€\u00a01.234,50", "Betaald"],
    ["en_US", "en", "Test mode — no real money", "€1,234.50", "Paid"],
  ])("speaks the payment's locale %s", async (locale, language, label, amount, paid) => {
    const id = await createPayment({ locale });
    const answer = await page(id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/html");
    expect(answer.body).toContain(`<html lang="${language}">`);
    expect(answer.body).toContain(label);
    expect(answer.body).toContain(amount);
    expect(answer.body).toContain("Pass &lt;Cinélux&gt; annual");
    expect(answer.body).toContain(`<button type="submit" name="outcome" value="paid">${paid}</button>`);
    for (const outcome of ["failed", "canceled", "expired", "open"]) {
      expect(answer.body).toContain(`name="outcome" value="${outcome}"`);
    }
    for (const method of ["ideal", "bancontact", "creditcard", "applepay"]) {
      expect(answer.body).toContain(`name="method" value="${method}"`);
    }
    expect(answer.body).not.toContain('name="laterDebits"');
  });

  it("asks how later debits go for a first payment, and offers only the methods the payment allows", async () => {
    const customer = await t.app.inject({
      method: "POST",
      url: "/dev/mollie/v2/customers",
      remoteAddress: "127.0.0.1",
      headers: { authorization: `Bearer ${BUILTIN_MOLLIE_API_KEY}`, "content-type": "application/json" },
      payload: { name: "Ada" },
    });
    const id = await createPayment({
      sequenceType: "first",
      customerId: (customer.json() as { id: string }).id,
      method: ["creditcard", "applepay"],
      locale: "en_GB",
    });
    const body = (await page(id)).body;
    expect(body).toContain('name="laterDebits" value="paid"');
    expect(body).toContain('name="laterDebits" value="bounce"');
    expect(body).toContain('value="creditcard"');
    expect(body).not.toContain('value="ideal"');
  });

  it("sends a canceled payment to its cancelUrl, then shows its status and the way back", async () => {
    const id = await createPayment({ locale: "nl_NL" });
    const posted = await postCheckout(t, id, { outcome: "canceled", method: "ideal" });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe("http://localhost:3000/cancel");
    const after = await page(id);
    expect(after.body).toContain("Deze betaling is niet meer open.");
    expect(after.body).toContain("Geannuleerd");
    expect(after.body).toContain('href="http://localhost:3000/return"');
    expect(after.body).not.toContain('name="outcome"');
    // Posting again changes nothing: back to the page that says so.
    const again = await postCheckout(t, id, { outcome: "paid" });
    expect(again.headers.location).toBe(`/dev/pay/${id}`);
  });

  it("falls back to Accept-Language when the payment has no locale of the site's", async () => {
    const id = await createPayment({ locale: "de_DE" });
    expect((await page(id, { "accept-language": "nl-BE,nl;q=0.9" })).body).toContain('<html lang="nl">');
  });

  it("refuses a form from another origin, an unknown outcome, an unknown payment and any other machine", async () => {
    const id = await createPayment();
    expect(
      (await postCheckout(t, id, { outcome: "paid" }, { "sec-fetch-site": "cross-site" })).statusCode,
    ).toBe(403);
    expect((await postCheckout(t, id, { outcome: "refunded" })).statusCode).toBe(400);
    expect((await postCheckout(t, id, { outcome: "paid", method: "paypal" })).statusCode).toBe(400);
    expect((await page("tr_unknownunknownunknown00")).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/dev/pay/${id}`, remoteAddress: "203.0.113.9" })).statusCode).toBe(
      404,
    );
    expect((await page(id)).body).toContain('name="outcome"');
  });

  it("uses the design system's tokens with the web's values", () => {
    const tokens = readFileSync(new URL("../../../../../web/app/styles/tokens.css", import.meta.url), "utf8");
    for (const [name, value] of Object.entries(CHECKOUT_TOKENS)) {
      expect(tokens, name).toContain(`${name}: ${value};`);
    }
  });

  it("does not exist outside the dev environment, nor its API", async () => {
    const prod = await createTestApp({
      seed: false,
      env: { APP_ENV: "prod", PUBLIC_URL: "https://www.cinelux.fr" },
    });
    try {
      const api = await prod.app.inject({
        url: "/dev/mollie/v2/payments/tr_x",
        remoteAddress: "127.0.0.1",
        headers: { authorization: `Bearer ${BUILTIN_MOLLIE_API_KEY}` },
      });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ code: "NOT_FOUND" });
      expect((await prod.app.inject({ url: "/dev/pay/tr_x", remoteAddress: "127.0.0.1" })).statusCode).toBe(
        404,
      );
    } finally {
      await prod.close();
    }
  });
});
