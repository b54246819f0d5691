import { OrderPage } from "../../features/shop/components/order-page";
import { requireLanguage } from "../../lib/domain/route-language";
import type { RouteHandle } from "../../lib/routing/route-handle";
import type { Route } from "./+types/order";

export const handle = {
  screenName: "shop_order",
  titleKey: "Title.Order",
  descriptionKey: "Description.Order",
} as const satisfies RouteHandle;

/**
 * `{language}/orders/{orderId}`: where the payment provider sends the payer back (the server
 * builds this URL), for every kind of order.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { language: requireLanguage(params.language), orderId: params.orderId };
}

export default function Order({ loaderData }: Route.ComponentProps) {
  // A new order is a new page: its polling starts afresh.
  return <OrderPage key={loaderData.orderId} language={loaderData.language} orderId={loaderData.orderId} />;
}
