import type { Language } from "@cinelux/contract/languages";
import type { Order } from "@cinelux/contract/orders";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { ApiError } from "../../../lib/api/api-error";

/** While pending, the order is asked again this often (the provider's webhook comes within seconds). */
export const ORDER_POLL_MS = 2_000;
/** Then polling stops: the confirmation will come by mail. */
export const ORDER_POLL_LIMIT_MS = 120_000;

export function orderQueryKey(orderId: string, language: Language) {
  return ["orders", orderId, language] as const;
}

/**
 * GET /api/orders/{id}: a guest's order by its id alone, a customer's with their token (sent
 * whenever someone is signed in). 404 ORDER_NOT_FOUND otherwise.
 */
export function getOrder(orderId: string, language: Language, signal?: AbortSignal): Promise<Order> {
  return apiRequest<Order>({ path: `/api/orders/${encodeURIComponent(orderId)}`, language, signal });
}

/**
 * Polled every ORDER_POLL_MS while pending, for ORDER_POLL_LIMIT_MS from `since`; the page shows
 * every failure in place (no toast). A 404 is not asked again.
 */
export function getOrderQueryOptions(orderId: string, language: Language, since: number) {
  return queryOptions({
    queryKey: orderQueryKey(orderId, language),
    queryFn: ({ signal }) => getOrder(orderId, language, signal),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === "pending" && Date.now() - since < ORDER_POLL_LIMIT_MS
        ? ORDER_POLL_MS
        : false,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    meta: { errorToast: "none" },
  });
}

/** Whether polling gave up on a pending order: the page then says it will be mailed. */
export function pollingEnded(order: Order, since: number, now = Date.now()): boolean {
  return order.status === "pending" && now - since >= ORDER_POLL_LIMIT_MS;
}
