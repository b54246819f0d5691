import { between, glowGradient, mix, n, points, verticalGradient } from "../svg-kit.ts";
import { type Canvas, chooseSetting, type Scene, type SceneParts } from "./canvas.ts";
import { standingFigure } from "./people.ts";

/** A figure in a hat under the light through venetian blinds, a long shadow, a red glow. */
function blinds(c: Canvas): SceneParts {
  const { width: W, height: H, u, random } = c;
  const slant = between(random, -0.35, -0.15);
  const stripes = Array.from({ length: 9 }, (_, i) => {
    const y = H * 0.08 + i * 5.2 * u;
    const x0 = c.focusX - 30 * u;
    const x1 = c.focusX + 34 * u;
    return `<polygon points="${points([
      [x0, y],
      [x1, y + (x1 - x0) * slant],
      [x1, y + (x1 - x0) * slant + 2.6 * u],
      [x0, y + 2.6 * u],
    ])}"/>`;
  }).join("");
  const fx = c.focusX + between(random, -6, 6) * u;
  const feet = H * 0.86;
  const s = (c.kind === "poster" ? 1.25 : 0.95) * u;
  const figure = (dx: number) =>
    `<path d="M${n(dx - 5 * s)} ${n(feet)}L${n(dx - 7 * s)} ${n(feet - 30 * s)}Q${n(dx - 7 * s)} ${n(feet - 40 * s)} ${n(dx)} ${n(feet - 41 * s)}Q${n(dx + 7 * s)} ${n(feet - 40 * s)} ${n(dx + 7 * s)} ${n(feet - 30 * s)}L${n(dx + 5 * s)} ${n(feet)}Z"/>` +
    `<circle cx="${n(dx)}" cy="${n(feet - 44 * s)}" r="${n(3.3 * s)}"/>` +
    `<ellipse cx="${n(dx)}" cy="${n(feet - 46.5 * s)}" rx="${n(6.5 * s)}" ry="${n(1.1 * s)}"/>` +
    `<path d="M${n(dx - 3.6 * s)} ${n(feet - 46.5 * s)}Q${n(dx - 3.6 * s)} ${n(feet - 51.5 * s)} ${n(dx)} ${n(feet - 51 * s)}Q${n(dx + 3.6 * s)} ${n(feet - 51.5 * s)} ${n(dx + 3.6 * s)} ${n(feet - 46.5 * s)}Z"/>`;
  return {
    defs:
      verticalGradient("wall", ["#04080d", "#0c1d2a", "#10303f", "#081620"]) +
      glowGradient("red", mix("#ff2d2d", c.accent, 0.3), 0.55) +
      glowGradient("pool", "#bfe3ff", 0.35) +
      glowGradient("pool2", "#bfe3ff", 0.1),
    body:
      `<rect width="${W}" height="${H}" fill="url(#wall)"/>` +
      `<circle cx="${n(W * (c.kind === "poster" ? 0.9 : 0.95))}" cy="${n(H * 0.25)}" r="${n(45 * u)}" fill="url(#red)"/>` +
      `<g fill="#d6ecff" opacity="0.16">${stripes}</g>` +
      `<ellipse cx="${n(fx)}" cy="${n(feet)}" rx="${n(28 * u)}" ry="${n(6 * u)}" fill="url(#pool)"/>` +
      `<rect y="${n(feet)}" width="${W}" height="${n(H - feet)}" fill="#03070b" opacity="0.75"/>` +
      `<g fill="#010306" opacity="0.55" transform="translate(${n(fx)} ${n(feet)}) skewX(-55) scale(1 0.45) translate(${n(-fx)} ${n(-feet)})">${figure(fx)}</g>` +
      `<g fill="#010306">${figure(fx)}</g>`,
  };
}

/**
 * A dark corridor; at its end a door stands ajar, its light spilling down the floor with the long
 * shadow of someone the picture does not show. A red lamp burns over the door.
 */
function doorway(c: Canvas): SceneParts {
  const { width: W, height: H, u, random } = c;
  const vx = c.focusX + between(random, -4, 4) * u;
  const vy = H * 0.44;
  const halfW = (c.kind === "poster" ? 16 : 14) * u;
  const halfH = (c.kind === "poster" ? 22 : 16) * u;
  const [left, right, top, bottom] = [vx - halfW, vx + halfW, vy - halfH, vy + halfH];
  const doorW = halfW * 0.7;
  const doorX = vx - doorW / 2;
  const doorTop = bottom - halfH * 1.45;
  const gap = doorW * between(random, 0.35, 0.55);
  const light = mix("#ffe2a8", c.accent, 0.15);
  // The spill widens from the door's foot to the bottom of the picture.
  const spill = points([
    [doorX, bottom],
    [doorX + gap, bottom],
    [vx + (doorX + gap - vx) * 6, H],
    [vx + (doorX - vx) * 6, H],
  ]);
  const shadowX = doorX + gap * 0.55;
  const s = halfH / 40;
  return {
    defs:
      `<linearGradient id="spill" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="${light}" stop-opacity="0.85"/><stop offset="100%" stop-color="${light}" stop-opacity="0.05"/></linearGradient>` +
      verticalGradient("far", ["#0d1622", "#152333"]) +
      glowGradient("doorGlow", light, 0.45) +
      glowGradient("exit", "#ff3030", 0.7),
    body:
      `<rect width="${W}" height="${H}" fill="#05080d"/>` +
      `<polygon points="${points([
        [0, 0],
        [left, top],
        [left, bottom],
        [0, H],
      ])}" fill="#0a111b"/>` +
      `<polygon points="${points([
        [W, 0],
        [right, top],
        [right, bottom],
        [W, H],
      ])}" fill="#080d15"/>` +
      `<polygon points="${points([
        [0, H],
        [left, bottom],
        [right, bottom],
        [W, H],
      ])}" fill="#0c121a"/>` +
      `<rect x="${n(left)}" y="${n(top)}" width="${n(right - left)}" height="${n(bottom - top)}" fill="url(#far)"/>` +
      `<circle cx="${n(doorX + gap / 2)}" cy="${n((doorTop + bottom) / 2)}" r="${n(halfH * 1.4)}" fill="url(#doorGlow)"/>` +
      `<rect x="${n(doorX)}" y="${n(doorTop)}" width="${n(gap)}" height="${n(bottom - doorTop)}" fill="${light}"/>` +
      `<polygon points="${points([
        [doorX + gap, doorTop],
        [doorX + doorW, doorTop - halfH * 0.04],
        [doorX + doorW, bottom + halfH * 0.04],
        [doorX + gap, bottom],
      ])}" fill="#03060a"/>` +
      `<polygon points="${spill}" fill="url(#spill)"/>` +
      `<g fill="#0a0c10" opacity="0.9" transform="translate(${n(shadowX)} ${n(bottom)}) scale(2.4 -2.6) translate(${n(-shadowX)} ${n(-bottom)})">${standingFigure(shadowX, bottom, s)}</g>` +
      `<circle cx="${n(vx)}" cy="${n(doorTop - halfH * 0.12)}" r="${n(halfH * 0.35)}" fill="url(#exit)"/>` +
      `<rect x="${n(vx - halfH * 0.08)}" y="${n(doorTop - halfH * 0.16)}" width="${n(halfH * 0.16)}" height="${n(halfH * 0.08)}" fill="#ff5a4a"/>`,
  };
}

/** Thriller: under venetian blinds, or a door ajar at the end of a corridor. */
export const thriller: Scene = (c) =>
  chooseSetting(
    c,
    [blinds, doorway],
    [
      [/-(blinds|office|detective|charade|window)-/, 0],
      [/-(lodger|door|stranger|house|corridor|hotel|unknown)-/, 1],
    ],
  )(c);
