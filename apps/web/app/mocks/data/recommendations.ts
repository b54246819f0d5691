/**
 * The fake customer's taste for the fake recommendations (docs/domain/statistics.md "Fakes"), in
 * the spirit of camille.martin's demo data: two favourite Paris cinemas, a wish, a film loved, two
 * friends' likings, a film set aside. Their genres of interest come from the fake account
 * (data/accounts.ts). `seen` stands for the films seen: the fake history (data/history.ts) cycles
 * through every show of the fake catalog and would leave nothing to suggest.
 */
export const FAKE_TASTE = {
  favouriteCinemaSlugs: ["cinelux-paris-bastille", "cinelux-paris-montparnasse"],
  seen: ["nosferatu", "metropolis"],
  wished: ["his-girl-friday"],
  rated: [{ slug: "sherlock-jr", emotion: 5 }],
  ignored: ["haxan"],
  friendLikes: { "battleship-potemkin": ["Lucas"], "the-general": ["Lucas", "Emma"] } as Record<
    string,
    string[]
  >,
} as const;
