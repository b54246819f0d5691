import type { ArtworkSubject } from "./artwork-generator.ts";

/** The list is read again after this long, so a changed genre shows within a minute. */
export const SUBJECTS_MAX_AGE_MS = 60_000;
/** An unknown slug reads the list again at most this often: a show added a moment ago gets its art. */
export const SUBJECTS_MISS_REFRESH_MS = 5_000;

/**
 * The shows that have artwork (or a trailer), from the database (a new show gets art without a
 * deploy), kept in the process: one small query a minute instead of one per image, read lazily
 * (not at start). Found by slug, or by `keyOf` (a trailer's key).
 */
export class ArtworkSubjects<Subject extends ArtworkSubject = ArtworkSubject> {
  readonly #load: () => Promise<Subject[]>;
  readonly #now: () => number;
  readonly #keyOf: (subject: Subject) => string;
  #bySlug = new Map<string, Subject>();
  #loadedAt = Number.NEGATIVE_INFINITY;
  #loading: Promise<void> | undefined;

  constructor(
    load: () => Promise<Subject[]>,
    now: () => number = () => performance.now(),
    keyOf: (subject: Subject) => string = (subject) => subject.slug,
  ) {
    this.#load = load;
    this.#now = now;
    this.#keyOf = keyOf;
  }

  async find(slug: string): Promise<Subject | undefined> {
    if (this.#now() - this.#loadedAt > SUBJECTS_MAX_AGE_MS) {
      await this.#refresh();
    }
    const subject = this.#bySlug.get(slug);
    if (subject || this.#now() - this.#loadedAt < SUBJECTS_MISS_REFRESH_MS) {
      return subject;
    }
    await this.#refresh();
    return this.#bySlug.get(slug);
  }

  /** Reads the list again at the next request: a show's images changed in this process. */
  forget(): void {
    this.#loadedAt = Number.NEGATIVE_INFINITY;
  }

  /** One query at a time, whatever the number of waiting requests. */
  async #refresh(): Promise<void> {
    this.#loading ??= this.#load()
      .then((subjects) => {
        this.#bySlug = new Map(subjects.map((subject) => [this.#keyOf(subject), subject]));
        this.#loadedAt = this.#now();
      })
      .finally(() => {
        this.#loading = undefined;
      });
    await this.#loading;
  }
}
