// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToasts } from "../../lib/toasts/toast-store";
import { fakeDb } from "../../mocks/fake-db";
import { fakeServer } from "../../mocks/node";
import { moduleRoute, renderRoutes } from "../../shell/testing/render-routes";
import { accountRoutes, resetAccountTest, screenNames } from "./account-route-test-kit";
import * as preferences from "./preferences";

const routes = accountRoutes(moduleRoute("preferences", preferences));
const NOTIFICATIONS = "/api/accounts/me/notifications";
let bodies: unknown[] = [];

beforeEach(() => {
  bodies = [];
  fakeServer.events.on("request:start", async ({ request }) => {
    if (new URL(request.url).pathname === NOTIFICATIONS) {
      bodies.push(await request.clone().json());
    }
  });
});

afterEach(resetAccountTest);

describe("{language}/preferences (SPEC 2.2, 7 PATCH /api/accounts/me/notifications)", () => {
  it("shows the two opt-ins and the mail notification setting as switches, in French", async () => {
    renderRoutes(routes, "/fr/preferences");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Mes préférences de communication" }),
    ).toBeDefined();
    const mail = screen.getByRole("switch", { name: "Newsletters Cinélux par e-mail" }) as HTMLInputElement;
    const general = screen.getByRole("switch", {
      name: "Offres de Cinélux et de ses partenaires",
    }) as HTMLInputElement;
    const notification = screen.getByRole("switch", {
      name: "Notifications de compte par e-mail",
    }) as HTMLInputElement;
    // The fake customer: mail opt-in on, general opt-in off, mail notifications on.
    expect([mail.checked, general.checked, notification.checked]).toEqual([true, false, true]);
    // Each switch is explained by its hint.
    expect(document.getElementById(general.getAttribute("aria-describedby") ?? "")?.textContent).toContain(
      "partenaires",
    );
    expect(screen.getByRole("link", { name: "Choisir mes centres d'intérêt" }).getAttribute("href")).toBe(
      "/fr/my-interests",
    );
    await vi.waitFor(() => expect(screenNames()).toEqual(["preferences"]));
  });

  it("saves a switch at once with only its own field and says so", async () => {
    const { user } = renderRoutes(routes, "/fr/preferences");
    const general = (await screen.findByRole("switch", {
      name: "Offres de Cinélux et de ses partenaires",
    })) as HTMLInputElement;
    await user.click(general);
    // Optimistic: on before the answer.
    expect(general.checked).toBe(true);
    expect(await screen.findByText("Préférence enregistrée.")).toBeDefined();
    expect(bodies).toEqual([{ optinCommunicationCinelux: true }]);
    expect(fakeDb().account.optinCommunicationCinelux).toBe(true);
    expect(general.checked).toBe(true);

    await user.click(screen.getByRole("switch", { name: "Notifications de compte par e-mail" }));
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ mailNotification: false });
    await vi.waitFor(() => expect(fakeDb().account.mailNotification).toBe(false));
  });

  it("puts a switch back and shows the error toast when the save fails, in Dutch", async () => {
    fakeServer.use(
      http.patch(`*${NOTIFICATIONS}`, () =>
        HttpResponse.json({ code: "UNAVAILABLE", message: "Service unavailable." }, { status: 503 }),
      ),
    );
    const { user } = renderRoutes(routes, "/nl/preferences");
    const mail = (await screen.findByRole("switch", {
      name: "Cinélux-nieuwsbrieven per e-mail",
    })) as HTMLInputElement;
    expect(mail.checked).toBe(true);
    await user.click(mail);
    expect(
      await screen.findByText(
        "Deze wijziging kon niet worden opgeslagen: de instelling staat weer zoals eerst.",
      ),
    ).toBeDefined();
    expect(mail.checked).toBe(true);
    expect(bodies).toEqual([{ mailCommunicationCinelux: false }]);
    expect(getToasts().current).toMatchObject({
      type: "error",
      i18n: { title: "Toast.DefaultError.Title", content: "Toast.DefaultError.Content" },
    });
    expect(fakeDb().account.mailCommunicationCinelux).toBe(true);
  });
});
