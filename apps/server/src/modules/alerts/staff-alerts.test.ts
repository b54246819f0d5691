import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { createPass } from "../../../test/passes.factories.ts";
import { createStaff, staffTokenFor } from "../../../test/staff.factories.ts";
import { staffAuditLog } from "../../db/schema/index.ts";

const t = useTestApp({ seed: false });

const people = { editorId: "", editorToken: "", subscriber: { id: "" }, customer: { id: "" } };

beforeAll(async () => {
  const { staff } = await createStaff(t.database.db, { roles: ["editor"] });
  people.editorId = staff.id;
  people.editorToken = await staffTokenFor(t, staff);
  const subscriber = await createCustomer(t.database.db);
  await createPass(t.database.db, { customer: subscriber });
  people.subscriber = subscriber;
  people.customer = await createCustomer(t.database.db);
});

function asEditor(method: "GET" | "POST" | "PATCH", url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${people.editorToken}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const text = (words: string) => ({ fr: `${words} (fr)`, nl: `${words} (nl)`, en: `${words} (en)` });

async function alertContentsFor(customer: { id: string }, language = "en") {
  const response = await injectAs(t, customer, {
    method: "GET",
    url: `/api/alerts?type=ec&language=${language}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: string; content: string }[]).map((alert) => alert.content);
}

describe("the staff's alerts", () => {
  it("shows a written alert to customers at once, under the SPEC's rules (1 warning, 2 infos)", async () => {
    const written = [];
    for (const [words, warning, accountType] of [
      ["Old warning", true, null],
      ["Info one", false, null],
      ["Info two", false, "subscriber"],
      ["Info three", false, "customer"],
      ["New warning", true, null],
    ] as const) {
      const response = await asEditor("POST", "/api/staff/alerts", {
        content: text(words),
        warning,
        accountType,
      });
      expect(response.statusCode).toBe(201);
      written.push(response.json());
    }
    expect(written[4]).toMatchObject({ status: "active", warning: true, content: text("New warning") });
    // The newest warning takes the one warning slot; infos with an account type come first.
    expect(await alertContentsFor(people.subscriber)).toEqual([
      "New warning (en)",
      "Info two (en)",
      "Info one (en)",
    ]);
    expect(await alertContentsFor(people.customer, "nl")).toEqual([
      "New warning (nl)",
      "Info three (nl)",
      "Info one (nl)",
    ]);
  });

  it("shows an edit at once, and a withdrawn alert no more, while the staff still list it", async () => {
    const created = (await asEditor("POST", "/api/staff/alerts", { content: text("Closed Monday") })).json();
    expect(await alertContentsFor(people.customer)).toContain("Closed Monday (en)");
    const edited = await asEditor("PATCH", `/api/staff/alerts/${created.id}`, {
      content: text("Closed Tuesday"),
    });
    expect(edited.statusCode).toBe(200);
    expect(Date.parse(edited.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    const shown = await alertContentsFor(people.customer);
    expect(shown).toContain("Closed Tuesday (en)");
    expect(shown).not.toContain("Closed Monday (en)");

    const withdrawn = await asEditor("POST", `/api/staff/alerts/${created.id}/withdraw`, {
      reason: "reopened",
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ id: created.id, status: "withdrawn" });
    expect(await alertContentsFor(people.customer)).not.toContain("Closed Tuesday (en)");
    // Withdrawing twice changes nothing and writes no second row.
    expect((await asEditor("POST", `/api/staff/alerts/${created.id}/withdraw`, {})).statusCode).toBe(200);

    const list = (await asEditor("GET", "/api/staff/alerts")).json() as { id: string; status: string }[];
    expect(list.find((alert) => alert.id === created.id)).toMatchObject({ status: "withdrawn" });

    const rows = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, created.id));
    expect(rows.map((row) => row.action).sort()).toEqual([
      "alert.created",
      "alert.updated",
      "alert.withdrawn",
    ]);
    const update = rows.find((row) => row.action === "alert.updated");
    expect(update).toMatchObject({ staffId: people.editorId, targetKind: "alert" });
    expect(update?.details).toMatchObject({
      before: { content: text("Closed Monday") },
      after: { content: text("Closed Tuesday") },
    });
    expect(rows.find((row) => row.action === "alert.withdrawn")?.reason).toBe("reopened");
  });

  it("refuses a content missing a language, an unknown field, an empty edit and an unknown alert", async () => {
    const missing = await asEditor("POST", "/api/staff/alerts", { content: { fr: "Bonjour", en: "Hello" } });
    expect(missing.statusCode).toBe(400);
    const tooLong = await asEditor("POST", "/api/staff/alerts", { content: text("x".repeat(1_000)) });
    expect(tooLong.statusCode).toBe(400);
    const extra = await asEditor("POST", "/api/staff/alerts", { content: text("Hi"), active: false });
    expect(extra.statusCode).toBe(400);
    const created = (await asEditor("POST", "/api/staff/alerts", { content: text("Kept") })).json();
    const empty = await asEditor("PATCH", `/api/staff/alerts/${created.id}`, {});
    expect(empty.statusCode).toBe(400);
    const unknown = await asEditor("PATCH", "/api/staff/alerts/nobody", { warning: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "ALERT_NOT_FOUND" });
    const french = await t.app.inject({
      method: "POST",
      url: "/api/staff/alerts/nobody/withdraw?language=fr",
      headers: { authorization: `Bearer ${people.editorToken}` },
      payload: {},
    });
    expect(french.json()).toMatchObject({
      code: "ALERT_NOT_FOUND",
      message: "Aucune alerte ne porte cet identifiant.",
    });
  });
});
