import { describe, expect, it } from "vitest";
import {
  type Alert,
  AlertSchema,
  AlertsQuerySchema,
  alertAccountTypeOf,
  alertCacheId,
  isDismissalActive,
  selectAlerts,
} from "./alerts.ts";
import { DAY_MS, TOAST_DISMISS_DAYS } from "./constants.ts";

const alert = (
  id: string,
  warning: boolean,
  updatedAt: string,
  accountType: Alert["accountType"] = null,
): Alert => ({
  id,
  content: id,
  warning,
  updatedAt,
  accountType,
});

describe("alert selection (SPEC 9)", () => {
  const alerts = [
    alert("info-old", false, "2026-01-01T00:00:00Z"),
    alert("info-new", false, "2026-03-01T00:00:00Z"),
    alert("info-subscribers", false, "2025-12-01T00:00:00Z", "subscriber"),
    alert("info-customers", false, "2026-03-10T00:00:00Z", "customer"),
    alert("warning-old", true, "2026-01-01T00:00:00Z"),
    alert("warning-new", true, "2026-02-01T00:00:00Z"),
  ];

  it("shows at most one warning and two infos: warnings first, then targeted, then newest", () => {
    expect(selectAlerts(alerts, "subscriber").map((a) => a.id)).toEqual([
      "warning-new",
      "info-subscribers",
      "info-new",
    ]);
  });

  it("keeps only the alerts for everybody or for the customer's account type", () => {
    expect(selectAlerts(alerts, "customer").map((a) => a.id)).toEqual([
      "warning-new",
      "info-customers",
      "info-new",
    ]);
    expect(selectAlerts(alerts, null).map((a) => a.id)).toEqual(["warning-new", "info-new", "info-old"]);
  });

  it("puts a targeted warning before a newer general one", () => {
    const both = [
      alert("general", true, "2026-03-01T00:00:00Z"),
      alert("targeted", true, "2026-01-01T00:00:00Z", "subscriber"),
    ];
    expect(selectAlerts(both, "subscriber").map((a) => a.id)).toEqual(["targeted"]);
  });

  it("names the account type from the pass", () => {
    expect(alertAccountTypeOf({ hasPass: true })).toBe("subscriber");
    expect(alertAccountTypeOf({ hasPass: false })).toBe("customer");
  });
});

describe("alert contract", () => {
  it("accepts only type=ec and a bounded alert", () => {
    expect(AlertsQuerySchema.safeParse({ type: "ec" }).success).toBe(true);
    expect(AlertsQuerySchema.safeParse({ type: "other" }).success).toBe(false);
    // SPEC 7: the web adds `language` to every call; anything else is refused.
    expect(AlertsQuerySchema.safeParse({ type: "ec", language: "nl" }).success).toBe(true);
    expect(AlertsQuerySchema.safeParse({ type: "ec", language: "de" }).success).toBe(false);
    expect(AlertsQuerySchema.safeParse({ type: "ec", accountType: "subscriber" }).success).toBe(false);
    expect(AlertSchema.safeParse(alert("a", false, "2026-03-01T00:00:00.000Z")).success).toBe(true);
    expect(
      AlertSchema.safeParse({ ...alert("a", false, "2026-03-01T00:00:00Z"), content: "x".repeat(1_001) })
        .success,
    ).toBe(false);
  });
});

describe("dismissal memory", () => {
  const now = Date.parse("2026-03-20T10:00:00Z");

  it("hides a dismissed alert for TOAST_DISMISS_DAYS, then shows it again", () => {
    expect(TOAST_DISMISS_DAYS).toBe(7);
    expect(isDismissalActive(now - 1, now)).toBe(true);
    expect(isDismissalActive(now - TOAST_DISMISS_DAYS * DAY_MS + 1, now)).toBe(true);
    expect(isDismissalActive(now - TOAST_DISMISS_DAYS * DAY_MS, now)).toBe(false);
    expect(isDismissalActive(null, now)).toBe(false);
    // A dismissal dated in the future (a clock moved back, a tampered store) hides nothing.
    expect(isDismissalActive(now + DAY_MS, now)).toBe(false);
  });

  it("gives an edited alert a new cacheId, so it comes back once", () => {
    const first = alertCacheId({ id: "A1", updatedAt: "2026-03-01T00:00:00Z" });
    expect(first).toBe(alertCacheId({ id: "A1", updatedAt: "2026-03-01T00:00:00.000Z" }));
    expect(first).not.toBe(alertCacheId({ id: "A1", updatedAt: "2026-03-02T00:00:00Z" }));
  });
});
