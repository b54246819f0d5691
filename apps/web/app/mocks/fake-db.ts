import type { AccountResponse } from "@cinelux/contract/account";
import type { Advantage } from "@cinelux/contract/advantages";
import type { HomePushHistory } from "@cinelux/contract/home-push";
import type { IdentityProvider } from "@cinelux/contract/identities";
import { type FakeScenario, fakeAccount } from "./data/accounts";
import { fakeAdvantages } from "./data/advantages";
import { accountPassFields, type FakePass, fakePass } from "./data/subscription";

/** Everything the fake endpoints change, in memory (DESIGN.md "Fakes"). */
export interface FakeState {
  account: AccountResponse;
  advantages: Advantage[];
  ticketCount: number;
  /** When each verification mail was "sent" (ms), for the rate limit. */
  verificationMails: number[];
  /** The home push history (fakes/home.ts): until when each push stays hidden. */
  homePushHistory: HomePushHistory;
  /** The fake customer's survey answers by survey id (fakes/home.ts). */
  surveyAnswers: Record<string, Record<string, number | string>>;
  /** The fake customer's marketing newsletters (fakes/preferences.ts; docs/newsletter.md columns). */
  newsletters: { filmnews: boolean; filmtips: boolean };
  /** When each password-reset link was "sent" (ms): the rate limit and the data export (fakes/profile.ts). */
  passwordLinks: number[];
  /** The fake customer's linked identities (fakes/identities.ts) and whether they have a password. */
  linkedIdentities: { id: string; provider: IdentityProvider; name: string }[];
  hasPassword: boolean;
  /** The pass, its cards, invoices and supplements (fakes/subscription.ts). */
  pass: FakePass;
}

const STORAGE_KEY = "cinelux.fake.state";
let state: FakeState = initialState("registered");
let storage: Storage | undefined;

function initialState(scenario: FakeScenario): FakeState {
  const today = new Date().toISOString().slice(0, 10);
  const pass = fakePass(scenario, today);
  return {
    // The pass decides the account's subscription fields, as on the server.
    account: { ...fakeAccount(scenario), ...accountPassFields(pass, today) },
    advantages: fakeAdvantages(scenario),
    ticketCount: 2,
    verificationMails: [],
    homePushHistory: { hideBirthDatePushUntil: null, hideOptInPushUntil: null, hideSurveyPushUntil: null },
    surveyAnswers: {},
    newsletters: { filmnews: true, filmtips: true },
    passwordLinks: [],
    linkedIdentities: [],
    hasPassword: true,
    pass,
  };
}

export function fakeDb(): FakeState {
  return state;
}

/** Back to a scenario's starting point (tests call it before each test). */
export function resetFakeDb(scenario: FakeScenario = "registered"): void {
  state = initialState(scenario);
  saveFakeDb();
}

/**
 * In the browser the state survives a page reload: the handlers run in the page, which a reload
 * starts afresh. Tests keep it in memory only.
 */
export function persistFakeDb(target: Storage): void {
  storage = target;
  const saved = target.getItem(STORAGE_KEY);
  if (saved) {
    try {
      // A state saved before a field existed gets that field's starting value.
      state = { ...initialState("registered"), ...(JSON.parse(saved) as Partial<FakeState>) };
    } catch {
      resetFakeDb();
    }
  }
}

export function saveFakeDb(): void {
  storage?.setItem(STORAGE_KEY, JSON.stringify(state));
}
