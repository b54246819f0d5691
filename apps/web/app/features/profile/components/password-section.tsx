import type { Language } from "@cinelux/contract/languages";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { Button, Card } from "../../../ui";
import { useRequestPasswordLink } from "../api/request-password-link";

/**
 * The password changes on the identity provider's reset page: SPEC 7 GET changePassword mails the
 * link (docs/my-data.md); SPEC 8 a failure is `done: false`, shown as an error toast.
 */
export function PasswordSection({ mail, language }: { mail: string; language: Language }) {
  const { t } = useTranslation();
  const mutation = useRequestPasswordLink(language);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send() {
    setSentTo(null);
    const { done } = await mutation.mutateAsync();
    if (done) {
      setSentTo(mail);
      return;
    }
    showToast({
      type: "error",
      i18n: { title: "Profile.Password.Fail.Title", content: "Profile.Password.Fail.Content" },
      closable: true,
    });
  }

  return (
    <Card title={t("Profile.Password.Title")} description={t("Profile.Password.Description")}>
      <div className="profile-action">
        <Button variant="secondary" size="sm" busy={mutation.isPending} onClick={() => void send()}>
          {t("Profile.Password.Send")}
        </Button>
        <p className="profile-action__status" role="status">
          {sentTo ? t("Profile.Password.Sent", { mail: sentTo }) : null}
        </p>
      </div>
    </Card>
  );
}
