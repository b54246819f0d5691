import { spawn } from "node:child_process";
import { accessSync, chmodSync, constants } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { setPriority } from "node:os";
import path from "node:path";
import type { TrailerFormat, TrailerHeight } from "@cinelux/contract";
import { renderTrailerStills, type TrailerSubject, trailerFfmpegArgs } from "./trailer-generator.ts";

/** An encode that takes longer than this is stuck: it is killed and the request fails (not cached). */
const ENCODE_TIMEOUT_MS = 180_000;

let ffmpegPath: string | undefined;

/**
 * The ffmpeg binary shipped by `@ffmpeg-installer/ffmpeg` (a static build with libx264 and
 * libvpx-vp9, installed from the npm registry for this platform), resolved on the first encode.
 */
export function ffmpegBinary(): string {
  if (!ffmpegPath) {
    const found = (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
    try {
      accessSync(found, constants.X_OK);
    } catch {
      // The package's postinstall (`chmod u+x`) is not in allowScripts; the tarball's mode already
      // makes it executable, but an unpacker that drops the mode would leave it unrunnable.
      chmodSync(found, 0o755);
    }
    ffmpegPath = found;
  }
  return ffmpegPath;
}

/** Runs ffmpeg with `args`, niced below the server; rejects with its error output on failure. */
export function runFfmpeg(args: string[], timeoutMs = ENCODE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegBinary(), args, { stdio: ["ignore", "ignore", "pipe"] });
    if (child.pid !== undefined) {
      // The encode is background work: requests keep the CPU first (2 cores, DESIGN.md budgets).
      try {
        setPriority(child.pid, 10);
      } catch {
        // Not allowed here: it still runs, at the server's priority.
      }
    }
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) {
        resolve();
      } else {
        reject(new Error(`ffmpeg exited with ${signal ?? code}: ${errors.trim()}`));
      }
    });
  });
}

/** One rendition written to `output`: stills drawn with sharp into a scratch folder, then encoded. */
export async function encodeTrailer(
  subject: TrailerSubject,
  height: TrailerHeight,
  format: TrailerFormat,
  output: string,
): Promise<void> {
  const scratch = await mkdtemp(path.join(path.dirname(output), ".stills-"));
  try {
    const stills = await renderTrailerStills(subject, height);
    const backdrop = path.join(scratch, "backdrop.png");
    await writeFile(backdrop, stills.backdrop);
    const cards = await Promise.all(
      stills.cards.map(async (card) => {
        const file = path.join(scratch, `${card.name}.png`);
        await writeFile(file, card.png);
        return { file, start: card.start, end: card.end };
      }),
    );
    await runFfmpeg(trailerFfmpegArgs({ subject, height, format, backdrop, cards, output }));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
