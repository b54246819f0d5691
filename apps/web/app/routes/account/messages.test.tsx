// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getToasts } from "../../lib/toasts/toast-store";
import { resetFakeDb } from "../../mocks/fake-db";
import { fakeSupport } from "../../mocks/fakes/support";
import { moduleRoute } from "../../shell/testing/render-routes";
import { accountRoutes, openScreen, recordRequests, resetAccountTest } from "./account-route-test-kit";
import * as messages from "./messages";

const routes = accountRoutes(moduleRoute("messages", messages));
const OPEN_CASE = "5a1c0000-0000-4000-8000-000000000001";
const CLOSED_CASE = "5a1c0000-0000-4000-8000-000000000002";

let requested: string[] = [];

/** The demo cases come without attachments (as the seed's): give the case one, as its form would. */
function addFakeAttachment(caseId: string, fileName: string) {
  const support = fakeSupport();
  const id = "5a1c0000-0000-4000-8000-0000000000f1";
  support.cases
    .find((each) => each.id === caseId)
    ?.attachments.push({
      id,
      fileName,
      mimeType: "application/pdf",
      size: 18_432,
    });
  support.files.set(id, {
    bytes: new TextEncoder().encode("%PDF-1.4\n%%EOF\n"),
    mimeType: "application/pdf",
  });
}

beforeEach(() => {
  resetFakeDb("registered");
  requested = recordRequests();
});

afterEach(resetAccountTest);

const open = (path = "/fr/messages", title = "Mes messages") => openScreen(routes, path, title);

// A first render loads the route's modules lazily: slow on busy cores.
describe("{language}/messages: the support cases (SPEC 3, 4, 7)", { timeout: 20_000 }, () => {
  it("lists open cases first, then closed, with number, date, status and unread answers", async () => {
    await open();
    const openCases = await screen.findByRole("region", { name: /^Demandes en cours/ });
    const item = within(openCases).getByRole("listitem");
    expect(within(item).getByRole("link", { name: /Prélevé deux fois ce mois-ci/ })).toBeDefined();
    // The first case of a fresh sequence, in the year it was opened (as the seed numbers it).
    const number = fakeSupport().cases.find((each) => each.id === OPEN_CASE)?.number ?? "";
    expect(number).toMatch(/^C-\d{4}-000001$/);
    expect(within(item).getByText(new RegExp(`N° ${number}`))).toBeDefined();
    expect(within(item).getByText("En cours")).toBeDefined();
    expect(within(item).getByText("1 nouvelle réponse")).toBeDefined();
    const closed = screen.getByRole("region", { name: /^Demandes clôturées/ });
    expect(within(closed).getByText("Écharpe oubliée salle 4")).toBeDefined();
    expect(within(closed).getByText("Clôturée")).toBeDefined();
    expect(document.title).toBe("Mes messages | Cinélux");
  });

  it("opens a case: its description, the chain's answer marked, the attachment; reading clears the unread mark", async () => {
    addFakeAttachment(OPEN_CASE, "billet.pdf");
    const { user } = await open();
    await user.click(await screen.findByRole("link", { name: /Prélevé deux fois ce mois-ci/ }));
    const heading = await screen.findByRole("heading", {
      level: 2,
      name: "Prélevé deux fois ce mois-ci",
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const thread = screen.getByRole("list", { name: "Échanges" });
    const [first, answer] = within(thread).getAllByRole("listitem");
    expect(within(first as HTMLElement).getByText("Vous")).toBeDefined();
    expect(within(first as HTMLElement).getByText(/me rembourser le second prélèvement/)).toBeDefined();
    expect(within(answer as HTMLElement).getByText("Service client Cinélux")).toBeDefined();
    expect(answer?.className).toContain("messages__message--received");
    expect(screen.getByRole("button", { name: "Télécharger billet.pdf" })).toBeDefined();
    await waitFor(() => expect(requested).toContain(`PATCH /api/accounts/me/case/${OPEN_CASE}`));
    expect(fakeSupport().cases.find((each) => each.id === OPEN_CASE)?.unread).toBe(0);
  });

  it("sends a reply, refuses an empty one before sending, and shows it in the conversation", async () => {
    const { user } = await open(`/fr/messages?case=${OPEN_CASE}`);
    const box = await screen.findByRole("textbox", { name: "Votre réponse" });
    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    expect(await screen.findByText("Écrivez votre réponse avant de l'envoyer.")).toBeDefined();
    expect(requested).not.toContain(`POST /api/accounts/me/case/${OPEN_CASE}/comment`);
    await user.type(box, "Toujours rien reçu, merci de vérifier.");
    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    expect(await screen.findByText("Toujours rien reçu, merci de vérifier.")).toBeDefined();
    expect((box as HTMLTextAreaElement).value).toBe("");
    expect(getToasts().current).toMatchObject({ i18n: { content: "Messages.Reply.Sent" } });
  });

  it("closes a case after confirming; then it has no reply box", async () => {
    const { user } = await open(`/fr/messages?case=${OPEN_CASE}`);
    await user.click(await screen.findByRole("button", { name: "Clôturer la demande" }));
    const dialog = await screen.findByRole("dialog", { name: "Clôturer cette demande ?" });
    await user.click(within(dialog).getByRole("button", { name: "Clôturer" }));
    expect(await screen.findByText(/Cette demande est clôturée/)).toBeDefined();
    expect(screen.queryByRole("textbox", { name: "Votre réponse" })).toBeNull();
    expect(fakeSupport().cases.find((each) => each.id === OPEN_CASE)?.closed).toBe(true);
  });

  it("shows a closed case without a reply box nor a close button", async () => {
    await open(`/fr/messages?case=${CLOSED_CASE}`);
    expect(await screen.findByRole("heading", { level: 2, name: "Écharpe oubliée salle 4" })).toBeDefined();
    expect(screen.getByText("Merci, je l'ai récupérée !")).toBeDefined();
    // The case names its cinema by slug; the page shows its name.
    expect(await screen.findByText("Cinéma : Cinélux Bastille")).toBeDefined();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Clôturer la demande" })).toBeNull();
  });

  it("says when there is no case yet, with a way to contact customer service", async () => {
    fakeSupport().cases.splice(0);
    await open("/en/messages", "My messages");
    expect(await screen.findByText("No requests yet")).toBeDefined();
    // The page's own way out, besides the account navigation's item of the same name.
    const name = "Contact customer service";
    const everywhere = screen.getAllByRole("link", { name });
    const inNavigation = within(screen.getByRole("navigation", { name: "My account" })).getAllByRole("link", {
      name,
    });
    const own = everywhere.filter((link) => !inNavigation.includes(link));
    expect(own.map((link) => link.getAttribute("href"))).toEqual(["/en/contact"]);
  });
});
