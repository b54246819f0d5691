import { AlertsResponseSchema } from "@cinelux/contract/alerts";
import { ErrorResponseSchema } from "@cinelux/contract/errors";
import { describe, expect, it } from "vitest";
import { fakeAccount } from "../data/accounts";
import { fakeDb } from "../fake-db";
import { BEARER, FR } from "./fakes-test-kit";

function alerts(query: string, headers: Record<string, string> = BEARER) {
  return fetch(`${FR}/api/alerts${query}`, { headers });
}

describe("alerts fake answers as the contract and the server say (SPEC 3 Alert, SPEC 9)", () => {
  it("gives a customer without a pass the warning and the infos for customers and everybody", async () => {
    const answer = AlertsResponseSchema.parse(await (await alerts("?type=ec&language=fr")).json());
    expect(answer.map((alert) => [alert.id, alert.warning, alert.accountType])).toEqual([
      ["ALERT-0001", true, null],
      ["ALERT-0003", false, "customer"],
      ["ALERT-0004", false, null],
    ]);
    expect(answer[0]?.content).toContain("Maintenance du site");
  });

  it("gives a pass holder the subscribers' info instead, in the language asked (else the account's)", async () => {
    fakeDb().account = { ...fakeAccount("registered"), subscription: true, language: "nl" };
    const nl = AlertsResponseSchema.parse(await (await alerts("?type=ec")).json());
    expect(nl.map((alert) => alert.id)).toEqual(["ALERT-0001", "ALERT-0002", "ALERT-0004"]);
    expect(nl[1]?.content).toContain("Cinépass-voorstellingen");
    const en = AlertsResponseSchema.parse(await (await alerts("?type=ec&language=en")).json());
    expect(en[0]?.content).toContain("Site maintenance");
  });

  it("refuses another type and a call without a token, as the server", async () => {
    for (const query of ["", "?type=web", "?type=ec&extra=1"]) {
      const refused = await alerts(query);
      expect(refused.status).toBe(400);
      expect(ErrorResponseSchema.parse(await refused.json()).code).toBe("BAD_REQUEST");
    }
    expect((await alerts("?type=ec", {})).status).toBe(401);
  });
});
