// @vitest-environment jsdom
import { DAY_MS, TOAST_AUTO_HIDE_MS, TOAST_DISMISS_DAYS } from "@cinelux/contract/constants";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts, resetToasts, showDefaultErrorToast, showToast } from "./toast-store";

function current() {
  return getToasts().current;
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe("toasts (SPEC 4 Alerts, SPEC 9)", () => {
  it("hides a toast that is neither closable nor has a call to action after 5 seconds", () => {
    showToast({ type: "info", content: "Saved" });
    vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS - 1);
    expect(current()?.content).toBe("Saved");
    vi.advanceTimersByTime(1);
    expect(current()).toBeNull();
  });

  it.each([
    ["closable", { closable: true }],
    ["with a call to action", { cta: { label: "Toast.Close", href: "/fr/profile" } }],
  ])("keeps a toast %s until the user acts", (_name, extra) => {
    showToast({ type: "error", content: "Stays", ...extra });
    vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS * 10);
    expect(current()?.content).toBe("Stays");
    dismissToast(current()!.id);
    expect(current()).toBeNull();
  });

  it("shows one toast at a time, the others in order", () => {
    showToast({ type: "info", content: "first", closable: true });
    showToast({ type: "error", content: "second" });
    showToast({ type: "info", content: "third" });
    expect(current()?.content).toBe("first");
    expect(getToasts().queue.map((toast) => toast.content)).toEqual(["second", "third"]);
    dismissToast(current()!.id);
    expect(current()?.content).toBe("second");
    // The next one's own 5 s start when it shows.
    vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS);
    expect(current()?.content).toBe("third");
    vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS);
    expect(current()).toBeNull();
  });

  it("keeps a dismissed toast with a cacheId hidden for TOAST_DISMISS_DAYS, then shows it again", () => {
    vi.setSystemTime(new Date("2026-03-01T10:00:00Z"));
    showToast({ type: "info", content: "Unpaid", closable: true, cacheId: "unpaid" });
    dismissToast(current()!.id);
    showToast({ type: "info", content: "Unpaid", closable: true, cacheId: "unpaid" });
    expect(current()).toBeNull();
    vi.setSystemTime(Date.now() + TOAST_DISMISS_DAYS * DAY_MS - 1);
    showToast({ type: "info", content: "Unpaid", closable: true, cacheId: "unpaid" });
    expect(current()).toBeNull();
    vi.setSystemTime(Date.now() + 1);
    showToast({ type: "info", content: "Unpaid", closable: true, cacheId: "unpaid" });
    expect(current()?.content).toBe("Unpaid");
  });

  it("does not remember a toast that hid itself, nor queue the same cacheId twice", () => {
    showToast({ type: "info", content: "Hint", cacheId: "hint" });
    showToast({ type: "info", content: "Hint", cacheId: "hint" });
    expect(getToasts().queue).toHaveLength(0);
    vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS);
    showToast({ type: "info", content: "Hint", cacheId: "hint" });
    expect(current()?.content).toBe("Hint");
  });

  it("lets the answer to an action show before the session's alerts, which come back after it", () => {
    showToast({ type: "error", content: "Maintenance", closable: true, fromAlert: true, cacheId: "alert:1" });
    showToast({ type: "info", content: "Unpaid", closable: true, fromAlert: true, cacheId: "unpaid" });
    showToast({ type: "info", content: "Saved" });
    expect(current()?.content).toBe("Saved");
    showToast({ type: "error", content: "Failed", closable: true });
    // After the visitor's own toasts, before the alerts waiting; the alerts keep their order.
    expect(getToasts().queue.map((toast) => toast.content)).toEqual(["Failed", "Maintenance", "Unpaid"]);
    vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS);
    expect(current()?.content).toBe("Failed");
    dismissToast(current()!.id);
    expect(current()?.content).toBe("Maintenance");
    // Put back, not dismissed: not remembered, still closable by the visitor.
    expect(localStorage.length).toBe(0);
    dismissToast(current()!.id);
    expect(current()?.content).toBe("Unpaid");
  });

  it("queues an alert behind a visitor's toast, in order", () => {
    showToast({ type: "info", content: "Saved", closable: true });
    showToast({ type: "info", content: "Alert", closable: true, fromAlert: true });
    showToast({ type: "info", content: "Again", closable: true });
    expect(current()?.content).toBe("Saved");
    expect(getToasts().queue.map((toast) => toast.content)).toEqual(["Again", "Alert"]);
  });

  it("replaces a toast of the same group, shown or waiting, by the newer answer", () => {
    showToast({ type: "info", content: "Alert", closable: true, fromAlert: true });
    showToast({ type: "error", content: "Too large", closable: true, group: "photo" });
    expect(current()?.content).toBe("Too large");
    showToast({ type: "error", content: "Wrong type", closable: true, group: "photo" });
    expect(current()?.content).toBe("Wrong type");
    expect(getToasts().queue.map((toast) => toast.content)).toEqual(["Alert"]);
    showToast({ type: "info", content: "Other", closable: true });
    showToast({ type: "info", content: "Saved", group: "photo" });
    // The waiting one of the group leaves; another action's toast keeps its place.
    expect(current()?.content).toBe("Saved");
    expect(getToasts().queue.map((toast) => toast.content)).toEqual(["Other", "Alert"]);
  });

  it("shows the default error toast with its translation keys", () => {
    showDefaultErrorToast();
    expect(current()).toMatchObject({
      type: "error",
      i18n: { title: "Toast.DefaultError.Title", content: "Toast.DefaultError.Content" },
    });
  });
});
