/**
 * The Club Cinélux card (the loyalty card, SPEC 2.1 "Club card"), one typed table: how points are
 * earned, what they buy and the levels. Joining is free (`POST /api/accounts/me/club`): the server
 * grants the welcome points and a welcome gift, a drink on the house, among the advantages. Texts are
 * `CatalogClub.*` keys.
 */

export const CLUB_POINTS = {
  perTicket: 10,
  /** Points for each euro spent at the bar (snacks and drinks). */
  perConcessionsEuro: 1,
  welcome: 50,
  /** Points expire this many months after they are earned. */
  validityMonths: 12,
} as const;

/** What points buy, cheapest first. */
export const CLUB_REWARDS = ["DRINK", "POPCORN", "TICKET", "PREMIUM_TICKET"] as const;
export type ClubReward = (typeof CLUB_REWARDS)[number];

export const CLUB_REWARD_POINTS: Record<ClubReward, number> = {
  DRINK: 60,
  POPCORN: 90,
  TICKET: 150,
  PREMIUM_TICKET: 220,
};

/** Levels, reached by sessions in the last 12 months; each earns more points. */
export const CLUB_LEVELS = ["MEMBER", "SILVER", "GOLD"] as const;
export type ClubLevel = (typeof CLUB_LEVELS)[number];

export const CLUB_LEVEL_TERMS: Record<ClubLevel, { fromSessions: number; bonusPercent: number }> = {
  MEMBER: { fromSessions: 0, bonusPercent: 0 },
  SILVER: { fromSessions: 12, bonusPercent: 25 },
  GOLD: { fromSessions: 24, bonusPercent: 50 },
};

/** How many tickets it takes to earn `reward` at `level`, welcome points aside. */
export function ticketsFor(reward: ClubReward, level: ClubLevel): number {
  const perTicket = CLUB_POINTS.perTicket * (1 + CLUB_LEVEL_TERMS[level].bonusPercent / 100);
  return Math.ceil(CLUB_REWARD_POINTS[reward] / perTicket);
}
