import { between, glowGradient, n, points, verticalGradient } from "../svg-kit.ts";
import type { Canvas, SceneParts } from "./canvas.ts";

interface Fabric {
  dark: string;
  light: string;
  back: readonly string[];
  beam: string;
}

/** One side's curtain, tied back: folds clipped to a swag whose inner edge curves to the tie. */
function curtain(c: Canvas, side: "left" | "right", id: string): { defs: string; body: string } {
  const { width: W, height: H, u } = c;
  const reach = c.kind === "poster" ? W * 0.34 : W * 0.22;
  const tieY = H * 0.62;
  const mirror = (x: number) => (side === "left" ? x : W - x);
  const outline = `M${n(mirror(0))} 0L${n(mirror(reach))} 0Q${n(mirror(reach * 0.45))} ${n(tieY * 0.7)} ${n(mirror(reach * 0.28))} ${n(tieY)}Q${n(mirror(reach * 0.4))} ${n(H * 0.85)} ${n(mirror(reach * 0.62))} ${n(H)}L${n(mirror(0))} ${n(H)}Z`;
  const foldWidth = 5 * u;
  const folds: string[] = [];
  for (let x = 0; x < reach; x += foldWidth) {
    folds.push(
      `<rect x="${n(mirror(side === "left" ? x : x + foldWidth))}" y="0" width="${n(foldWidth + 0.5)}" height="${H}" fill="url(#fold)"/>`,
    );
  }
  return {
    defs: `<clipPath id="${id}"><path d="${outline}"/></clipPath>`,
    body:
      `<path d="${outline}" fill="#000" opacity="0.5" transform="translate(${n(side === "left" ? u : -u)} 0)"/>` +
      `<g clip-path="url(#${id})">${folds.join("")}</g>` +
      `<ellipse cx="${n(mirror(reach * 0.3))}" cy="${n(tieY)}" rx="${n(2.2 * u)}" ry="${n(1.2 * u)}" fill="#d4a73c"/>`,
  };
}

/** The stage shared by opera and ballet: curtains, a scalloped valance, a spotlight, the boards. */
function stage(c: Canvas, fabric: Fabric, scenery: string, performer: string, spotlight = true): SceneParts {
  const { width: W, height: H, u } = c;
  const floor = H * (c.kind === "poster" ? 0.8 : 0.78);
  const left = curtain(c, "left", "curtainL");
  const right = curtain(c, "right", "curtainR");
  const scallops = Array.from({ length: Math.ceil(W / (12 * u)) + 1 }, (_, i) => {
    const x = i * 12 * u;
    return `<path d="M${n(x)} ${n(H * 0.07)}Q${n(x + 6 * u)} ${n(H * 0.07 + 7 * u)} ${n(x + 12 * u)} ${n(H * 0.07)}Z" fill="url(#fold)"/>`;
  }).join("");
  const beamTop = c.focusX + between(c.random, -8, 8) * u;
  return {
    defs:
      verticalGradient("back", fabric.back) +
      `<linearGradient id="fold" x1="0" x2="1"><stop offset="0%" stop-color="${fabric.dark}"/><stop offset="45%" stop-color="${fabric.light}"/><stop offset="100%" stop-color="${fabric.dark}"/></linearGradient>` +
      `<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="${fabric.beam}" stop-opacity="0.05"/><stop offset="100%" stop-color="${fabric.beam}" stop-opacity="0.45"/></linearGradient>` +
      `<linearGradient id="boards" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="#3b2414"/><stop offset="100%" stop-color="#120a06"/></linearGradient>` +
      `<linearGradient id="gold" x1="0" x2="1"><stop offset="0%" stop-color="#8a6420"/><stop offset="50%" stop-color="#f4d27a"/><stop offset="100%" stop-color="#8a6420"/></linearGradient>` +
      glowGradient("pool", fabric.beam, 0.6) +
      glowGradient("backcloth", "#c0502a", 0.3) +
      left.defs +
      right.defs,
    body:
      `<rect width="${W}" height="${H}" fill="url(#back)"/>` +
      scenery +
      `<rect y="${n(floor)}" width="${W}" height="${n(H - floor)}" fill="url(#boards)"/>` +
      `<rect y="${n(floor)}" width="${W}" height="${n(0.6 * u)}" fill="url(#gold)" opacity="0.8"/>` +
      `<ellipse cx="${n(c.focusX)}" cy="${n(floor + 4 * u)}" rx="${n(26 * u)}" ry="${n(5 * u)}" fill="url(#pool)"/>` +
      (spotlight
        ? `<polygon points="${points([
            [beamTop - 3 * u, 0],
            [beamTop + 3 * u, 0],
            [c.focusX + 22 * u, floor + 4 * u],
            [c.focusX - 22 * u, floor + 4 * u],
          ])}" fill="url(#beam)"/>`
        : "") +
      performer +
      left.body +
      right.body +
      `<rect width="${W}" height="${n(H * 0.07)}" fill="url(#fold)"/>${scallops}` +
      `<rect y="${n(H * 0.07)}" width="${W}" height="${n(0.5 * u)}" fill="url(#gold)"/>` +
      `<rect x="${n(u)}" y="${n(u)}" width="${n(W - 2 * u)}" height="${n(H - 2 * u)}" fill="none" stroke="url(#gold)" stroke-width="${n(0.8 * u)}" opacity="0.7"/>`,
  };
}

/** Opera: red velvet, a singer in a gown with a raised arm in the spotlight, a glowing backcloth. */
export function opera(c: Canvas): SceneParts {
  const { height: H, u } = c;
  const floor = H * (c.kind === "poster" ? 0.8 : 0.78);
  const x = c.focusX;
  const s = (c.kind === "poster" ? 1.1 : 0.85) * u;
  const singer =
    `<g fill="#12040a"><circle cx="${n(x)}" cy="${n(floor - 40 * s)}" r="${n(3 * s)}"/>` +
    `<path d="M${n(x - 3 * s)} ${n(floor - 36 * s)}Q${n(x)} ${n(floor - 38 * s)} ${n(x + 3 * s)} ${n(floor - 36 * s)}L${n(x + 4 * s)} ${n(floor - 24 * s)}Q${n(x + 14 * s)} ${n(floor - 6 * s)} ${n(x + 15 * s)} ${n(floor + 1 * s)}L${n(x - 15 * s)} ${n(floor + 1 * s)}Q${n(x - 14 * s)} ${n(floor - 6 * s)} ${n(x - 4 * s)} ${n(floor - 24 * s)}Z"/></g>` +
    `<path d="M${n(x + 2.5 * s)} ${n(floor - 34 * s)}Q${n(x + 9 * s)} ${n(floor - 40 * s)} ${n(x + 12 * s)} ${n(floor - 50 * s)}" stroke="#12040a" stroke-width="${n(1.6 * s)}" fill="none" stroke-linecap="round"/>` +
    `<path d="M${n(x - 2.5 * s)} ${n(floor - 34 * s)}Q${n(x - 8 * s)} ${n(floor - 30 * s)} ${n(x - 10 * s)} ${n(floor - 24 * s)}" stroke="#12040a" stroke-width="${n(1.6 * s)}" fill="none" stroke-linecap="round"/>`;
  const backcloth = `<ellipse cx="${n(c.focusX)}" cy="${n(H * 0.45)}" rx="${n(40 * u)}" ry="${n(30 * u)}" fill="url(#backcloth)"/>`;
  return stage(
    c,
    { dark: "#3a0409", light: "#b3121f", back: ["#120306", "#2a070c", "#14040a"], beam: "#fff1d6" },
    backcloth,
    singer,
  );
}

/** Ballet: blue velvet around a painted moonlit lake with a swan and its reflection. */
export function ballet(c: Canvas): SceneParts {
  const { width: W, height: H, u, random } = c;
  const floor = H * (c.kind === "poster" ? 0.8 : 0.78);
  const lake = floor - 14 * u;
  const mx = c.focusX + between(random, -6, 6) * u;
  const ripples = Array.from({ length: 8 }, (_, i) => {
    const y = lake + 1.5 * u + i * 1.5 * u;
    const half = between(random, 4, 14) * u;
    return `<rect x="${n(mx - half)}" y="${n(y)}" width="${n(half * 2)}" height="${n(0.35 * u)}" rx="${n(0.2 * u)}"/>`;
  }).join("");
  const sx = c.focusX + between(random, -4, 4) * u;
  const s = (c.kind === "poster" ? 1.1 : 0.9) * u;
  const swan = (flip: number) =>
    `<path transform="translate(${n(sx)} ${n(lake)}) scale(${n(s)} ${n(s * flip)})" d="M-9 0Q-10-5-3-5Q3-5 5-2Q6-8 3-11Q1-13 1.8-15.5Q3-17 5.2-15.6L6.2-14.8L5-14.6Q3.4-15.2 3-13.8Q3-12 5-9Q8-4 7 0Z"/>`;
  const scenery =
    `<circle cx="${n(mx)}" cy="${n(H * 0.3)}" r="${n(20 * u)}" fill="url(#moonGlow)"/>` +
    `<circle cx="${n(mx)}" cy="${n(H * 0.3)}" r="${n(7 * u)}" fill="#eef2ff"/>` +
    `<rect x="0" y="${n(lake)}" width="${W}" height="${n(floor - lake)}" fill="#0b1640"/>` +
    `<g fill="#dfe6ff" opacity="0.45">${ripples}</g>` +
    `<g fill="#f4f6ff">${swan(1)}</g><g fill="#f4f6ff" opacity="0.25">${swan(-1)}</g>`;
  const parts = stage(
    c,
    { dark: "#0b0f3a", light: "#3b46b8", back: ["#03051a", "#101a4a", "#1d2b6b"], beam: "#e6ecff" },
    scenery,
    "",
    false,
  );
  return { defs: parts.defs + glowGradient("moonGlow", "#c9d4ff", 0.6), body: parts.body };
}
