import type { Language } from "@cinelux/contract/languages";
import { useSyncExternalStore } from "react";
import { useTranslation } from "../i18n/use-translation";
import "./offline-notice.css";
import { getOfflineState, lastRefreshed, type OfflineState, subscribeOffline } from "./offline-store";

const SERVER_STATE: OfflineState = { online: true, servedFromCache: new Map() };

function useOfflineState(): OfflineState {
  return useSyncExternalStore(subscribeOffline, getOfflineState, () => SERVER_STATE);
}

/**
 * When the data on screen was fetched, if some of it is a kept copy (the network is gone), else
 * null. With `online` false the browser says it has no connection.
 */
export function useLastRefreshed(): { online: boolean; lastRefreshed: Date | null } {
  const state = useOfflineState();
  return { online: state.online, lastRefreshed: lastRefreshed(state) };
}

function formatRefreshed(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeStyle: "short" }).format(date);
}

/**
 * Says the screen shows kept data, and from when (docs/decisions/008-offline.md). Nothing while
 * online with fresh data. A polite live region: announced once when it appears.
 */
export function OfflineNotice({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { online, lastRefreshed: refreshed } = useLastRefreshed();
  const text = refreshed
    ? t("Offline.Notice.Stale", { date: formatRefreshed(refreshed, language) })
    : online
      ? null
      : t("Offline.Notice.Offline");
  return (
    <div className="offline-notice" role="status">
      {text ? <p className="offline-notice__text">{text}</p> : null}
    </div>
  );
}
