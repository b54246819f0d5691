import { SupportCasesResponseSchema } from "@cinelux/contract";
import { describe, expect, it } from "vitest";
import { createTestApp, useTestApp } from "../../../test/app.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { CASE_URL, caseOf, lastMailTo, postCase } from "./support-test-kit.ts";

// The dev agent page (docs/domain/support.md "Dev agent page"): loopback only, dev only.

const t = useTestApp();

const answer = (id: string, body: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: `/dev/support/${id}/answer`,
    remoteAddress: "127.0.0.1",
    payload: `body=${encodeURIComponent(body)}`,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });

describe("/dev/support", () => {
  it("lists open cases, and an answer reaches the customer as a received, unread message with a mail", async () => {
    const customer = await createCustomer(t.database.db, { language: "en" });
    const created = caseOf(await postCase(t, customer, { language: "en" }));
    const page = await t.app.inject({ url: "/dev/support", remoteAddress: "127.0.0.1" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(created.number);
    expect(page.body).toContain(`action="/dev/support/${created.id}/answer"`);

    const sent = await answer(created.id, "We have refunded you <today>.");
    expect(sent.statusCode).toBe(303);
    const [followed] = SupportCasesResponseSchema.parse(
      (await injectAs(t, customer, { method: "GET", url: CASE_URL })).json(),
    );
    expect(followed?.messages).toMatchObject([{ body: "We have refunded you <today>.", received: true }]);
    expect(followed?.unread).toBe(1);
    const mail = await lastMailTo(t, customer.mail, "support_case_answered");
    expect(mail?.subject).toBe(`New answer to your request ${created.number} · Cinélux`);
    expect((await t.app.inject({ url: "/dev/support", remoteAddress: "127.0.0.1" })).body).toContain(
      "We have refunded you &lt;today&gt;.",
    );
  });

  it("refuses an empty answer, a form from another origin, a closed case, and any other machine", async () => {
    const customer = await createCustomer(t.database.db);
    const created = caseOf(await postCase(t, customer));
    expect((await answer(created.id, "  ")).statusCode).toBe(400);
    expect((await answer(created.id, "Hi", { origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await answer(created.id, "Hi", { origin: "null" })).statusCode).toBe(403);
    expect((await answer(created.id, "Hi", { "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    const remote = await t.app.inject({ url: "/dev/support", remoteAddress: "203.0.113.9" });
    expect(remote.statusCode).toBe(404);
    await injectAs(t, customer, {
      method: "PATCH",
      url: `${CASE_URL}/${created.id}`,
      payload: { closed: true },
    });
    expect((await answer(created.id, "Too late")).statusCode).toBe(409);
    expect((await answer("00000000-0000-4000-8000-000000000000", "Hi")).statusCode).toBe(404);
  });

  it("takes its own page's form, which Chromium posts with Origin null under the site's no-referrer policy", async () => {
    const customer = await createCustomer(t.database.db);
    const created = caseOf(await postCase(t, customer));
    const own = await answer(created.id, "Answered from the page", {
      origin: "null",
      "sec-fetch-site": "same-origin",
    });
    expect(own.statusCode).toBeLessThan(400);
  });

  it("does not exist outside the dev environment", async () => {
    const prod = await createTestApp({
      seed: false,
      env: { APP_ENV: "prod", PUBLIC_URL: "https://www.cinelux.fr" },
    });
    try {
      expect((await prod.app.inject({ url: "/dev/support", remoteAddress: "127.0.0.1" })).statusCode).toBe(
        404,
      );
      const posted = await prod.app.inject({
        method: "POST",
        url: "/dev/support/00000000-0000-4000-8000-000000000000/answer",
        remoteAddress: "127.0.0.1",
        payload: { body: "Hi" },
      });
      expect(posted.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
