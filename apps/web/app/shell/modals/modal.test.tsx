// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderShell } from "../testing/render-shell";
import { Modal } from "./modal";
import { closeModal, openModal, resetModals } from "./modal-store";

afterEach(() => {
  cleanup();
  resetModals();
});

function Page() {
  return (
    <>
      <button type="button" onClick={() => openModal("language")}>
        Open
      </button>
      <Modal id="language" title="Pick one">
        <a href="/first">First</a>
        <button type="button">Middle</button>
      </Modal>
      <Modal id="other" title="Other">
        <p>Not scroll-locking</p>
      </Modal>
    </>
  );
}

function dialog() {
  return screen.getByRole("dialog", { name: "Pick one" });
}

describe("Modal (SPEC 4 Shell)", () => {
  it("opens by id as a modal dialog labelled by its heading, focus inside", async () => {
    const user = userEvent.setup();
    renderShell(<Page />);
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(dialog().getAttribute("aria-modal")).toBe("true");
    expect(dialog().hasAttribute("open")).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "First" }));
  });

  it("traps Tab and Shift+Tab inside", async () => {
    const user = userEvent.setup();
    renderShell(<Page />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Middle" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Fermer" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "First" }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Fermer" }));
  });

  it("closes on Escape and gives focus back to the opener", async () => {
    const user = userEvent.setup();
    renderShell(<Page />);
    const opener = screen.getByRole("button", { name: "Open" });
    await user.click(opener);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes with its close button and by closeModal(id)", async () => {
    const user = userEvent.setup();
    renderShell(<Page />);
    const opener = screen.getByRole("button", { name: "Open" });
    await user.click(opener);
    await user.click(screen.getByRole("button", { name: "Fermer" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    act(() => openModal("language"));
    act(() => closeModal("language"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("locks the body scroll while the language or account modal is open, not for others", async () => {
    const user = userEvent.setup();
    renderShell(<Page />);
    const locked = () => document.documentElement.classList.contains("scroll-locked");
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(locked()).toBe(true);
    await user.keyboard("{Escape}");
    expect(locked()).toBe(false);
    act(() => openModal("other"));
    expect(screen.getByRole("dialog", { name: "Other" })).toBeDefined();
    expect(locked()).toBe(false);
  });
});
