import { showToast } from "../../../lib/toasts/toast-store";
import { Button } from "../../../ui";

/**
 * The session's share link (SPEC 7) handed to the phone's share sheet (Web Share API) where there
 * is one; elsewhere copied to the clipboard, and said so. A share the customer dismissed is no error.
 */
export function ShareButton({ url, title, label }: { url: string; title: string; label: string }) {
  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
      } catch {
        // Dismissed, or refused by the browser: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast({ type: "info", i18n: { content: "WalletPage.Share.Copied" } });
    } catch {
      // No clipboard (an insecure page, a refusal): the link is shown to copy by hand.
      showToast({
        type: "info",
        closable: true,
        i18n: { content: "WalletPage.Share.CopyByHand" },
        title: url,
      });
    }
  }

  return (
    <Button variant="ghost" size="sm" onClick={() => void share()}>
      {label}
    </Button>
  );
}
