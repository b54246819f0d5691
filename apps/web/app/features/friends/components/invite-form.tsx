import { AddFriendRequestSchema } from "@cinelux/contract/friends";
import type { Language } from "@cinelux/contract/languages";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { Button, TextField } from "../../../ui";
import { useInviteFriend } from "../api/invite-friend";
import { reportFriendsFailure } from "../friends-errors";

/**
 * SPEC 5 "Friend add. Needs the mail." The answer is the same whether or not the address has an
 * account (docs/domain/favourites-friends.md), so the confirmation says only that it was sent.
 */
export function InviteForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const invite = useInviteFriend(language);
  const [mail, setMail] = useState("");
  const [invalid, setInvalid] = useState(false);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = AddFriendRequestSchema.safeParse({ mail });
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    invite.mutate(parsed.data, {
      onSuccess: () => {
        setMail("");
        showToast({
          type: "info",
          closable: true,
          group: "friends",
          i18n: { content: "Friends.Invite.Done", values: { mail: parsed.data.mail } },
        });
      },
      onError: reportFriendsFailure,
    });
  }

  return (
    <section className="friends__invite" aria-labelledby="friends-invite-heading">
      <h2 id="friends-invite-heading">{t("Friends.Invite.Title")}</h2>
      <form className="friends__form" noValidate onSubmit={send}>
        <TextField
          label={t("Friends.Invite.Mail")}
          hint={t("Friends.Invite.Hint")}
          type="email"
          autoComplete="off"
          value={mail}
          maxLength={254}
          error={invalid ? t("Friends.Invite.MailInvalid") : undefined}
          onChange={(event) => setMail(event.target.value)}
        />
        <Button type="submit" busy={invite.isPending}>
          {t("Friends.Invite.Submit")}
        </Button>
      </form>
    </section>
  );
}
