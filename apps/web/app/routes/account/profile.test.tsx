// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getToasts } from "../../lib/toasts/toast-store";
import { fakeDb } from "../../mocks/fake-db";
import { fakeServer } from "../../mocks/node";
import { moduleRoute } from "../../shell/testing/render-routes";
import {
  accountRoutes,
  openScreen,
  recordAccountPatches as recordPatches,
  resetAccountTest,
} from "./account-route-test-kit";
import * as profile from "./profile";

const routes = accountRoutes(moduleRoute("profile", profile));

async function openProfile(path = "/en/profile") {
  const view = await openScreen(routes, path, /profile|profil|profiel/i);
  await screen.findByRole("heading", {
    level: 2,
    name: /Personal details|Informations personnelles|Persoonlijke gegevens/,
  });
  return view;
}

function inFuture(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

/** jsdom's File has no text(): read it as a browser would. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

afterEach(() => {
  resetAccountTest();
  vi.restoreAllMocks();
});

describe("{language}/profile: personal details (SPEC 3, 5, 7)", () => {
  it("sends no request at all when nothing changed, and says so", async () => {
    const patches = recordPatches();
    const { user } = await openProfile();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Nothing has changed, so there is nothing to save.")).toBeDefined();
    expect(patches).toEqual([]);
  });

  it("sends exactly the one changed field under its server name, then shows it saved", async () => {
    const patches = recordPatches();
    const { user } = await openProfile();
    const postalCode = screen.getByLabelText("Postal code");
    await user.clear(postalCode);
    await user.type(postalCode, "75020");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(getToasts().current?.i18n?.title).toBe("Profile.Details.Saved.Title"));
    expect(patches).toEqual([{ zipCode: "75020" }]);
    expect(fakeDb().account.postalCode).toBe("75020");
    // The saved account is the new starting point: saving again sends nothing.
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Nothing has changed, so there is nothing to save.")).toBeDefined();
    expect(patches).toHaveLength(1);
  });

  it("sends an emptied optional field as null", async () => {
    const patches = recordPatches();
    const { user } = await openProfile();
    await user.clear(screen.getByLabelText("Mobile phone (optional)"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patches).toEqual([{ mobilePhone: null }]));
  });

  it("maps the gender both ways: civ-mm shows Ms; choosing Mr sends civ-mr", async () => {
    const patches = recordPatches();
    const { user } = await openProfile();
    expect(screen.getByRole("radio", { name: "Ms" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "Mr" })).toHaveProperty("checked", false);
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patches).toEqual([{ salutation: "civ-other" }]));
    expect(fakeDb().account.gender).toBe("civ-other");
    await waitFor(() => expect(screen.getByRole("radio", { name: "Other" })).toHaveProperty("checked", true));
  });

  it("puts the server's coded field errors on the right fields, translated", async () => {
    fakeServer.use(
      http.patch("*/api/accounts/me", () =>
        HttpResponse.json(
          {
            code: "BAD_REQUEST",
            message: 'Invalid body field "zipCode"',
            fields: [
              { path: "zipCode", code: "invalid_format" },
              { path: "dateOfBirth", code: "too_young" },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openProfile();
    await user.type(screen.getByLabelText("City"), "x");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const summary = await screen.findByRole("alert");
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Date of birth: You must be at least 15 years old.",
      "Postal code: Enter a valid postal code.",
    ]);
    const postalCode = screen.getByLabelText("Postal code");
    expect(postalCode.getAttribute("aria-invalid")).toBe("true");
    expect(postalCode.getAttribute("aria-describedby")).toContain("profile-postalCode-error");
    expect(document.getElementById("profile-postalCode-error")?.textContent).toBe(
      "Enter a valid postal code.",
    );
    expect(screen.getByLabelText("City").getAttribute("aria-invalid")).toBeNull();
    expect(getToasts().current).toBeNull();
  });

  it("takes the customer from a line of the error summary to its field", async () => {
    const { user } = await openProfile();
    await user.clear(screen.getByLabelText("First name"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    const summary = await screen.findByRole("alert");
    await user.click(within(summary).getByRole("link", { name: "First name: This field is required." }));
    expect(document.activeElement).toBe(screen.getByLabelText("First name"));
  });

  it("shows the default error toast when the save fails without naming a field", async () => {
    fakeServer.use(
      http.patch("*/api/accounts/me", () =>
        HttpResponse.json({ code: "INTERNAL", message: "Boom" }, { status: 500 }),
      ),
    );
    const { user } = await openProfile();
    await user.type(screen.getByLabelText("City"), "x");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(getToasts().current?.i18n?.title).toBe("Toast.DefaultError.Title"));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it.each([
    ["/fr/profile", "Enregistrer", "Date de naissance", "La date de naissance doit être dans le passé."],
    ["/nl/profile", "Opslaan", "Geboortedatum", "De geboortedatum moet in het verleden liggen."],
    ["/en/profile", "Save", "Date of birth", "The date of birth must be in the past."],
  ])(
    "refuses a birth date in the future before asking the server (%s)",
    async (path, save, label, message) => {
      const patches = recordPatches();
      const { user } = await openProfile(path);
      const birthDate = screen.getByLabelText(label);
      await user.clear(birthDate);
      await user.type(birthDate, inFuture(3));
      await user.click(screen.getByRole("button", { name: save }));
      expect(await screen.findByText(message, { selector: ".ui-field__error" })).toBeDefined();
      expect(patches).toEqual([]);
    },
  );

  it.each([
    ["/fr/profile", "Enregistrer", "Saisissez un code postal valide pour ce pays, par exemple 1012 AB."],
    ["/nl/profile", "Opslaan", "Voer een geldige postcode voor dit land in, bijvoorbeeld 1012 AB."],
    ["/en/profile", "Save", "Enter a valid postal code for this country, for example 1012 AB."],
  ])("checks the postal code against the chosen country (%s)", async (path, save, message) => {
    const patches = recordPatches();
    const { user } = await openProfile(path);
    // 75011 is Camille's Paris code: not a Dutch one.
    await user.selectOptions(screen.getByRole("combobox"), "NL");
    await user.click(screen.getByRole("button", { name: save }));
    expect(await screen.findByText(message, { selector: ".ui-field__error" })).toBeDefined();
    expect(patches).toEqual([]);
  });

  it.each([
    ["/fr/profile", "Enregistrer", "Saisissez un numéro de téléphone valide."],
    ["/nl/profile", "Opslaan", "Vul een geldig telefoonnummer in."],
    ["/en/profile", "Save", "Enter a valid phone number."],
  ])("refuses a malformed phone number before asking the server (%s)", async (path, save, message) => {
    const patches = recordPatches();
    const { user } = await openProfile(path);
    const phone = document.getElementById("profile-homePhone") as HTMLInputElement;
    await user.type(phone, "call me");
    await user.click(screen.getByRole("button", { name: save }));
    expect(await screen.findByText(message, { selector: ".ui-field__error" })).toBeDefined();
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(patches).toEqual([]);
  });
});

describe("{language}/profile: identity (SPEC 3 picture, pictureFallback)", () => {
  it("shows the lowercase initials when there is no picture, with the name and the e-mail", async () => {
    await openProfile();
    const identity = screen.getByRole("heading", { level: 2, name: "Camille Martin" }).closest("section");
    expect(identity).not.toBeNull();
    const avatar = identity?.querySelector(".ui-avatar");
    expect(avatar?.textContent).toBe("cm");
    expect(within(identity as HTMLElement).getByText("camille.martin@example.com")).toBeDefined();
  });

  it("shows the picture when there is one", async () => {
    fakeDb().account.picture = "https://images.example.com/camille.jpg";
    await openProfile();
    const identity = screen.getByRole("heading", { level: 2, name: "Camille Martin" }).closest("section");
    expect(identity?.querySelector("img")?.getAttribute("src")).toBe(
      "https://images.example.com/camille.jpg",
    );
    expect(identity?.textContent).not.toContain("cm");
  });
});

describe("{language}/profile: bank card (SPEC 3 card, SPEC 9 icons)", () => {
  it("shows the last digits, the expiry as MM/YY and the brand's mark", async () => {
    await openProfile();
    const section = screen
      .getByRole("heading", { level: 2, name: "Bank card" })
      .closest("section") as HTMLElement;
    expect(within(section).getByText("Visa")).toBeDefined();
    expect(within(section).getByText("Ends in 4242")).toBeDefined();
    expect(within(section).getByText("Expires end of 09/28")).toBeDefined();
    expect(section.querySelector("svg[data-icon]")?.getAttribute("data-icon")).toBe("visa");
  });

  it("falls back to the CB mark for an icon it does not know", async () => {
    fakeDb().account.card = { lastDigits: "1881", expirationDate: "2030-01-31", icon: "diners" as "cb" };
    await openProfile("/fr/profile");
    const section = screen
      .getByRole("heading", { level: 2, name: "Carte bancaire" })
      .closest("section") as HTMLElement;
    expect(section.querySelector("svg[data-icon]")?.getAttribute("data-icon")).toBe("cb");
    expect(within(section).getByText("Carte Bancaire CB")).toBeDefined();
    expect(within(section).getByText("Expire fin 01/30")).toBeDefined();
  });

  it("removes the card after a confirmation, then shows the empty state", async () => {
    const deletes: string[] = [];
    fakeServer.events.on("request:start", ({ request }) => {
      if (request.method === "DELETE") {
        deletes.push(new URL(request.url).pathname);
      }
    });
    const { user } = await openProfile();
    await user.click(screen.getByRole("button", { name: "Remove the card" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this card?" });
    expect(within(dialog).getByText(/ending in 4242/)).toBeDefined();
    await user.click(within(dialog).getByRole("button", { name: "Yes, remove it" }));
    expect(await screen.findByText("No saved card")).toBeDefined();
    expect(deletes).toEqual(["/api/accounts/me/cards/cb"]);
    expect(fakeDb().account.card).toBeNull();
    expect(getToasts().current?.i18n?.content).toBe("Profile.Card.Removed");
    expect(document.activeElement?.textContent).toBe("Bank card");
  });

  it("keeps the card when the customer changes their mind", async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole("button", { name: "Remove the card" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this card?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep the card" }));
    expect(screen.getByText("Ends in 4242")).toBeDefined();
    expect(fakeDb().account.card).not.toBeNull();
  });

  it("shows the empty state when no card is saved", async () => {
    fakeDb().account.card = null;
    await openProfile("/nl/profile");
    expect(screen.getByText("Geen kaart opgeslagen")).toBeDefined();
    expect(screen.queryByRole("button", { name: "Kaart verwijderen" })).toBeNull();
  });
});

describe("{language}/profile: password link (SPEC 7, 8)", () => {
  it("mails the link and names the address it went to", async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole("button", { name: "Send me a link by e-mail" }));
    expect(
      await screen.findByText(
        "Sent: the link to change your password is waiting for you at camille.martin@example.com.",
      ),
    ).toBeDefined();
    expect(fakeDb().passwordLinks).toHaveLength(1);
    expect(getToasts().current).toBeNull();
  });

  it("maps a failure to done: false and an error toast", async () => {
    fakeServer.use(
      http.get("*/api/accounts/me/changePassword", () =>
        HttpResponse.json({ code: "RATE_LIMITED", message: "Too many requests" }, { status: 429 }),
      ),
    );
    const { user } = await openProfile();
    await user.click(screen.getByRole("button", { name: "Send me a link by e-mail" }));
    await waitFor(() =>
      expect(getToasts().current).toMatchObject({
        type: "error",
        i18n: { title: "Profile.Password.Fail.Title", content: "Profile.Password.Fail.Content" },
      }),
    );
    expect(screen.queryByText(/Sent:/)).toBeNull();
  });
});

describe("{language}/profile: my data (GDPR art. 15, 20)", () => {
  it("downloads everything held on the customer as one dated JSON file", async () => {
    const files: File[] = [];
    const createObjectURL = vi.fn((file: File) => {
      files.push(file);
      return "blob:export";
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    const { user } = await openProfile();
    screen.getByRole("button", { name: "Download my data" }).focus();
    await user.keyboard("{Enter}");
    const name = /^cinelux-my-data-\d{4}-\d{2}-\d{2}\.json$/;
    expect(
      await screen.findByText(/^The file cinelux-my-data-.*\.json has been downloaded\.$/),
    ).toBeDefined();
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatch(/^cinelux-my-data-\d{4}-\d{2}-\d{2}\.json blob:export$/);
    expect(files[0]?.name).toMatch(name);
    expect(files[0]?.type).toBe("application/json");
    const data = JSON.parse(await readText(files[0] as File)) as {
      account: { mail: string };
      advantages: unknown[];
    };
    expect(data.account.mail).toBe("camille.martin@example.com");
    expect(data.advantages.length).toBeGreaterThan(0);
  });

  it("shows the default error toast when the export fails", async () => {
    fakeServer.use(
      http.get("*/api/accounts/me/export", () =>
        HttpResponse.json({ code: "INTERNAL", message: "Boom" }, { status: 500 }),
      ),
    );
    const { user } = await openProfile();
    await user.click(screen.getByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(getToasts().current?.i18n?.title).toBe("Toast.DefaultError.Title"));
  });
});
