import { useSearchParams } from "react-router";
import { buyItemOf } from "../../features/shop/buy-form";
import { BuyPage } from "../../features/shop/components/buy-page";
import { requireLanguage } from "../../lib/domain/route-language";
import type { RouteHandle } from "../../lib/routing/route-handle";
import type { Route } from "./+types/buy";

export const handle = {
  screenName: "shop_buy",
  titleKey: "Title.Buy",
  descriptionKey: "Description.Buy",
} as const satisfies RouteHandle;

/** `{language}/buy?item=MOVIECARD_20` (or `GIFT_CARD`): the purchase page, signed in or as a guest. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { language: requireLanguage(params.language) };
}

export default function Buy({ loaderData }: Route.ComponentProps) {
  const [search, setSearch] = useSearchParams();
  return (
    <BuyPage
      language={loaderData.language}
      item={buyItemOf(search.get("item"))}
      // The address names the card chosen, so a reload or "Try again" comes back to it.
      onItemChange={(item) => setSearch({ item }, { replace: true, preventScrollReset: true })}
    />
  );
}
