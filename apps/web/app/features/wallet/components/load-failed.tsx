import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../ui";

/** A section's failure in place, with a retry (its toast was already shown by the query client). */
export function LoadFailed({ refetch, busy }: { refetch: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="wallet-failed">
      <p>{t("WalletPage.LoadError")}</p>
      <Button variant="secondary" busy={busy} onClick={refetch}>
        {t("WalletPage.Retry")}
      </Button>
    </div>
  );
}
