// @vitest-environment jsdom
import type { Eticket } from "@cinelux/contract/etickets";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeTicketCinema } from "../../../mocks/data/etickets";
import { fakeSettings } from "../../../mocks/data/settings";
import { cancelTicket } from "./cancel-ticket";
import { getEticketsQueryOptions } from "./get-etickets";
import { resendTicket } from "./resend-ticket";

const TUNNEL = "https://tunnel.cinelux.test";

vi.mock("../../../lib/auth/user-manager", () => ({ getAccessToken: async () => "customer-token" }));
// The domain's settings name a tunnel on another host (SPEC 7 "prefixed by configured base URLs").
vi.mock("../../../lib/settings/require-flag", async () => {
  const settings = fakeSettings("fr", "http://localhost:3000");
  return { loadSettings: async () => ({ ...settings, urls: { ...settings.urls, tunnelBase: TUNNEL } }) };
});

const ticket = {
  id: "6f1c0a11-2b3c-4d5e-8f6a-7b8c9d0e1f01",
  language: "fr",
  cinema: fakeTicketCinema("cinelux-paris-bastille"),
  session: { id: "5e55a0a1-2b3c-4d5e-8f6a-7b8c9d0e1f01" },
} as unknown as Eticket;

function answering(body: unknown) {
  const fetch = vi.fn(async (_url: URL, _init: RequestInit) => Response.json(body));
  vi.stubGlobal("fetch", fetch);
  return (index = 0) => {
    const [url, init] = fetch.mock.calls[index] as [URL, RequestInit];
    return { url: new URL(url), authorization: new Headers(init.headers).get("Authorization") };
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the tunnel calls go to the settings' tunnelBase (SPEC 7)", () => {
  it("asks the tunnel for the e-tickets, with the customer's token", async () => {
    const call = answering([]);
    await new QueryClient().fetchQuery(getEticketsQueryOptions("fr"));
    const { url, authorization } = call();
    expect(`${url.origin}${url.pathname}`).toBe(`${TUNNEL}/api/ec/ebillet`);
    expect(url.searchParams.get("language")).toBe("fr");
    expect(authorization).toBe("Bearer customer-token");
  });

  it("resends and cancels a ticket at the tunnel", async () => {
    const call = answering({ done: true, error: null });
    await resendTicket("fr", ticket, " camille@example.test ", TUNNEL);
    await cancelTicket("fr", ticket, TUNNEL);
    expect(call(0).url.href.startsWith(`${TUNNEL}/api/ec/sendmail/`)).toBe(true);
    expect(call(0).url.pathname.endsWith("/camille%40example.test")).toBe(true);
    expect(call(1).url.href.startsWith(`${TUNNEL}/api/ec/cancel/`)).toBe(true);
    expect([call(0).authorization, call(1).authorization]).toEqual([
      "Bearer customer-token",
      "Bearer customer-token",
    ]);
  });

  it("stays on this site when the base is empty", async () => {
    const call = answering({ done: true, error: null });
    await cancelTicket("fr", ticket, "");
    expect(call().url.origin).toBe(window.location.origin);
    expect(call().authorization).toBe("Bearer customer-token");
  });
});
