import { DEMO_CINEMAS } from "@cinelux/demo/catalog/cinemas";
import { demoConcessionMenu, demoPriceList } from "@cinelux/demo/catalog/prices";
import { inArray } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import { insertNew } from "../db/reference/insert-new.ts";
import { cinemaPriceLists, cinemas, concessionItems } from "../db/schema/index.ts";

/**
 * Each demo cinema's price list and concessions menu (packages/demo `demoPriceList`,
 * `demoConcessionMenu`; docs/domain/prices.md). Only what is missing is added: a price list the
 * back-office edited stays, and a cinema that has a menu keeps it as it is.
 */
export async function insertPricesAndMenus(tx: Transaction): Promise<number> {
  const rows = await tx
    .select({ id: cinemas.id, domain: cinemas.domain, citySlug: cinemas.citySlug })
    .from(cinemas)
    .where(
      inArray(
        cinemas.slug,
        DEMO_CINEMAS.map((cinema) => cinema.slug),
      ),
    );
  if (rows.length === 0) {
    return 0;
  }
  const priceLists = await insertNew(
    tx,
    cinemaPriceLists,
    rows.map((cinema) => ({ cinemaId: cinema.id, priceList: demoPriceList(cinema) })),
  );
  const withMenu = new Set(
    (
      await tx
        .selectDistinct({ cinemaId: concessionItems.cinemaId })
        .from(concessionItems)
        .where(
          inArray(
            concessionItems.cinemaId,
            rows.map((cinema) => cinema.id),
          ),
        )
    ).map((row) => row.cinemaId),
  );
  const items = await insertNew(
    tx,
    concessionItems,
    rows
      .filter((cinema) => !withMenu.has(cinema.id))
      .flatMap((cinema) =>
        demoConcessionMenu(cinema).map((item, index) => ({
          cinemaId: cinema.id,
          position: index + 1,
          ...item,
        })),
      ),
  );
  return priceLists + items;
}
