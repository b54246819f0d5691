import { FRIEND_STATUSES, type Friend, type FriendStatus } from "@cinelux/contract/friends";
import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, Card, EmptyState, PageHeader, SkeletonCard } from "../../../ui";
import { getFriendsQueryOptions } from "../api/get-friends";
import { FriendItem } from "./friend-item";
import { InviteForm } from "./invite-form";

/**
 * SPEC 2.2 `{language}/friends` and `m/{language}/friends` (flag myFriendsEnabled, analytics screen
 * "friends").
 */
export function FriendsPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <div className="friends">
      <PageHeader title={t("Friends.Title")} intro={t("Friends.Intro")} />
      <InviteForm language={language} />
      <FriendsLists language={language} />
    </div>
  );
}

const SECTION_TITLES: Record<
  FriendStatus,
  "Friends.Received.Title" | "Friends.Accepted.Title" | "Friends.Pending.Title"
> = {
  received: "Friends.Received.Title",
  accepted: "Friends.Accepted.Title",
  pending: "Friends.Pending.Title",
};
/** Received first: they wait for the customer's answer (SPEC 4 statuses). */
const SECTION_ORDER: readonly FriendStatus[] = ["received", "accepted", "pending"];

function FriendsLists({ language }: { language: Language }) {
  const { t } = useTranslation();
  // The route's client loader has fetched it; after a failure (its toast shown) the page says so in place.
  const friends = useQuery({ ...getFriendsQueryOptions(language), retryOnMount: false });
  const top = useRef<HTMLHeadingElement>(null);

  if (friends.isError && !friends.data) {
    return (
      <Card title={t("Friends.LoadError")}>
        <Button variant="secondary" busy={friends.isFetching} onClick={() => void friends.refetch()}>
          {t("Friends.Retry")}
        </Button>
      </Card>
    );
  }
  if (!friends.data) {
    return <SkeletonCard label={t("Common.Loading")} />;
  }
  if (friends.data.length === 0) {
    return (
      <EmptyState illustration="empty-friends" title={t("Friends.Empty.Title")}>
        <p>{t("Friends.Empty.Text")}</p>
      </EmptyState>
    );
  }
  const byStatus = new Map<FriendStatus, Friend[]>(FRIEND_STATUSES.map((status) => [status, []]));
  for (const friend of friends.data) {
    byStatus.get(friend.status)?.push(friend);
  }
  return (
    <div className="friends__lists">
      <h2 className="visually-hidden" ref={top} tabIndex={-1}>
        {t("Friends.ListsTitle")}
      </h2>
      {SECTION_ORDER.map((status) => {
        const list = byStatus.get(status) ?? [];
        if (list.length === 0) {
          return null;
        }
        return (
          <section key={status} className="friends__section" aria-labelledby={`friends-${status}`}>
            <h3 id={`friends-${status}`}>
              {t(SECTION_TITLES[status])} <span className="friends__count">({list.length})</span>
            </h3>
            <ul className="friends__list">
              {list.map((friend) => (
                <FriendItem
                  key={friend.id}
                  friend={friend}
                  language={language}
                  onGone={() => top.current?.focus()}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
