import {
  applyFeelingChange,
  type Emotion,
  type FeelingChange,
  type FeelingFilter,
  type FeelingsResponse,
  type FeelingWriteResponse,
  type Intention,
  isEmotion,
  type Language,
  MAX_FEELINGS,
  type RatingTarget,
  WISHLIST_INTENTION,
} from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { toFeeling } from "./feelings.presenter.ts";
import {
  countFeelings,
  findShowByTarget,
  listFeelings,
  lockCustomer,
  lockFeeling,
  writeFeeling,
} from "./feelings.repository.ts";

/**
 * Feelings per show (docs/domain/feelings.md): the wishlist (SPEC 9 intention 2) and the
 * ratings (emotion 1 to 5). Every write runs in one transaction on the locked feeling.
 */

/**
 * SPEC 7 `{account}` must be the caller's own account. Anything else answers 404, the same for
 * another customer's id and an id of no one, so the path tells nothing about other accounts.
 */
export function requireOwnAccount(pathAccount: string, accountId: string): void {
  if (pathAccount.toLowerCase() !== accountId.toLowerCase()) {
    throw new AppError("CLIENT_ACCOUNT_NOT_FOUND");
  }
}

/** SPEC 5 / 8: a rating that names no show. */
export const missingParameter = () => new AppError("MISSING_PARAMETER");

/** GET /api/accounts/me/feelings: the wishlist or the ratings given, newest change first. */
export async function listAccountFeelings(options: {
  db: Database;
  accountId: string;
  language: Language;
  filter: FeelingFilter;
  now?: Date;
}): Promise<FeelingsResponse> {
  const rows = await listFeelings(options.db, { ...options, now: options.now ?? new Date() });
  return { feelings: rows.map(toFeeling) };
}

/**
 * The POSTs of SPEC 7 "Ratings and wishlist": applies one change (intention or emotion) to the
 * show's feeling; answers the feeling after it, null when nothing is left. A new feeling past
 * MAX_FEELINGS is refused (the account row is locked while counting, so two tabs cannot both pass).
 */
export async function changeFeeling(options: {
  db: Database;
  accountId: string;
  language: Language;
  target: RatingTarget;
  change: { intention: FeelingChange<Intention> } | { emotion: FeelingChange<Emotion> };
  now?: Date;
  /** MAX_FEELINGS; a test lowers it. */
  maxFeelings?: number;
}): Promise<FeelingWriteResponse> {
  const { db, accountId } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const show = await findShowByTarget(tx, options.target);
    if (!show) {
      throw new AppError("SHOW_NOT_FOUND", { message: (m) => m.when.namingShowByIdOrSlug.SHOW_NOT_FOUND });
    }
    const current = await lockFeeling(tx, accountId, show.id);
    const next = applyFeelingChange(
      current && {
        intention: current.intention === WISHLIST_INTENTION ? WISHLIST_INTENTION : null,
        emotion: isEmotion(current.emotion) ? current.emotion : null,
      },
      options.change,
    );
    if (!current && next) {
      await lockCustomer(tx, accountId);
      const max = options.maxFeelings ?? MAX_FEELINGS;
      if ((await countFeelings(tx, accountId)) >= max) {
        throw new AppError("FEELINGS_FULL", { message: (m) => m.FEELINGS_FULL(max) });
      }
    }
    await writeFeeling(tx, { accountId, showId: show.id }, next, now);
    const [row] = next
      ? await listFeelings(tx, { accountId, language: options.language, now, showId: show.id })
      : [];
    return { feeling: row ? toFeeling(row) : null };
  });
}
