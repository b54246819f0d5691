import type { TranslationKey } from "../lib/i18n/create-i18n";
import { useTranslation } from "../lib/i18n/use-translation";
import { useHydrationFallback } from "../lib/routing/route-handle";

/**
 * What the server renders for a client-rendered customer route (its layout's HydrateFallback),
 * and what shows while the guards and client loaders work: one heading that says so, and the
 * shape of a page to come (a title, cards), hidden from readers, so the page does not jump when
 * the screen arrives; the page layout gives the page its title from the route's handle.
 */
export function PageLoading({ messageKey = "Common.Loading" }: { messageKey?: TranslationKey }) {
  const { t } = useTranslation();
  // The page is not ready while this shows: no screen view for it (lib/routing/route-handle.ts).
  useHydrationFallback();
  return (
    <div className="page-loading" aria-busy="true">
      <h1 aria-live="polite">{t(messageKey)}</h1>
      <div className="page-loading__shapes" aria-hidden="true">
        <span className="ui-skeleton__title" />
        <span className="ui-skeleton__line" />
        <LoadingCards />
      </div>
    </div>
  );
}

/** Three card-shaped placeholders, where a page's cards will stand. */
export function LoadingCards() {
  return (
    <div className="page-loading__cards">
      <span className="page-loading__card" />
      <span className="page-loading__card" />
      <span className="page-loading__card" />
    </div>
  );
}
