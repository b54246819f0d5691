// @vitest-environment jsdom
import type { FooterResponse } from "@cinelux/contract/footer";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSENT_COOKIE, saveConsent } from "../../lib/analytics/consent";
import { ConsentManager } from "../consent/consent-manager";
import { resetModals } from "../modals/modal-store";
import { renderShell, type ShellOptions } from "../testing/render-shell";
import { Footer } from "./footer";
import { footerElementHref } from "./footer-element";

const footerData: FooterResponse = {
  shows: [
    { title: "Dune", slug: "dune", movie: true },
    { title: "La Traviata", slug: "la-traviata", movie: false },
  ],
  columns: [
    {
      title: "Cinélux",
      elements: [
        { title: "Jobs", url: "https://jobs.test", newTab: true, cookie: false },
        { title: "Cookies", url: "#", cookie: true, newTab: false },
        { title: "Legal", url: "https://catalog.test/legal", newTab: false, cookie: false },
      ],
    },
    {
      title: "Aide",
      elements: [
        { title: "À propos", url: "catalog:Page/about", newTab: false, cookie: false },
        { title: "Questions fréquentes", url: "catalog:Faq", newTab: false, cookie: false },
      ],
    },
  ],
  socialNetworks: [
    { label: "facebook", url: "https://facebook.test/cinelux" },
    { label: "instagram", url: "https://instagram.test/cinelux" },
  ],
  faq: [{ id: "kA1", title: "How do I pause my pass?" }],
};

function setDesktop(matches: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

/** The footer as a page renders it: by default with the footer the server rendered in its language. */
function renderFooter(variant: "full" | "light" | "none", options: ShellOptions = {}) {
  const language = options.language ?? (options.domain === "nl" ? "nl" : "fr");
  const footer = "footer" in options ? options.footer : { language, data: footerData };
  return renderShell(
    <>
      <Footer variant={variant} language={language} />
      <ConsentManager injections={[]} embedded={false} />
    </>,
    { ...options, footer },
  );
}

afterEach(() => {
  cleanup();
  resetModals();
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: the next test starts without a choice
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
});

describe("Footer (SPEC 2.1)", () => {
  it("folds each column into an accordion on mobile", async () => {
    setDesktop(false);
    const user = userEvent.setup();
    renderFooter("full");
    const toggle = screen.getByRole("button", { name: "À l’affiche" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(panel?.hidden).toBe(true);
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(panel?.hidden).toBe(false);
    const links = within(panel!).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Dune", "https://catalog.test/fr/films/dune"],
      ["La Traviata", "https://catalog.test/fr/evenements/la-traviata"],
      ["Tous les films", "https://catalog.test/fr/films"],
    ]);
  });

  it("shows the columns expanded, without accordion buttons, on desktop", () => {
    setDesktop(true);
    renderFooter("full");
    expect(screen.queryByRole("button", { name: "À l’affiche" })).toBeNull();
    expect(screen.getByRole("heading", { name: "À l’affiche" })).toBeDefined();
    expect(screen.getByRole("link", { name: "Dune" })).toBeDefined();
  });

  it("shows the FAQ block on mobile only", () => {
    setDesktop(false);
    renderFooter("full");
    const faq = screen.getByRole("region", { name: "Questions fréquentes" });
    expect(within(faq).getByRole("link", { name: "How do I pause my pass?" }).getAttribute("href")).toBe(
      "https://catalog.test/fr/faq#kA1",
    );
    expect(within(faq).getByRole("link", { name: "Voir toutes les questions" }).getAttribute("href")).toBe(
      "https://catalog.test/fr/faq",
    );
    cleanup();
    setDesktop(true);
    renderFooter("full");
    expect(screen.queryByRole("region", { name: "Questions fréquentes" })).toBeNull();
  });

  it("lists the domain's five cities and All cinemas", () => {
    setDesktop(true);
    renderFooter("full", { domain: "nl" });
    const column = screen.getByRole("heading", { name: "Bioscopen" }).parentElement!;
    expect(
      within(column)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Amsterdam", "Rotterdam", "Den Haag", "Utrecht", "Tilburg", "Alle bioscopen"]);
    expect(screen.getByRole("link", { name: "Den Haag" }).getAttribute("href")).toBe(
      "https://catalog.test/nl/bioscopen/den-haag",
    );
  });

  it("opens new-tab links safely and announces it, and turns cookie links into a consent button", async () => {
    setDesktop(true);
    saveConsent({ measurement: false, personalisation: false, advertising: false });
    const user = userEvent.setup();
    renderFooter("full");
    const jobs = screen.getByRole("link", { name: "Jobs (s’ouvre dans un nouvel onglet)" });
    expect(jobs.getAttribute("target")).toBe("_blank");
    expect(jobs.getAttribute("rel")).toBe("noopener");
    expect(screen.getByRole("link", { name: "Legal" }).getAttribute("target")).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Cookies" }));
    expect(await screen.findByRole("dialog", { name: "Vos choix sur les cookies" })).toBeDefined();
  });

  it("builds the links to catalog pages in the page language from the catalog base", () => {
    setDesktop(true);
    renderFooter("full");
    expect(screen.getByRole("link", { name: "À propos" }).getAttribute("href")).toBe(
      "https://catalog.test/fr/infos/about",
    );
    expect(screen.getByRole("link", { name: "Questions fréquentes" }).getAttribute("href")).toBe(
      "https://catalog.test/fr/faq",
    );
    cleanup();
    renderFooter("full", { domain: "nl", language: "en" });
    expect(screen.getByRole("link", { name: "À propos" }).getAttribute("href")).toBe(
      "https://catalog.test/en/info/about",
    );
    cleanup();
    renderFooter("full", { domain: "nl" });
    expect(screen.getByRole("link", { name: "Questions fréquentes" }).getAttribute("href")).toBe(
      "https://catalog.test/nl/veelgestelde-vragen",
    );
  });

  it("keeps other addresses as they are and sends an unknown catalog name to the catalog home", () => {
    const catalog = (target: { page: string; slug?: string }) =>
      `/fr/${target.page}${target.slug ? `/${target.slug}` : ""}`;
    expect(footerElementHref("https://jobs.test", catalog)).toBe("https://jobs.test");
    expect(footerElementHref("#cookies", catalog)).toBe("#cookies");
    expect(footerElementHref("catalog:Page/press", catalog)).toBe("/fr/Page/press");
    expect(footerElementHref("catalog:Movies", catalog)).toBe("/fr/Movies");
    expect(footerElementHref("catalog:Nowhere", catalog)).toBe("/fr/Home");
    expect(footerElementHref("catalog:Page", catalog)).toBe("/fr/Home");
    expect(footerElementHref("catalog:Faq/x", catalog)).toBe("/fr/Home");
  });

  it("names each social icon link", () => {
    setDesktop(true);
    renderFooter("full");
    expect(screen.getByRole("link", { name: "Cinélux sur Facebook" }).getAttribute("href")).toBe(
      "https://facebook.test/cinelux",
    );
    expect(screen.getByRole("link", { name: "Cinélux sur Instagram" })).toBeDefined();
  });

  it.each([
    ["fr", ["FR", "EN"]],
    ["nl", ["NL", "EN"]],
  ] as const)("has uppercase language buttons for the %s domain", (domain, labels) => {
    setDesktop(true);
    renderFooter("full", { domain });
    const group = screen.getByRole("group", {
      name: domain === "fr" ? "Langue du site" : "Taal van de site",
    });
    const buttons = within(group).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual(labels);
    expect(buttons.map((button) => button.getAttribute("aria-pressed"))).toEqual(["true", "false"]);
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual(
      domain === "fr" ? ["Français, FR", "English, EN"] : ["Nederlands, NL", "English, EN"],
    );
  });

  it("switches language from the footer, keeping the rest of the path", async () => {
    setDesktop(true);
    const user = userEvent.setup();
    const { router } = renderFooter("full", { path: "/fr/tickets" });
    await user.click(screen.getByRole("button", { name: "English, EN" }));
    expect(router.state.location.pathname).toBe("/en/tickets");
  });

  it("still renders its static parts when the footer data fails", async () => {
    setDesktop(true);
    const fetch = vi.fn(async () => new Response("{}", { status: 500 }));
    vi.stubGlobal("fetch", fetch);
    renderFooter("full", { footer: undefined });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByRole("link", { name: "Paris" })).toBeDefined();
    expect(screen.getByRole("link", { name: "Tous les films" })).toBeDefined();
    expect(screen.getByRole("group", { name: "Langue du site" }).textContent).toContain("FREN");
    expect(screen.getByText(/Tous droits réservés/)).toBeDefined();
    expect(screen.queryByRole("link", { name: /Facebook/ })).toBeNull();
  });

  it("shows the footer the server rendered without asking GET /api/footer", () => {
    setDesktop(true);
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderFooter("full");
    expect(screen.getByRole("link", { name: "Dune" })).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks GET /api/footer in the page's language when the server rendered another one", async () => {
    setDesktop(true);
    const fetch = vi.fn(async () =>
      Response.json({ ...footerData, shows: [{ title: "Oppenheimer", slug: "op", movie: true }] }),
    );
    vi.stubGlobal("fetch", fetch);
    renderFooter("full", { language: "en", footer: { language: "fr", data: footerData } });
    expect(await screen.findByRole("link", { name: "Oppenheimer" })).toBeDefined();
    const [url] = fetch.mock.calls[0] as unknown as [URL];
    expect(url.pathname).toBe("/api/footer");
    expect(url.searchParams.get("language")).toBe("en");
    expect(screen.queryByRole("link", { name: "Dune" })).toBeNull();
  });

  it("renders the light footer: privacy preferences, which reopen the consent dialog, and social icons only", async () => {
    setDesktop(true);
    saveConsent({ measurement: true, personalisation: true, advertising: true });
    const user = userEvent.setup();
    renderFooter("light");
    expect(screen.getByRole("link", { name: "Cinélux sur Facebook" })).toBeDefined();
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Préférences de confidentialité" }));
    expect(await screen.findByRole("dialog", { name: "Vos choix sur les cookies" })).toBeDefined();
  });

  it("renders nothing when the route turns it off", () => {
    renderFooter("none");
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });
});
