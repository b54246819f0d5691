/** A demo show as the catalog lists it: the seed inserts it, the web's fakes answer with it. */
export interface DemoShow {
  slug: string;
  /** From the show's place in the list (append only): SF-000001 for the first. */
  salesforceShowId: string;
  /** The catalog title (the one a search also matches); the texts per language are show-details.ts. */
  title: string;
  isMovie: boolean;
  genres: string[];
  durationMinutes: number;
  releaseYear: number;
  presales: boolean;
  comingSoon: boolean;
  bookable: boolean;
}

type Flags = Partial<Pick<DemoShow, "isMovie" | "presales" | "comingSoon" | "bookable">>;
type Entry = [title: string, releaseYear: number, durationMinutes: number, genres: string[], flags?: Flags];

const COMING_SOON: Flags = { comingSoon: true, bookable: false };

/**
 * Coming-soon shows open this many weeks after the day the data is made (the seed's run, the fakes'
 * today), on a Wednesday (release day in France).
 */
export const DEMO_RELEASE_WEEKS: Readonly<Record<string, number>> = { "the-thief-of-bagdad": 3, charade: 5 };

/**
 * Public-domain titles (and two invented live events on public-domain works). Append only: the
 * salesforceShowId comes from the position in this list.
 */
const ENTRIES: Entry[] = [
  ["Nosferatu", 1922, 94, ["horror"]],
  ["Metropolis", 1927, 153, ["science-fiction", "drama"]],
  ["The General", 1926, 78, ["comedy", "adventure", "war"]],
  ["Sherlock Jr.", 1924, 45, ["comedy"]],
  ["The Kid", 1921, 68, ["comedy", "drama"]],
  ["Safety Last!", 1923, 73, ["comedy"]],
  ["The Cabinet of Dr. Caligari", 1920, 76, ["horror", "thriller"]],
  ["Battleship Potemkin", 1925, 75, ["drama", "war"]],
  ["The Gold Rush", 1925, 95, ["comedy", "adventure"]],
  ["Steamboat Willie", 1928, 8, ["animation", "comedy"]],
  ["The Phantom of the Opera", 1925, 93, ["horror", "romance"]],
  ["A Trip to the Moon", 1902, 13, ["science-fiction", "adventure"]],
  ["The Great Train Robbery", 1903, 12, ["adventure"]],
  ["Häxan", 1922, 91, ["documentary", "horror"]],
  ["Nanook of the North", 1922, 79, ["documentary"]],
  ["The Passion of Joan of Arc", 1928, 82, ["drama"]],
  ["Sunrise", 1927, 94, ["romance", "drama"]],
  ["The Lodger", 1927, 90, ["thriller"]],
  ["Pandora's Box", 1929, 133, ["drama"]],
  ["Man with a Movie Camera", 1929, 68, ["documentary"]],
  ["Un Chien Andalou", 1929, 16, ["drama"]],
  ["The Hunchback of Notre Dame", 1923, 117, ["drama", "romance"]],
  ["Intolerance", 1916, 163, ["drama"]],
  ["Broken Blossoms", 1919, 90, ["drama", "romance"]],
  ["The Navigator", 1924, 59, ["comedy", "adventure"]],
  ["Our Hospitality", 1923, 74, ["comedy"]],
  ["Seven Chances", 1925, 56, ["comedy", "romance"]],
  ["The Thief of Bagdad", 1924, 149, ["adventure"], COMING_SOON],
  ["Wings", 1927, 144, ["war", "romance"]],
  ["The Unknown", 1927, 50, ["thriller", "horror"]],
  ["Faust", 1926, 116, ["drama", "horror"]],
  ["Steamboat Bill, Jr.", 1928, 70, ["comedy"]],
  ["Night of the Living Dead", 1968, 96, ["horror"]],
  ["His Girl Friday", 1940, 92, ["comedy", "romance"]],
  ["Charade", 1963, 113, ["thriller", "romance"], COMING_SOON],
  ["La Traviata — Soirée lyrique Cinélux", 2026, 150, ["opera"], { isMovie: false }],
  ["Le Lac des cygnes — Ballet en direct", 2026, 140, ["ballet"], { isMovie: false, presales: true }],
];

/** "Pandora's Box" -> "pandoras-box", "Häxan" -> "haxan". */
export function slugify(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const DEMO_SHOWS: readonly DemoShow[] = ENTRIES.map(
  ([title, releaseYear, durationMinutes, genres, flags], i) => ({
    slug: slugify(title),
    salesforceShowId: `SF-${String(i + 1).padStart(6, "0")}`,
    title,
    isMovie: true,
    genres,
    durationMinutes,
    releaseYear,
    presales: false,
    comingSoon: false,
    bookable: true,
    ...flags,
  }),
);
