import { type Friend, friendDisplayName } from "@cinelux/contract/friends";
import type { Language } from "@cinelux/contract/languages";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Avatar, Button } from "../../../ui";
import { useAcceptFriend } from "../api/accept-friend";
import { useRemoveFriend } from "../api/remove-friend";
import { reportFriendsFailure } from "../friends-errors";

const DATE_KEYS = {
  received: "Friends.Received.Date",
  accepted: "Friends.Accepted.Date",
  pending: "Friends.Pending.Date",
} as const;
const REMOVE_KEYS = {
  received: "Friends.Decline",
  accepted: "Friends.Remove",
  pending: "Friends.Withdraw",
} as const;

/** Initials in lowercase like the account's avatar (SPEC 3 pictureFallback), else the mail's first letter. */
function initialsOf(friend: Friend): string {
  const initials = [friend.firstName, friend.lastName].map((part) => part?.trim().charAt(0) ?? "").join("");
  return (initials || friend.mail.charAt(0)).toLowerCase();
}

/** One person of the lists: who, since when, and what can be done (SPEC 4 statuses). */
export function FriendItem({
  friend,
  language,
  onGone,
}: {
  friend: Friend;
  language: Language;
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const accept = useAcceptFriend(language);
  const remove = useRemoveFriend(language);
  const name = friendDisplayName(friend);
  const date = new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(new Date(friend.date));
  // The row leaves the list after either action: the lists' heading takes the focus.
  const done = { onSuccess: onGone, onError: reportFriendsFailure };
  return (
    <li className="friends__item">
      <Avatar fallback={initialsOf(friend)} size="sm" />
      <div className="friends__who">
        <span className="friends__name">{name}</span>
        {name !== friend.mail ? <span className="friends__mail">{friend.mail}</span> : null}
        <span className="friends__date">{t(DATE_KEYS[friend.status], { date })}</span>
      </div>
      <div className="friends__actions">
        {friend.status === "received" ? (
          <Button
            size="sm"
            busy={accept.isPending}
            aria-label={t("Friends.AcceptNamed", { name })}
            onClick={() => accept.mutate(friend.id, done)}
          >
            {t("Friends.Accept")}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          busy={remove.isPending}
          aria-label={t(`${REMOVE_KEYS[friend.status]}Named`, { name })}
          onClick={() => remove.mutate(friend.id, done)}
        >
          {t(REMOVE_KEYS[friend.status])}
        </Button>
      </div>
    </li>
  );
}
