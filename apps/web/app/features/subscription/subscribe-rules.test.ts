import { describe, expect, it } from "vitest";
import { contractDates, passRuleProblems } from "./subscribe-rules";

const adult = { firstName: "Lea", lastName: "Jansen", birthDate: "1980-02-02" };
const child = { firstName: "Tim", lastName: "Jansen", birthDate: "2015-05-05" };

describe("the sign-up's contract dates (the server's: sales.ts billingDayOf, firstPeriodEnd)", () => {
  it("bills on the start's day, first debited a month later, withdrawal open 14 days", () => {
    expect(contractDates("CINEPASS", "fr", "2026-03-10")).toEqual({
      commitmentEnd: "2027-03-10",
      billingDay: 10,
      firstDebit: "2026-04-10",
      withdrawalEnd: "2026-03-24",
    });
  });

  it("bills a start on the 29th to 31st on the 1st, the first payment covering up to the 1st after a month", () => {
    const dates = contractDates("UNLIMITED", "nl", "2026-01-30");
    expect(dates.billingDay).toBe(1);
    expect(dates.firstDebit).toBe("2026-03-01");
    expect(dates.withdrawalEnd).toBe("2026-02-13");
  });
});

describe("the contract's pass rules in the screen's words (passSignUpError)", () => {
  const today = "2026-06-15";

  it("says a Cinépass -26 is refused for the age, or for a missing birth date", () => {
    const signUp = { plan: "CINEPASS_26" as const, addOns: [], today };
    expect(passRuleProblems({ ...signUp, holderBirthDate: "1988-01-01" }, true)).toEqual({ age: "tooOld" });
    expect(passRuleProblems({ ...signUp, holderBirthDate: null }, true)).toEqual({ age: "noBirthDate" });
    expect(passRuleProblems({ ...signUp, holderBirthDate: "2004-01-01" }, true)).toEqual({});
  });

  it("says the Family pass has too many adults, the holder counted, once the people are complete", () => {
    const signUp = {
      plan: "FAMILY" as const,
      addOns: [],
      members: [adult, adult],
      holderBirthDate: "1982-01-01",
      today,
    };
    expect(passRuleProblems(signUp, true)).toEqual({ tooManyAdults: true });
    expect(passRuleProblems(signUp, false)).toEqual({});
    expect(passRuleProblems({ ...signUp, members: [adult, child] }, true)).toEqual({});
  });

  it("refuses a Duo without its partner", () => {
    expect(
      passRuleProblems({ plan: "CINEPASS_DUO", addOns: [], holderBirthDate: "1982-01-01", today }, true),
    ).toEqual({ people: true });
  });
});
