import { between, glowGradient, n, pick, points } from "../svg-kit.ts";
import type { Canvas, SceneParts } from "./canvas.ts";

/**
 * A light touch of the second genre over the first one's scene: bats for a horror, petals for a
 * romance, search lights for a war… so two dramas with different second genres differ too.
 * Ids start with `ov` so they never meet a scene's.
 */
export const OVERLAYS: Record<string, (canvas: Canvas) => SceneParts> = {
  horror: (c) => ({
    defs: "",
    body:
      `<rect width="${c.width}" height="${c.height}" fill="#6a0000" opacity="0.12"/>` +
      `<g fill="#07020a">${Array.from({ length: 6 }, () => {
        const x = between(c.random, 0.1, 0.9) * c.width;
        const y = between(c.random, 0.05, 0.35) * c.height;
        return `<path transform="translate(${n(x)} ${n(y)}) scale(${n(c.u * between(c.random, 0.3, 0.6))})" d="M-6 0Q-4.5-2.5-3-1.2Q-1.5-2.6 0-0.6Q1.5-2.6 3-1.2Q4.5-2.5 6 0Q4.2-0.6 3 0.8Q1.6 0 0 1.4Q-1.6 0-3 0.8Q-4.2-0.6-6 0Z"/>`;
      }).join("")}</g>`,
  }),
  romance: (c) => ({
    defs: glowGradient("ovBokeh", "#ffc2d1", 0.5),
    body: Array.from({ length: 14 }, () => {
      return `<circle cx="${n(c.random() * c.width)}" cy="${n(c.random() * c.height * 0.7)}" r="${n(between(c.random, 2, 6) * c.u)}" fill="url(#ovBokeh)"/>`;
    }).join(""),
  }),
  war: (c) => ({
    defs: `<linearGradient id="ovBeam" x1="0" y1="1" x2="0" y2="0"><stop offset="0%" stop-color="#fff4d6" stop-opacity="0.22"/><stop offset="100%" stop-color="#fff4d6" stop-opacity="0"/></linearGradient>`,
    body: Array.from({ length: 2 }, () => {
      const x = between(c.random, 0.1, 0.9) * c.width;
      const tx = x + between(c.random, -0.5, 0.5) * c.width;
      return `<polygon points="${points([
        [x, c.height],
        [tx - 5 * c.u, 0],
        [tx + 5 * c.u, 0],
      ])}" fill="url(#ovBeam)"/>`;
    }).join(""),
  }),
  // No birds in space.
  adventure: (c) => ({
    defs: "",
    body: c.genres.includes("science-fiction")
      ? ""
      : `<g fill="none" stroke="#120c1c" stroke-width="${n(0.3 * c.u)}" stroke-linecap="round" opacity="0.8">${Array.from(
          { length: 5 },
          () => {
            const x = c.focusX + between(c.random, -30, 30) * c.u;
            const y = between(c.random, 0.08, 0.28) * c.height;
            const s = between(c.random, 0.7, 1.3) * c.u;
            return `<path d="M${n(x - 2 * s)} ${n(y - 0.8 * s)}Q${n(x - s)} ${n(y - 1.2 * s)} ${n(x)} ${n(y)}Q${n(x + s)} ${n(y - 1.2 * s)} ${n(x + 2 * s)} ${n(y - 0.8 * s)}"/>`;
          },
        ).join("")}</g>`,
  }),
  comedy: (c) => ({
    defs: "",
    body: Array.from({ length: 30 }, () => {
      const x = c.random() * c.width;
      const y = c.random() * c.height;
      const color = pick(c.random, ["#ff4d6d", "#ffd23f", "#3bceac", "#ffffff"]);
      return `<rect x="${n(x)}" y="${n(y)}" width="${n(1.6 * c.u)}" height="${n(0.6 * c.u)}" fill="${color}" opacity="0.75" transform="rotate(${n(c.random() * 180)} ${n(x)} ${n(y)})"/>`;
    }).join(""),
  }),
  "science-fiction": (c) => ({
    defs: "",
    body: `<g fill="#ffffff">${Array.from({ length: 60 }, () => {
      return `<circle cx="${n(c.random() * c.width)}" cy="${n(c.random() * c.height * 0.4)}" r="${n(between(c.random, 0.1, 0.25) * c.u)}" opacity="${n(between(c.random, 0.3, 0.9))}"/>`;
    }).join("")}</g>`,
  }),
  thriller: (c) => ({
    defs: "",
    body: `<rect width="${c.width}" height="${c.height}" fill="#0a2a3a" opacity="0.18"/>`,
  }),
};
