import { describe, expect, it } from "vitest";
import { visibleHomePushes } from "./home-pushes";

const NOW = new Date("2026-03-20T10:00:00Z");
const NONE = { hideBirthDatePushUntil: null, hideOptInPushUntil: null, hideSurveyPushUntil: null };
const BARE = { birthDate: null, mailCommunicationCinelux: false, optinCommunicationCinelux: false };

describe("which home pushes show (docs/home.md)", () => {
  it("shows each push that applies: no birth date, both opt-ins off, a survey to answer", () => {
    expect(visibleHomePushes({ account: BARE, history: NONE, hasSurvey: true, now: NOW })).toEqual([
      "survey",
      "birthDate",
      "optIn",
    ]);
  });

  it("shows none that does not apply", () => {
    const complete = {
      birthDate: "1990-04-12",
      mailCommunicationCinelux: true,
      optinCommunicationCinelux: false,
    };
    expect(visibleHomePushes({ account: complete, history: NONE, hasSurvey: false, now: NOW })).toEqual([]);
    const generalOnly = { ...BARE, optinCommunicationCinelux: true };
    expect(visibleHomePushes({ account: generalOnly, history: NONE, hasSurvey: false, now: NOW })).toEqual([
      "birthDate",
    ]);
  });

  it("hides a push dismissed less than 60 days ago and shows it again after", () => {
    const history = {
      ...NONE,
      hideOptInPushUntil: "2026-03-20T10:00:01Z",
      hideSurveyPushUntil: "2026-03-20T10:00:00Z",
    };
    expect(visibleHomePushes({ account: BARE, history, hasSurvey: true, now: NOW })).toEqual([
      "survey",
      "birthDate",
    ]);
  });

  it("shows nothing while the history is unknown", () => {
    expect(visibleHomePushes({ account: BARE, history: undefined, hasSurvey: true, now: NOW })).toEqual([]);
  });
});
