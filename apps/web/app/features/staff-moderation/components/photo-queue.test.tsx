// @vitest-environment jsdom
import type { ListStaffPhotosResponse, StaffPhoto } from "@cinelux/contract/staff-photos";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import type { ComponentType } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "../../../mocks/node";
import { resetModals } from "../../../shell/modals/modal-store";
import { renderStaffScreen, staffMember } from "../../../shell/staff/testing/render-staff-screen";
import PhotoQueue from "./photo-queue";

vi.mock("../../../lib/staff/staff-user-manager", () => ({
  staffAccessToken: async () => "staff-token",
  startStaffSignIn: vi.fn(async () => {
    throw new Error("no sign-in in tests");
  }),
}));

const photo = (cardId: string, holderName: string, uploadedAt: string): StaffPhoto => ({
  cardId,
  holderName,
  passType: "CINEPASS_26",
  label: "Cinépass -26",
  status: "PENDING",
  uploadedAt,
  image: `/api/staff/photos/${cardId}/image`,
});

const LEA = photo("00000000-0000-4000-8000-0000000000a1", "Léa Moreau", "2026-11-02T09:00:00Z");
const TOM = photo("00000000-0000-4000-8000-0000000000a2", "Tom Peeters", "2026-11-03T09:00:00Z");

let queue: StaffPhoto[] = [];
let decisions: { path: string; body: unknown }[] = [];

function serveQueue() {
  fakeServer.use(
    http.get("*/api/staff/photos", ({ request }) => {
      expect(request.headers.get("authorization")).toBe("Bearer staff-token");
      const body: ListStaffPhotosResponse = { photos: queue, page: 1, pageSize: 24, total: queue.length };
      return HttpResponse.json(body);
    }),
    http.get("*/api/staff/photos/:cardId/image", () =>
      HttpResponse.arrayBuffer(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]).buffer, {
        headers: { "content-type": "image/jpeg" },
      }),
    ),
    http.post("*/api/staff/photos/:cardId/:decision", async ({ request, params }) => {
      const cardId = String(params.cardId);
      const body = request.headers.get("content-type")?.includes("json") ? await request.json() : undefined;
      decisions.push({ path: `${cardId}/${String(params.decision)}`, body });
      const waiting = queue.find((item) => item.cardId === cardId);
      if (waiting && (body as { uploadedAt?: string }).uploadedAt !== waiting.uploadedAt) {
        return HttpResponse.json(
          { code: "PHOTO_REPLACED", message: "The customer has sent another photo since." },
          { status: 409 },
        );
      }
      if (!waiting) {
        return HttpResponse.json(
          { code: "PHOTO_NOT_PENDING", message: "This photo is no longer waiting for a review." },
          { status: 409 },
        );
      }
      queue = queue.filter((item) => item.cardId !== cardId);
      return HttpResponse.json({ cardId, photoStatus: params.decision === "approve" ? "OK" : "KO" });
    }),
  );
}

beforeEach(() => {
  queue = [LEA, TOM];
  decisions = [];
  URL.createObjectURL = vi.fn(() => "blob:photo");
  URL.revokeObjectURL = vi.fn();
  serveQueue();
});

afterEach(() => {
  cleanup();
  resetModals();
});

function render(Screen: ComponentType, options: Parameters<typeof renderStaffScreen>[1]) {
  const user = userEvent.setup();
  return { user, ...renderStaffScreen(<Screen />, options) };
}

describe("the moderators' photo queue", () => {
  it("shows each photo large with its holder and pass, oldest first, and approves one: it leaves the queue", async () => {
    const { user } = render(PhotoQueue, {
      path: "/staff/en/photos",
      pattern: "/staff/:language/photos",
      member: staffMember({ roles: ["moderator"] }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Pass photos" })).toBeDefined();
    const cards = await screen.findAllByRole("listitem");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Léa Moreau",
      "Tom Peeters",
    ]);
    const lea = cards[0] as HTMLElement;
    expect(within(lea).getByText("Cinépass -26")).toBeDefined();
    const image = await within(lea).findByRole("img", { name: "Photo of Léa Moreau" });
    expect(image.getAttribute("src")).toBe("blob:photo");

    await user.click(within(lea).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Léa Moreau's photo approved: the card is unblocked.")).toBeDefined();
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Léa Moreau" })).toBeNull());
    // The decision names the upload the moderator saw.
    expect(decisions).toEqual([{ path: `${LEA.cardId}/approve`, body: { uploadedAt: LEA.uploadedAt } }]);
  });

  it("refuses with a reason chosen in a modal, asking for one first; the note goes with it", async () => {
    const { user } = render(PhotoQueue, {
      path: "/staff/en/photos",
      pattern: "/staff/:language/photos",
      member: staffMember({ roles: ["moderator"] }),
    });
    const tom = (await screen.findAllByRole("listitem"))[1] as HTMLElement;
    const opener = within(tom).getByRole("button", { name: "Refuse" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Refuse Tom Peeters's photo" });
    await user.click(within(dialog).getByRole("button", { name: "Refuse the photo" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Choose a reason.");
    expect(decisions).toEqual([]);

    await user.click(within(dialog).getByRole("radio", { name: "Face covered (glasses, hat, mask)" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Internal note" }), "Sunglasses");
    await user.click(within(dialog).getByRole("button", { name: "Refuse the photo" }));
    expect(await screen.findByText("Tom Peeters's photo refused: the customer gets a mail.")).toBeDefined();
    expect(decisions).toEqual([
      {
        path: `${TOM.cardId}/refuse`,
        body: { uploadedAt: TOM.uploadedAt, reason: "face_covered", note: "Sunglasses" },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Tom Peeters" })).toBeNull());
  });

  it("says when another moderator decided first, and drops the card", async () => {
    const { user } = render(PhotoQueue, {
      path: "/staff/en/photos",
      pattern: "/staff/:language/photos",
      member: staffMember({ roles: ["moderator"] }),
    });
    const lea = (await screen.findAllByRole("listitem"))[0] as HTMLElement;
    queue = [TOM];
    await user.click(within(lea).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Someone has already decided on Léa Moreau's photo.")).toBeDefined();
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Léa Moreau" })).toBeNull());
  });

  it("says when the customer sent another photo meanwhile, and shows the new one instead of deciding", async () => {
    const { user } = render(PhotoQueue, {
      path: "/staff/en/photos",
      pattern: "/staff/:language/photos",
      member: staffMember({ roles: ["moderator"] }),
    });
    const lea = (await screen.findAllByRole("listitem"))[0] as HTMLElement;
    queue = [{ ...LEA, uploadedAt: "2026-11-04T09:00:00Z" }, TOM];
    await user.click(within(lea).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("The customer has sent another photo since.")).toBeDefined();
    // The queue is read again: Léa's new upload waits, to be looked at.
    await waitFor(() => expect(screen.getByText(/^Sent on Nov 4, 2026/)).toBeDefined());
    expect(decisions).toHaveLength(1);
  });

  it("says there is nothing to review, in the page's language", async () => {
    queue = [];
    render(PhotoQueue, {
      path: "/staff/fr/photos",
      pattern: "/staff/:language/photos",
      language: "fr",
      member: staffMember({ roles: ["moderator"] }),
    });
    expect(await screen.findByText("Aucune photo à vérifier.")).toBeDefined();
  });
});
