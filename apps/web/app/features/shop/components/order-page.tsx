import type { Language } from "@cinelux/contract/languages";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { invalidateAccount } from "../../../lib/account/update-account";
import { ApiError } from "../../../lib/api/api-error";
import { useAuthState } from "../../../lib/auth/use-auth-state";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, PageHeader, SkeletonCard, StatusPage } from "../../../ui";
import { getOrderQueryOptions, ORDER_POLL_LIMIT_MS, pollingEnded } from "../api/get-order";
import { OrderView } from "./order-view";

/**
 * `/{language}/orders/{orderId}` (docs/screens/shop.md), where the provider sends the payer back:
 * the order read and polled every 2 s while pending, for 2 minutes; then where the payment stands.
 * Generic on the order's kind: a pass, an invoice or a card show the same way.
 */
export function OrderPage({ language, orderId }: { language: Language; orderId: string }) {
  const { t } = useTranslation();
  const [since] = useState(() => Date.now());
  const query = useQuery(getOrderQueryOptions(orderId, language, since));
  const pending = query.data?.status === "pending";
  useAccountAfterSettling(query.data?.status);
  // Polling stops at the limit without a new answer: a render then says it will be mailed.
  const [, setLimitReached] = useState(false);
  useEffect(() => {
    if (!pending) {
      return;
    }
    const timer = setTimeout(
      () => setLimitReached(true),
      Math.max(since + ORDER_POLL_LIMIT_MS - Date.now(), 0),
    );
    return () => clearTimeout(timer);
  }, [pending, since]);

  if (query.isPending) {
    return (
      <div className="shop-page">
        <PageHeader title={t("Shop.Buy.Summary")} />
        <SkeletonCard lines={4} label={t("Shop.Order.Loading")} />
      </div>
    );
  }
  if (query.isError) {
    return <OrderProblem language={language} error={query.error} onReload={() => void query.refetch()} />;
  }
  return <OrderView language={language} order={query.data} slow={pollingEnded(query.data, since)} />;
}

/**
 * An order seen pending, then settled by the webhook: the account the page was loaded with is read
 * again (the unpaid alert after an invoice, the pass, the wallet's cards). An order settled on the
 * first read needs nothing: the account was read after the payment.
 */
function useAccountAfterSettling(status: string | undefined): void {
  const queryClient = useQueryClient();
  const signedIn = useAuthState().status === "authenticated";
  const sawPending = useRef(false);
  useEffect(() => {
    if (status === "pending") {
      sawPending.current = true;
    } else if (status && sawPending.current && signedIn) {
      sawPending.current = false;
      void invalidateAccount(queryClient);
    }
  }, [status, signedIn, queryClient]);
}

/** Not found (not this visitor's, or a malformed number), or the API failed: said in place. */
function OrderProblem({
  language,
  error,
  onReload,
}: {
  language: Language;
  error: Error;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const anonymous = useAuthState().status === "anonymous";
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  if (!missing) {
    return (
      <StatusPage
        illustration="error"
        title={t("Shop.Order.LoadError.Title")}
        actions={<Button onClick={onReload}>{t("Shop.Order.Reload")}</Button>}
      >
        <p>{t("Shop.Order.LoadError.Text")}</p>
      </StatusPage>
    );
  }
  // A customer's order answers as missing to anyone else: signed out, signing in may show it.
  const signIn = async () => {
    const [{ signIn: leave }, { signInRequest }] = await Promise.all([
      import("../../../lib/auth/sign-in"),
      import("../../../lib/auth/guards"),
    ]);
    await leave(signInRequest(new URL(window.location.href), language));
  };
  return (
    <StatusPage
      illustration="not-found"
      title={t("Shop.Order.NotFound.Title")}
      actions={anonymous ? <Button onClick={() => void signIn()}>{t("Shop.Order.SignIn")}</Button> : null}
    >
      <p>{t("Shop.Order.NotFound.Text")}</p>
      {anonymous ? <p>{t("Shop.Order.NotFound.SignIn")}</p> : null}
    </StatusPage>
  );
}
