import { ErrorResponseSchema } from "@cinelux/contract/errors";
import {
  FeelingsResponseSchema,
  FeelingWriteResponseSchema,
  MoviesToNoteResponseSchema,
} from "@cinelux/contract/feelings";
import { describe, expect, it } from "vitest";
import { fakeSalesforceShowId } from "../data/feelings";
import { fakeDb } from "../fake-db";
import { BEARER_JSON, FR } from "./fakes-test-kit";

async function call(method: string, path: string, body?: object) {
  const response = await fetch(`${FR}${path}`, {
    method,
    headers: BEARER_JSON,
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const me = () => fakeDb().account.id;

describe("fake feelings (docs/fakes.md)", () => {
  it("answers the contract's shapes and keeps wishes and ratings apart", async () => {
    const wished = FeelingsResponseSchema.parse(
      (await call("GET", "/api/accounts/me/feelings?filter=wished")).body,
    );
    expect(wished.feelings.map((f) => f.show.slug)).toEqual(["his-girl-friday", "haxan"]);
    const added = await call("POST", `/api/client/${me()}/show/metropolis/intention`, { intention: 2 });
    expect(FeelingWriteResponseSchema.parse(added.body).feeling).toMatchObject({
      intention: 2,
      isSeen: true,
    });
    const rated = FeelingsResponseSchema.parse(
      (await call("GET", "/api/accounts/me/feelings?filter=rated")).body,
    );
    expect(rated.feelings.map((f) => [f.show.slug, f.emotion])).toEqual([["the-general", 5]]);
  });

  it("refuses another account's {account} with 404 and an unknown show with 404, as the server", async () => {
    const other = await call("POST", "/api/client/someone-else/show/metropolis/emotion", { emotion: 3 });
    expect(other.status).toBe(404);
    expect(ErrorResponseSchema.parse(other.body).code).toBe("CLIENT_ACCOUNT_NOT_FOUND");
    const unknown = await call("POST", `/api/client/${me()}/show/sf/SF-999999/emotion`, { emotion: 3 });
    expect(unknown.status).toBe(404);
    expect(ErrorResponseSchema.parse(unknown.body).code).toBe("SHOW_NOT_FOUND");
    const bad = await call("POST", `/api/client/${me()}/show/metropolis/emotion`, { emotion: 9 });
    expect(bad.status).toBe(400);
  });

  it("rates by salesforce id, ignores only films seen, and purges the rest", async () => {
    const id = fakeSalesforceShowId("metropolis") as string;
    await call("POST", `/api/client/${me()}/show/sf/${id}/emotion`, { emotion: 4 });
    const list = MoviesToNoteResponseSchema.parse((await call("GET", "/api/accounts/me/movieToNote")).body);
    expect(list.shows.map((s) => s.slug)).toEqual(["nosferatu", "sherlock-jr"]);
    const unseen = await call("PATCH", "/api/accounts/me/ignoreMovie", {
      idSpectacle: fakeSalesforceShowId("haxan"),
    });
    expect(ErrorResponseSchema.parse(unseen.body).code).toBe("MOVIE_TO_NOTE_NOT_FOUND");
    const purged = await call("POST", "/api/accounts/me/movieToNote/purge");
    expect(purged.body).toEqual({ shows: [] });
  });
});
