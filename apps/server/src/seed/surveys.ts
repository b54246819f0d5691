import { DEMO_SURVEYS } from "@cinelux/demo/surveys";
import type { Transaction } from "../db/client.ts";
import { surveys } from "../db/schema/index.ts";

export { DEMO_SURVEYS };

/** Writes the demo surveys; an existing one (same id) is left as it is. Returns how many were created. */
export async function insertSurveys(tx: Transaction): Promise<number> {
  const created = await tx
    .insert(surveys)
    .values(DEMO_SURVEYS)
    .onConflictDoNothing()
    .returning({ id: surveys.id });
  return created.length;
}
