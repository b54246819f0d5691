import { describe, expect, it } from "vitest";
import { passSignUpError } from "./pass-rules.ts";

const today = "2026-11-29";
const adult = { firstName: "Ada", lastName: "Martin", birthDate: "1990-04-02" };
const child = { firstName: "Léo", lastName: "Martin", birthDate: "2016-06-10" };

describe("pass sign-up rules", () => {
  it("keeps the Cinépass -26 for the under 26, and needs a birth date to know", () => {
    const base = { plan: "CINEPASS_26" as const, addOns: [], today };
    expect(passSignUpError({ ...base, holderBirthDate: "2001-01-01" })).toBeNull();
    expect(passSignUpError({ ...base, holderBirthDate: "2000-11-29" })).toBe("PASS_AGE_NOT_ALLOWED");
    expect(passSignUpError({ ...base, holderBirthDate: null })).toBe("PASS_AGE_NOT_ALLOWED");
  });

  it("names the Duo's partner, and the Family's 1 to 3 others with at most 2 adults", () => {
    const holderBirthDate = "1985-01-01";
    expect(
      passSignUpError({ plan: "CINEPASS_DUO", addOns: [], partner: adult, holderBirthDate, today }),
    ).toBeNull();
    expect(passSignUpError({ plan: "CINEPASS_DUO", addOns: [], holderBirthDate, today })).toBe(
      "PASS_PEOPLE_INVALID",
    );
    const family = { plan: "FAMILY" as const, addOns: [], holderBirthDate, today };
    expect(passSignUpError({ ...family, members: [adult, child, child] })).toBeNull();
    expect(passSignUpError({ ...family, members: [] })).toBe("PASS_PEOPLE_INVALID");
    expect(passSignUpError({ ...family, members: [adult, adult] })).toBe("PASS_PEOPLE_INVALID");
    expect(passSignUpError({ ...family, members: [child, child, child, child] })).toBe("PASS_PEOPLE_INVALID");
    expect(passSignUpError({ ...family, members: [{ ...child, birthDate: "2027-01-01" }] })).toBe(
      "PASS_PEOPLE_INVALID",
    );
    expect(passSignUpError({ plan: "CINEPASS", addOns: [], partner: adult, holderBirthDate, today })).toBe(
      "PASS_PEOPLE_INVALID",
    );
  });

  it("takes only the add-ons the plan can take, once each", () => {
    const base = { holderBirthDate: "1985-01-01", today };
    expect(
      passSignUpError({ ...base, plan: "CINEPASS", addOns: ["PREMIUM_FORMATS", "GUEST_TICKETS"] }),
    ).toBeNull();
    expect(passSignUpError({ ...base, plan: "CINEPASS_GOLD", addOns: ["PREMIUM_FORMATS"] })).toBe(
      "PASS_ADD_ON_NOT_ALLOWED",
    );
    expect(passSignUpError({ ...base, plan: "CINEPASS", addOns: ["GUEST_TICKETS", "GUEST_TICKETS"] })).toBe(
      "PASS_ADD_ON_NOT_ALLOWED",
    );
  });
});
