import type { Alert } from "@cinelux/contract/alerts";
import { MAX_HANDLER_INFO_TOASTS } from "@cinelux/contract/constants";
import { describe, expect, it } from "vitest";
import {
  type AccountForToasts,
  alertToastsOf,
  type CardForToasts,
  handlerCacheId,
  handlerToastsOf,
  passStatusesOf,
  sessionToastsOf,
} from "./account-toasts";

const ACTIVE: AccountForToasts = { id: "a1", status: "active", blockedReason: null };
const card = (subscriptionStatus: string, type = "CINEPASS"): CardForToasts => ({ type, subscriptionStatus });

function alert(id: string, warning: boolean, accountType: Alert["accountType"], updatedAt: string): Alert {
  return { id, content: `content ${id}`, warning, accountType, updatedAt };
}

describe("handlerToastsOf (SPEC 4 Alerts and blocked accounts)", () => {
  it("raises nothing for an active pass or no pass at all (camille, noah)", () => {
    expect(handlerToastsOf(ACTIVE, [card("active")], "fr")).toEqual([]);
    expect(handlerToastsOf(ACTIVE, [], "fr")).toEqual([]);
    // Paused, cancelled: not a problem the customer must act on.
    expect(handlerToastsOf(ACTIVE, [card("suspended"), card("canceled", "UNLIMITED")], "fr")).toEqual([]);
  });

  it("raises the unpaid toast from an unpaid pass card (hugo), linking to the subscription screen", () => {
    const toasts = handlerToastsOf(ACTIVE, [card("unpaid", "UNLIMITED")], "fr");
    expect(toasts).toEqual([
      {
        type: "info",
        i18n: { title: "Toast.SubscriptionUnpaid.Title", content: "Toast.SubscriptionUnpaid.Content" },
        closable: true,
        fromAlert: true,
        cta: { label: "Toast.SubscriptionUnpaid.Cta", href: "/fr/subscription?pay=unpaid" },
        cacheId: handlerCacheId("a1", "unpaid"),
      },
    ]);
  });

  it("raises the incorrect_photo toast for a blocked account (lea), its call to action opening the photo upload", () => {
    const lea: AccountForToasts = { id: "lea", status: "blocked", blockedReason: "incorrect_photo" };
    const [toast, ...rest] = handlerToastsOf(lea, [card("blocked", "CINEPASS_26")], "nl");
    expect(rest).toEqual([]);
    expect(toast).toMatchObject({
      type: "info",
      i18n: { title: "Toast.IncorrectPhoto.Title" },
      closable: true,
      cta: { label: "Toast.IncorrectPhoto.Cta", href: "/nl/subscription?photo=1" },
      cacheId: "account:lea:incorrect_photo",
    });
  });

  it("raises no incorrect_photo toast while Léa's new photo is under review, and raises it again once refused", () => {
    const waiting: AccountForToasts = {
      id: "lea",
      status: "blocked",
      blockedReason: "incorrect_photo",
      photoStatus: "PENDING",
    };
    expect(handlerToastsOf(waiting, [card("blocked", "CINEPASS_26")], "fr")).toEqual([]);
    const refused = { ...waiting, photoStatus: "KO" };
    expect(handlerToastsOf(refused, [card("blocked", "CINEPASS_26")], "fr")[0]).toMatchObject({
      i18n: { title: "Toast.IncorrectPhoto.Title" },
      cacheId: "account:lea:incorrect_photo",
    });
  });

  it("raises the generic blocked toast for another reason or none, from the account or from a card", () => {
    const other: AccountForToasts = { id: "b", status: "blocked", blockedReason: "fraud" };
    expect(handlerToastsOf(other, [], "en")[0]).toMatchObject({
      i18n: { title: "Toast.AccountBlocked.Title" },
      cta: { href: "/en/subscription" },
      cacheId: "account:b:blocked",
    });
    expect(handlerToastsOf(ACTIVE, [card("blocked")], "fr")[0]?.cacheId).toBe("account:a1:blocked");
  });

  it("reads the account's own unpaid status too (a server that sends it on the account)", () => {
    expect(handlerToastsOf({ ...ACTIVE, status: "unpaid" }, [], "fr")[0]?.cacheId).toBe("account:a1:unpaid");
  });

  it("ignores cards that are not a pass (prepaid, the account card) and unknown statuses", () => {
    expect(
      handlerToastsOf(ACTIVE, [card("unpaid", "MOVIECARD_20"), card("unpaid", "COMPTE_CINELUX")], "fr"),
    ).toEqual([]);
    expect(handlerToastsOf(ACTIVE, [card("something-new")], "fr")).toEqual([]);
    // The account's status is read only for the two raises: "suspended" there is not a paused pass.
    expect([...passStatusesOf({ ...ACTIVE, status: "suspended" }, [])]).toEqual([]);
  });

  it("puts the blocked toast before the unpaid one, and never more than SPEC 9's 2 info toasts", () => {
    const both: AccountForToasts = { id: "c", status: "blocked", blockedReason: "incorrect_photo" };
    const toasts = handlerToastsOf(
      both,
      [card("unpaid"), card("unpaid", "CINEPASS_DUO"), card("blocked")],
      "fr",
    );
    expect(toasts.map((toast) => toast.cacheId)).toEqual(["account:c:incorrect_photo", "account:c:unpaid"]);
    expect(toasts.length).toBeLessThanOrEqual(MAX_HANDLER_INFO_TOASTS);
    expect(toasts.every((toast) => toast.type === "info")).toBe(true);
  });
});

describe("alertToastsOf (SPEC 3 Alert, SPEC 9)", () => {
  it("keeps 1 warning and 2 infos, warnings first, then targeted, then newest; styles and cacheIds", () => {
    const toasts = alertToastsOf([
      alert("old-info", false, null, "2026-03-01T00:00:00Z"),
      alert("new-info", false, null, "2026-03-10T00:00:00Z"),
      alert("targeted", false, "subscriber", "2026-02-01T00:00:00Z"),
      alert("warn-old", true, null, "2026-01-01T00:00:00Z"),
      alert("warn-new", true, null, "2026-03-05T00:00:00Z"),
    ]);
    expect(toasts.map((toast) => toast.content)).toEqual([
      "content warn-new",
      "content targeted",
      "content new-info",
    ]);
    expect(toasts.map((toast) => toast.type)).toEqual(["error", "info", "info"]);
    expect(toasts[0]).toMatchObject({
      closable: true,
      fromAlert: true,
      cacheId: `alert:warn-new:${Date.parse("2026-03-05T00:00:00Z")}`,
    });
  });

  it("keeps the alerts the server chose for the customer's account type", () => {
    const toasts = alertToastsOf([alert("mine", false, "customer", "2026-03-01T00:00:00Z")]);
    expect(toasts.map((toast) => toast.content)).toEqual(["content mine"]);
    expect(alertToastsOf([])).toEqual([]);
  });
});

describe("sessionToastsOf", () => {
  it("shows the account's own problems first, then the chain's alerts in their order", () => {
    const order = sessionToastsOf(
      [
        { type: "error", content: "warning" },
        { type: "info", content: "info" },
      ],
      [{ type: "info", content: "unpaid" }],
    );
    expect(order.map((toast) => toast.content)).toEqual(["unpaid", "warning", "info"]);
  });
});
