// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetToasts, showDefaultErrorToast, showToast } from "../../lib/toasts/toast-store";
import { renderShell } from "../testing/render-shell";
import { ToastContainer } from "./toast-container";

afterEach(() => {
  cleanup();
  resetToasts();
  localStorage.clear();
});

// A toast's view loads with the first toast: the assertions on it wait for it.
describe("ToastContainer (SPEC 2.1)", () => {
  it("has both live regions from the first render, empty", () => {
    renderShell(<ToastContainer />);
    expect(screen.getByRole("status").textContent).toBe("");
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it("announces an info politely and an error at once, translated", async () => {
    renderShell(<ToastContainer />);
    act(() =>
      showToast({
        type: "info",
        i18n: { content: "Footer.SocialLink", values: { network: "X" } },
        closable: true,
      }),
    );
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("Cinélux sur X"));
    expect(screen.getByRole("alert").textContent).toBe("");
    act(() => resetToasts());
    act(() => showDefaultErrorToast());
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Une erreur est survenue"));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("closes on the close button and shows the next one", async () => {
    const user = userEvent.setup();
    renderShell(<ToastContainer />);
    act(() => {
      showToast({ type: "info", title: "One", closable: true });
      showToast({ type: "info", title: "Two", closable: true });
    });
    expect(screen.queryByText("Two")).toBeNull();
    await user.click(await screen.findByRole("button", { name: "Fermer la notification" }));
    expect(screen.queryByText("One")).toBeNull();
    expect(screen.getByText("Two")).toBeDefined();
  });

  it("runs the call to action and closes", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderShell(<ToastContainer />);
    act(() => showToast({ type: "error", content: "Photo refused", cta: { label: "Modal.Close", onClick } }));
    await user.click(await screen.findByRole("button", { name: "Fermer" }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByText("Photo refused")).toBeNull();
  });

  it("marks a desktop-only title", async () => {
    renderShell(<ToastContainer />);
    act(() => showToast({ type: "info", title: "Wide", titleDesktopOnly: true, closable: true }));
    expect((await screen.findByText("Wide")).className).toContain("toast__title--desktop");
  });
});
