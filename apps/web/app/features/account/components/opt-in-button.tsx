import { GENERAL_OPTIN_FIELD, MAIL_OPTIN_FIELD } from "@cinelux/contract/brand";
import type { Language } from "@cinelux/contract/languages";
import { useUpdateNotifications } from "../../../lib/account/update-notifications";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { Button } from "../../../ui";

/** The opt-in push's action: both communication opt-ins on, in one PATCH notifications (SPEC 7). */
export function OptInButton({ language }: { language: Language }) {
  const { t } = useTranslation();
  const update = useUpdateNotifications(language);
  return (
    <Button
      size="sm"
      busy={update.isPending}
      onClick={() =>
        update.mutate(
          { [MAIL_OPTIN_FIELD]: true, [GENERAL_OPTIN_FIELD]: true },
          { onSuccess: () => showToast({ type: "info", i18n: { content: "Home.Push.OptIn.Done" } }) },
        )
      }
    >
      {t("Home.Push.OptIn.Accept")}
    </Button>
  );
}
