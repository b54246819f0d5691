import { FOOTER_CITIES } from "@cinelux/contract";
import { DEMO_CINEMAS as CINEMAS } from "@cinelux/demo/catalog/cinemas";
import type { cinemas } from "../db/schema/index.ts";

export type CinemaSeed = Omit<typeof cinemas.$inferInsert, "id">;

/** SPEC 2.1 footer: five hard-coded cities per domain (the contract's); each gets at least one cinema. */
export { FOOTER_CITIES };

/** The demo cinemas (packages/demo) as rows. */
export const DEMO_CINEMAS: CinemaSeed[] = CINEMAS.map((cinema) => ({ ...cinema }));
