// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getToasts } from "../../lib/toasts/toast-store";
import { fakeDb, resetFakeDb } from "../../mocks/fake-db";
import { fakeServer } from "../../mocks/node";
import { moduleRoute, type renderRoutes, resetRouteTest } from "../../shell/testing/render-routes";
import {
  accountRoutes,
  openScreen,
  recordAccountPatches as recordPatches,
  resetAccountTest,
} from "./account-route-test-kit";
import * as home from "./home";
import * as register from "./register";

const routes = accountRoutes(moduleRoute(null, home), moduleRoute("register", register));

function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

const openForm = (path = "/en/register") => openScreen(routes, path, /registration|inscription|registratie/);

async function fillRequiredFields(user: ReturnType<typeof renderRoutes>["user"], birthDate = "1992-03-04") {
  await user.click(screen.getByRole("radio", { name: "Ms" }));
  await user.type(screen.getByLabelText("First name"), "Sanne");
  await user.type(screen.getByLabelText("Last name"), "Dijk");
  await user.type(screen.getByLabelText("Date of birth"), birthDate);
  await user.type(screen.getByLabelText("Address"), "12 rue de Rivoli");
  await user.type(screen.getByLabelText("Postal code"), "75004");
  await user.type(screen.getByLabelText("City"), "Paris");
}

afterEach(resetAccountTest);

describe("{language}/register (SPEC 2.2, 4, 5)", () => {
  it("registers a new customer, sends the changed fields with registered: true, and goes home", async () => {
    resetFakeDb("unregistered");
    const patches = recordPatches();
    const { user } = await openForm();
    await fillRequiredFields(user);
    await user.click(screen.getByRole("checkbox", { name: /loyalty/ }));
    await user.click(screen.getByRole("button", { name: "Complete my registration" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Hello Sanne" })).toBeDefined();
    expect(patches).toEqual([
      {
        salutation: "civ-mm",
        firstname: "Sanne",
        lastname: "Dijk",
        dateOfBirth: "1992-03-04",
        address: "12 rue de Rivoli",
        zipCode: "75004",
        city: "Paris",
        country: "FR",
        hasLoyalty: true,
        registered: true,
      },
    ]);
    expect(fakeDb().account.registered).toBe(true);
  });

  it("sends only what changed for a customer whose profile is already filled", async () => {
    resetFakeDb("registered");
    fakeDb().account.registered = false;
    const patches = recordPatches();
    const { user } = await openForm("/fr/register");
    const city = screen.getByLabelText("Ville");
    await user.clear(city);
    await user.type(city, "Lyon");
    await user.click(screen.getByRole("button", { name: "Terminer mon inscription" }));
    await screen.findByRole("heading", { level: 1, name: "Bonjour Camille" });
    expect(patches).toEqual([{ city: "Lyon", registered: true }]);
  });

  it("lists the missing required fields in a focused alert and ties each error to its field", async () => {
    resetFakeDb("unregistered");
    const patches = recordPatches();
    const { user } = await openForm();
    await user.click(screen.getByRole("button", { name: "Complete my registration" }));
    const summary = await screen.findByRole("alert");
    expect(document.activeElement).toBe(summary);
    const problems = within(summary)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(problems).toEqual([
      "Title: This field is required.",
      "First name: This field is required.",
      "Last name: This field is required.",
      "Date of birth: This field is required.",
      "Address: This field is required.",
      "Postal code: This field is required.",
      "City: This field is required.",
    ]);
    const firstName = screen.getByLabelText("First name");
    expect(firstName.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(firstName.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "This field is required.",
    );
    expect(screen.getByLabelText("Mobile phone (optional)").getAttribute("aria-invalid")).toBeNull();
    expect(patches).toEqual([]);
  });

  it("refuses a customer younger than the age restriction before asking the server", async () => {
    resetFakeDb("unregistered");
    const patches = recordPatches();
    const { user } = await openForm();
    await fillRequiredFields(user, yearsAgo(14));
    await user.click(screen.getByRole("button", { name: "Complete my registration" }));
    expect(within(await screen.findByRole("alert")).getByRole("link").textContent).toBe(
      "Date of birth: You must be at least 15 years old.",
    );
    expect(patches).toEqual([]);
  });

  it("refuses a postal code of another country's form before sending anything", async () => {
    resetFakeDb("unregistered");
    const patches = recordPatches();
    const { user } = await openForm();
    await fillRequiredFields(user);
    const postalCode = screen.getByLabelText("Postal code");
    await user.clear(postalCode);
    await user.type(postalCode, "1012 LG");
    await user.click(screen.getByRole("button", { name: "Complete my registration" }));
    expect(within(await screen.findByRole("alert")).getByRole("link").textContent).toBe(
      "Postal code: Enter a valid postal code.",
    );
    expect(patches).toEqual([]);
  });

  it("lists every problem at once: a postal code of another country beside a missing title", async () => {
    resetFakeDb("unregistered");
    const { user } = await openForm();
    await user.type(screen.getByLabelText("First name"), "Sanne");
    await user.type(screen.getByLabelText("Last name"), "Dijk");
    await user.type(screen.getByLabelText("Date of birth"), "1992-03-04");
    await user.type(screen.getByLabelText("Address"), "12 rue de Rivoli");
    await user.type(screen.getByLabelText("Postal code"), "1012 LG");
    await user.type(screen.getByLabelText("City"), "Paris");
    await user.click(screen.getByRole("button", { name: "Complete my registration" }));
    expect(
      within(await screen.findByRole("alert"))
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Title: This field is required.", "Postal code: Enter a valid postal code."]);
  });

  it("accepts a customer who is exactly 15", async () => {
    resetFakeDb("unregistered");
    const { user } = await openForm();
    await fillRequiredFields(user, yearsAgo(15));
    await user.click(screen.getByRole("button", { name: "Complete my registration" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Hello Sanne" })).toBeDefined();
  });

  it.each([
    [
      {
        code: "REGISTRATION_INCOMPLETE",
        message: "Registration needs every profile field; missing: city, country.",
        fields: [
          { path: "city", code: "required" },
          { path: "country", code: "required" },
        ],
      },
      ["City: This field is required.", "Country: This field is required."],
    ],
    [
      {
        code: "AGE_RESTRICTION",
        message: "Customers must be at least 15 years old.",
        fields: [{ path: "dateOfBirth", code: "too_young" }],
      },
      ["Date of birth: You must be at least 15 years old."],
    ],
    [
      {
        code: "BAD_REQUEST",
        message: 'Invalid body field "zipCode": Invalid string',
        fields: [
          { path: "zipCode", code: "invalid_format" },
          { path: "lastname", code: "too_long" },
          { path: "city", code: "control_character" },
        ],
      },
      [
        "Last name: This text is too long.",
        "Postal code: Enter a valid postal code.",
        "City: Remove the invisible control characters from this text.",
      ],
    ],
  ])("shows the server's %o as translated field errors", async (body, expected) => {
    resetFakeDb("unregistered");
    fakeServer.use(http.patch("*/api/accounts/me", () => HttpResponse.json(body, { status: 400 })));
    const { user } = await openForm();
    await fillRequiredFields(user);
    await user.click(screen.getByRole("button", { name: "Complete my registration" }));
    const summary = await screen.findByRole("alert");
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(expected);
    expect(document.activeElement).toBe(summary);
    expect(getToasts().current).toBeNull();
  });

  it("shows the default error toast when the server fails otherwise", async () => {
    resetFakeDb("unregistered");
    fakeServer.use(
      http.patch("*/api/accounts/me", () =>
        HttpResponse.json({ code: "INTERNAL", message: "Boom" }, { status: 500 }),
      ),
    );
    const { user } = await openForm();
    await fillRequiredFields(user);
    await user.click(screen.getByRole("button", { name: "Complete my registration" }));
    await vi.waitFor(() => expect(getToasts().current?.i18n?.title).toBe("Toast.DefaultError.Title"));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("asks for the infix in Dutch, and not on the French domain in French", async () => {
    resetFakeDb("unregistered");
    await openForm("/nl/register");
    expect(screen.getByLabelText("Tussenvoegsel (optioneel)")).toBeDefined();
    resetRouteTest();
    await openForm("/fr/register");
    expect(screen.queryByLabelText(/Particule/)).toBeNull();
  });

  it("can be completed with the keyboard alone", async () => {
    // user-event walks a radio group with CSS.escape, which jsdom lacks.
    if (!window.CSS?.escape) {
      Object.defineProperty(window, "CSS", {
        value: { escape: (value: string) => value.replace(/["\\]/g, "\\$&") },
      });
    }
    resetFakeDb("unregistered");
    const { user } = await openForm();
    screen.getByRole("radio", { name: "Mr" }).focus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "Ms" })).toHaveProperty("checked", true);
    await user.tab();
    await user.keyboard("Sanne");
    await user.tab();
    await user.keyboard("Dijk");
    await user.tab();
    await user.keyboard("1992-03-04");
    for (const [label, text] of [
      ["Address", "12 rue de Rivoli"],
      ["Postal code", "75004"],
      ["City", "Paris"],
    ] as const) {
      while (document.activeElement !== screen.getByLabelText(label)) {
        await user.tab();
      }
      await user.keyboard(text);
    }
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { level: 1, name: "Hello Sanne" })).toBeDefined();
  });
});
