import { showToast } from "../../lib/toasts/toast-store";

function selectContents(element: HTMLElement): void {
  const selection = window.getSelection();
  if (!selection) {
    return;
  }
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * Copies an advantage's code and says so in an info toast. Without the Clipboard API (an old
 * browser, a page not served over HTTPS) or when the browser refuses, the code's text is
 * selected instead, so the customer can copy it by hand.
 */
export async function copyCode(code: string, element: HTMLElement): Promise<void> {
  if (typeof navigator.clipboard?.writeText === "function") {
    try {
      await navigator.clipboard.writeText(code);
      showToast({ type: "info", i18n: { content: "Advantages.Copied" } });
      return;
    } catch {
      // Permission refused: fall back to the selection.
    }
  }
  selectContents(element);
  showToast({ type: "info", i18n: { content: "Advantages.Selected" } });
}
