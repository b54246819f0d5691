import {
  BRAND,
  TRAILER_FPS,
  TRAILER_SECONDS,
  type TrailerFormat,
  type TrailerHeight,
  trailerWidth,
} from "@cinelux/contract";
import sharp from "sharp";
import { type ArtworkSubject, renderArtwork } from "./artwork-generator.ts";
import { n } from "./svg-kit.ts";

/** What a trailer is made of: the show's artwork subject and its language-neutral facts. */
export interface TrailerSubject extends ArtworkSubject {
  /** The trailer's identity in URLs (`shows.trailer_key`; the seed sets it to the slug). */
  key: string;
  /** The catalog title (as released): one video serves every language. */
  title: string;
  releaseYear: number | null;
  durationMinutes: number | null;
  director: string | null;
  cast: readonly string[];
}

/** One still the video is composed from, shown from `start` to `end` (seconds) with fades. */
export interface TrailerCard {
  name: "title" | "credits" | "end";
  svg: string;
  start: number;
  end: number;
}

/** The backdrop is drawn this much larger than the frame, so the camera can pan across it. */
const PAN_SCALE = 1.25;
const FADE = 0.6;
const SERIF = "DejaVu Serif, Liberation Serif, Georgia, serif";
const SANS = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Greedy wrap of `words` (joined by `separator`) at about `columns` characters a line, at most
 * `lines` lines (the last one ellipsed). A name is never split across lines.
 */
export function wrap(
  text: string | readonly string[],
  columns: number,
  lines: number,
  separator = " ",
): string[] {
  const words = typeof text === "string" ? text.split(/\s+/).filter(Boolean) : text;
  const out: string[] = [];
  let line = "";
  for (const word of words) {
    if (line && line.length + separator.length + word.length > columns) {
      out.push(line);
      line = word;
    } else {
      line = line ? `${line}${separator}${word}` : word;
    }
  }
  if (line) {
    out.push(line);
  }
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = `${kept[lines - 1]}…`;
    return kept;
  }
  return out;
}

function svgOf(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/**
 * The three cards, drawn as transparent SVG over the moving backdrop. Only names, numbers and the
 * brand are written, never a translated word, so one video serves fr, nl and en (the page gives
 * the player its translated accessible name).
 */
export function trailerCards(subject: TrailerSubject, height: TrailerHeight): TrailerCard[] {
  const width = trailerWidth(height);
  const u = height / 100;
  const left = width * 0.07;
  const titleLines = wrap(subject.title, 24, 2);
  const titleSize = titleLines.length > 1 ? 9.5 * u : 12 * u;
  const facts = [subject.releaseYear, subject.durationMinutes ? `${subject.durationMinutes} min` : null]
    .filter(Boolean)
    .join("  ·  ");
  const titleTop = 100 * u - 14 * u - titleLines.length * titleSize * 1.1;
  const title = svgOf(
    width,
    height,
    `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="35%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="0.8"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#shade)"/>` +
      titleLines
        .map(
          (line, i) =>
            `<text x="${n(left)}" y="${n(titleTop + (i + 1) * titleSize * 1.05)}" font-family="${SERIF}" font-weight="bold" font-size="${n(titleSize)}" fill="#fff">${escapeXml(line)}</text>`,
        )
        .join("") +
      `<rect x="${n(left)}" y="${n(100 * u - 11.5 * u)}" width="${n(12 * u)}" height="${n(0.6 * u)}" fill="#e4b44c"/>` +
      `<text x="${n(left)}" y="${n(100 * u - 5 * u)}" font-family="${SANS}" font-size="${n(4.2 * u)}" fill="#e8e2d6" letter-spacing="${n(0.3 * u)}">${escapeXml(facts)}</text>`,
  );
  const cast = wrap(subject.cast.slice(0, 4), 56, 2, "  ·  ");
  const credits = svgOf(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="#000" fill-opacity="0.55"/>` +
      (subject.director
        ? `<text x="${n(width / 2)}" y="${n(44 * u)}" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="${n(8 * u)}" fill="#fff">${escapeXml(subject.director)}</text>`
        : "") +
      `<rect x="${n(width / 2 - 5 * u)}" y="${n(50 * u)}" width="${n(10 * u)}" height="${n(0.5 * u)}" fill="#e4b44c"/>` +
      cast
        .map(
          (line, i) =>
            `<text x="${n(width / 2)}" y="${n(60 * u + i * 6.5 * u)}" text-anchor="middle" font-family="${SANS}" font-size="${n(4.6 * u)}" fill="#e8e2d6">${escapeXml(line)}</text>`,
        )
        .join(""),
  );
  const end = svgOf(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="#0b0a0f" fill-opacity="0.88"/>` +
      `<text x="${n(width / 2)}" y="${n(47 * u)}" text-anchor="middle" font-family="${SERIF}" font-weight="bold" font-size="${n(13 * u)}" fill="#e4b44c" letter-spacing="${n(1.2 * u)}">${escapeXml(BRAND.name.toUpperCase())}</text>` +
      `<rect x="${n(width / 2 - 9 * u)}" y="${n(54 * u)}" width="${n(18 * u)}" height="${n(0.5 * u)}" fill="#e8e2d6"/>` +
      `<text x="${n(width / 2)}" y="${n(66 * u)}" text-anchor="middle" font-family="${SANS}" font-size="${n(5 * u)}" fill="#fff">${escapeXml(wrap(subject.title, 44, 1)[0] ?? "")}</text>`,
  );
  return [
    { name: "title", svg: title, start: 2.4, end: 8 },
    { name: "credits", svg: credits, start: 8.4, end: 12.2 },
    { name: "end", svg: end, start: 12.6, end: TRAILER_SECONDS },
  ];
}

/** The stills as PNG: the backdrop (larger than the frame, for the pan) and the cards (with alpha). */
export async function renderTrailerStills(
  subject: TrailerSubject,
  height: TrailerHeight,
): Promise<{ backdrop: Buffer; cards: (TrailerCard & { png: Buffer })[] }> {
  const backdropWidth = Math.round((trailerWidth(height) * PAN_SCALE) / 2) * 2;
  const picture = await renderArtwork("backdrop", subject, backdropWidth);
  const backdrop = await sharp(picture.data, {
    raw: { width: picture.width, height: picture.height, channels: 3 },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const cards = await Promise.all(
    trailerCards(subject, height).map(async (card) => ({
      ...card,
      png: await sharp(Buffer.from(card.svg)).png({ compressionLevel: 1 }).toBuffer(),
    })),
  );
  return { backdrop, cards };
}

/** Encoder settings per format (docs/artwork.md "Trailers"); ffmpeg runs niced, one encode at a time. */
const CODECS: Record<TrailerFormat, string[]> = {
  // Main profile, level 3.1 (the `avc1.4d401f` of TRAILER_SOURCE_TYPES); the index up front
  // (+faststart) so playback starts before the whole file is in.
  mp4: [
    ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "24", "-profile:v", "main", "-level", "3.1"],
    ...["-threads", "2", "-movflags", "+faststart", "-f", "mp4"],
  ],
  // VP9's "good" deadline took ~7x as long for a ~40% smaller file: realtime, fastest speed.
  webm: [
    ...["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "36", "-deadline", "realtime", "-cpu-used", "8"],
    ...["-row-mt", "1", "-threads", "2", "-f", "webm"],
  ],
};

/**
 * ffmpeg's arguments: the backdrop pans slowly from one corner to the other, the cards fade in and
 * out over it, the whole fades from and to black. Inputs are the still files in the order
 * `[backdrop, ...cards]`; no audio (nothing is spoken), no metadata but the title.
 */
export function trailerFfmpegArgs(options: {
  subject: TrailerSubject;
  height: TrailerHeight;
  format: TrailerFormat;
  backdrop: string;
  cards: { file: string; start: number; end: number }[];
  output: string;
}): string[] {
  const { height, format } = options;
  const width = trailerWidth(height);
  const seconds = TRAILER_SECONDS;
  // Each still is decoded once and repeated by the `loop` filter (an image input looped with
  // `-loop 1` is read and decoded again for every frame: 20 s of the encode's 24 at 720p).
  const repeat = (duration: number, start: number) =>
    `loop=loop=${Math.round(duration * TRAILER_FPS) - 1}:size=1:start=0,settb=1/${TRAILER_FPS},setpts=N+${Math.round(start * TRAILER_FPS)}`;
  // Pixel formats are converted once, before the loop: the backdrop to YUV 4:4:4 (so the crop may
  // move by one pixel, which 4:2:0 would round to two), the cards to YUV with alpha. Each card is a
  // stream only during its own window, and the overlay lets the backdrop through before and after.
  const filters = [
    `[0:v]format=yuv444p,${repeat(seconds, 0)},crop=${width}:${height}:x='(iw-ow)*t/${seconds}':y='(ih-oh)*(1-t/${seconds})',format=yuv420p[s0]`,
    ...options.cards.map(
      (card, i) =>
        `[${i + 1}:v]format=yuva420p,${repeat(card.end - card.start, card.start)},` +
        `fade=t=in:st=${card.start}:d=${FADE}:alpha=1,fade=t=out:st=${n(card.end - FADE)}:d=${FADE}:alpha=1[c${i}];` +
        `[s${i}][c${i}]overlay=0:0:eof_action=pass:format=yuv420[s${i + 1}]`,
    ),
    `[s${options.cards.length}]fade=t=in:st=0:d=0.8,fade=t=out:st=${seconds - 0.8}:d=0.8,format=yuv420p[v]`,
  ];
  return [
    ...["-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-filter_threads", "1"],
    ...["-i", options.backdrop],
    ...options.cards.flatMap((card) => ["-i", card.file]),
    ...["-filter_complex", filters.join(";"), "-map", "[v]", "-an", "-r", String(TRAILER_FPS)],
    ...["-t", String(seconds), "-map_metadata", "-1", "-metadata", `title=${options.subject.title}`],
    ...["-fflags", "+bitexact", "-flags:v", "+bitexact"],
    ...CODECS[format],
    options.output,
  ];
}
