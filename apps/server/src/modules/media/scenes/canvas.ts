import type { ArtworkKind } from "@cinelux/contract";
import type { Random } from "../svg-kit.ts";

/** What a scene draws on: the picture's size, its seeded random source and where the eye should go. */
export interface Canvas {
  kind: ArtworkKind;
  /** The show's slug: its words may name the setting (see `chooseSetting`). */
  slug: string;
  width: number;
  height: number;
  random: Random;
  /** One hundredth of the shorter side: motifs keep their proportions at every width. */
  u: number;
  /** The focal point: upper middle on a poster, the right third on a backdrop (the page writes on the left). */
  focusX: number;
  focusY: number;
  /** The show's genres, first one first (the scene's). */
  genres: readonly string[];
  /** A number drawn from the slug alone, for choosing among a genre's settings evenly. */
  variant: number;
  /** The second genre's colour, mixed into the lights of the scene. */
  accent: string;
}

/** SVG parts: `defs` (gradients, filters) and the drawing itself, painted back to front. */
export interface SceneParts {
  defs: string;
  body: string;
}

export type Scene = (canvas: Canvas) => SceneParts;

/**
 * One of a genre's settings: the first hint whose words appear in the slug ("the-great-train-robbery"
 * gets the train), else the slug's variant number, so the settings spread evenly over the catalog.
 */
export function chooseSetting<T>(
  c: Canvas,
  settings: readonly T[],
  hints: readonly [RegExp, number][] = [],
): T {
  const words = `-${c.slug}-`;
  const hinted = hints.find(([pattern]) => pattern.test(words));
  return settings[hinted ? hinted[1] : c.variant % settings.length] as T;
}
