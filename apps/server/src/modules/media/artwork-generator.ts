import { ARTWORK_VERSION, type ArtworkKind, artworkHeight } from "@cinelux/contract";
import sharp from "sharp";
import { adventure } from "./scenes/adventure.ts";
import type { Canvas, Scene } from "./scenes/canvas.ts";
import { animation, comedy, romance } from "./scenes/day.ts";
import { horror, scienceFiction, war } from "./scenes/night.ts";
import { thriller } from "./scenes/noir.ts";
import { OVERLAYS } from "./scenes/overlays.ts";
import { documentary, drama } from "./scenes/people.ts";
import { ballet, opera } from "./scenes/stage.ts";
import { n, randomFrom, seedOf } from "./svg-kit.ts";

/** What the art is drawn from: the slug seeds it, the genres choose the scene and its lights. */
export interface ArtworkSubject {
  slug: string;
  genres: readonly string[];
  /**
   * The digest of each image the editors uploaded (show_images): that kind is resized from the
   * upload instead of drawn, and the digest names its variant files.
   */
  uploaded?: Partial<Record<"poster" | "backdrop", string>>;
}

const SCENES: Record<string, Scene> = {
  horror,
  "science-fiction": scienceFiction,
  thriller,
  war,
  comedy,
  adventure,
  romance,
  animation,
  drama,
  documentary,
  opera,
  ballet,
};

/** Each genre's signature light, mixed into the first genre's scene when it comes second. */
const ACCENTS: Record<string, string> = {
  horror: "#b3261e",
  "science-fiction": "#3a7bd5",
  thriller: "#1f6f8b",
  war: "#c2622d",
  comedy: "#ffc23d",
  adventure: "#ff8a3d",
  romance: "#e0527a",
  animation: "#33c4ff",
  drama: "#c89b5a",
  documentary: "#8a8f86",
  opera: "#c0282d",
  ballet: "#6a7bd8",
};

/** Film grain strength (standard deviation of the noise, 0–255): documentaries look photographic. */
const GRAIN: Record<string, number> = { documentary: 20, comedy: 8, animation: 6 };
const DEFAULT_GRAIN = 11;

function sceneOf(genres: readonly string[]): { scene: Scene; name: string } {
  for (const genre of genres) {
    const scene = SCENES[genre];
    if (scene) {
      return { scene, name: genre };
    }
  }
  return { scene: drama, name: "drama" };
}

/**
 * The picture as SVG at `width` pixels. The random draws do not depend on the width, so every
 * width of one show is the same picture; there is no text in it (titles are translated: the
 * page writes them in HTML).
 */
export function artworkSvg(kind: ArtworkKind, subject: ArtworkSubject, width: number): string {
  const height = artworkHeight(kind, width);
  const { scene, name } = sceneOf(subject.genres);
  const second = subject.genres.find((genre) => genre !== name && ACCENTS[genre]);
  const canvas: Canvas = {
    kind,
    slug: subject.slug,
    width,
    height,
    random: randomFrom(seedOf(`${ARTWORK_VERSION}:${kind}:${subject.slug}`)),
    u: Math.min(width, height) / 100,
    focusX: kind === "poster" ? width * 0.5 : width * 0.66,
    focusY: kind === "poster" ? height * 0.36 : height * 0.42,
    genres: subject.genres,
    variant: seedOf(`variant:${subject.slug}`) % 997,
    accent: ACCENTS[second ?? name] ?? "#888888",
  };
  const parts = scene(canvas);
  // Its own random source, so the second genre never moves the first one's drawing.
  const overlay = second
    ? OVERLAYS[second]?.({
        ...canvas,
        random: randomFrom(seedOf(`${ARTWORK_VERSION}:${kind}:${subject.slug}:${second}`)),
      })
    : undefined;
  // A vignette and, on posters, a darker foot: the look of a printed one-sheet.
  const finish =
    `<radialGradient id="vignette" cx="50%" cy="45%" r="75%"><stop offset="55%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="0.7"/></radialGradient>` +
    `<linearGradient id="foot" x1="0" y1="0" x2="0" y2="1"><stop offset="65%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="${kind === "poster" ? 0.55 : 0.3}"/></linearGradient>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${parts.defs}${overlay?.defs ?? ""}${finish}</defs>${parts.body}${overlay?.body ?? ""}` +
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/><rect width="${width}" height="${height}" fill="url(#foot)"/>` +
    `</svg>`
  ).replaceAll("NaN", n(0));
}

const GRAIN_TILE = 256;
const grainTiles = new Map<string, Buffer>();

/**
 * A tile of seeded gaussian-like grain (three uniforms summed), the same bytes in every process;
 * tiled over the picture, which costs far less than a full-size noise field and shows no pattern.
 */
function grainTile(strength: number, size: number): Buffer {
  const key = `${strength}:${size}`;
  let tile = grainTiles.get(key);
  if (!tile) {
    const random = randomFrom(seedOf(`grain:${key}`));
    tile = Buffer.alloc(size * size * 3);
    for (let i = 0; i < tile.length; i += 3) {
      const value = Math.max(
        0,
        Math.min(255, Math.round(128 + (random() + random() + random() - 1.5) * strength * 2)),
      );
      tile[i] = value;
      tile[i + 1] = value;
      tile[i + 2] = value;
    }
    grainTiles.set(key, tile);
  }
  return tile;
}

/** The picture at one width, with its grain, as 3-channel pixels ready for an encoder. */
export async function renderArtwork(
  kind: ArtworkKind,
  subject: ArtworkSubject,
  width: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  const height = artworkHeight(kind, width);
  const svg = artworkSvg(kind, subject, width);
  const { name } = sceneOf(subject.genres);
  // sharp refuses a tile larger than the picture (a 160 px poster).
  const tileSize = Math.min(GRAIN_TILE, width, height);
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .composite([
      {
        input: grainTile(GRAIN[name] ?? DEFAULT_GRAIN, tileSize),
        raw: { width: tileSize, height: tileSize, channels: 3 },
        tile: true,
        blend: "soft-light",
      },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height) {
    throw new Error(`artwork rendered at ${info.width}x${info.height}, expected ${width}x${height}`);
  }
  return { data, width, height };
}
