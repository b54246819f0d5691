import { describe, expect, it } from "vitest";
import { HOME_PUSH_HIDE_DAYS } from "./constants.ts";
import { type HomePushHistory, homePushHiddenUntil, isHomePushHidden } from "./home-push.ts";

const NONE: HomePushHistory = {
  hideBirthDatePushUntil: null,
  hideOptInPushUntil: null,
  hideSurveyPushUntil: null,
};

describe("home push hiding (SPEC 9: 60 days)", () => {
  it("hides a dismissed push for 60 days to the millisecond", () => {
    expect(HOME_PUSH_HIDE_DAYS).toBe(60);
    const until = homePushHiddenUntil(new Date("2026-03-01T10:00:00.000Z"));
    expect(until.toISOString()).toBe("2026-04-30T10:00:00.000Z");
  });

  it("shows a push never dismissed, and hides one until its date is reached", () => {
    const until = homePushHiddenUntil(new Date("2026-03-01T10:00:00.000Z")).toISOString();
    const history = { ...NONE, hideOptInPushUntil: until };
    expect(isHomePushHidden(NONE, "optIn", new Date("2026-03-01T10:00:00.000Z"))).toBe(false);
    expect(isHomePushHidden(history, "optIn", new Date("2026-04-30T09:59:59.999Z"))).toBe(true);
    expect(isHomePushHidden(history, "optIn", new Date("2026-04-30T10:00:00.000Z"))).toBe(false);
    // Each push has its own date.
    expect(isHomePushHidden(history, "birthDate", new Date("2026-03-02T00:00:00.000Z"))).toBe(false);
    expect(isHomePushHidden(history, "survey", new Date("2026-03-02T00:00:00.000Z"))).toBe(false);
  });
});
