import { between, glowGradient, mix, n, points, verticalGradient } from "../svg-kit.ts";
import type { Canvas, SceneParts } from "./canvas.ts";
import { standingFigure } from "./people.ts";

/**
 * A painted, crooked town in the manner of German expressionist sets: leaning houses with pointed
 * roofs and slanted lit windows, a zigzag street climbing to them, light painted in sharp streaks,
 * a tall thin figure in the street.
 */
export function expressionistTown(c: Canvas): SceneParts {
  const { width: W, height: H, u, random } = c;
  const ink = "#0d0b07";
  const street = H * 0.84;
  const houses: string[] = [];
  const windows: string[] = [];
  let x = -6 * u;
  while (x < W + 6 * u) {
    const w = between(random, 9, 17) * u;
    // The street climbs through a gap in the middle.
    if (Math.abs(x + w / 2 - c.focusX) < 9 * u) {
      x += w * 0.8;
      continue;
    }
    const h = between(random, 22, 46) * u;
    const lean = between(random, -6, 6) * u;
    const base = street - between(random, 0, 10) * u;
    const roof = between(random, 8, 18) * u;
    houses.push(
      `<polygon points="${points([
        [x, base + 4 * u],
        [x + lean, base - h],
        [x + w / 2 + lean * 1.4 + between(random, -3, 3) * u, base - h - roof],
        [x + w + lean, base - h + between(random, -3, 3) * u],
        [x + w, base + 4 * u],
      ])}"/>`,
    );
    if (random() < 0.8) {
      const wx = x + w * 0.3 + lean * 0.5;
      const wy = base - h * between(random, 0.35, 0.7);
      windows.push(
        `<polygon points="${points([
          [wx, wy],
          [wx + 3.2 * u, wy - between(random, 1, 3) * u],
          [wx + 2.4 * u, wy + 5 * u],
          [wx - 0.6 * u, wy + 4 * u],
        ])}"/>`,
      );
    }
    x += w - between(random, 0, 2) * u;
  }
  const streaks = Array.from({ length: 7 }, () => {
    const sx = between(random, -0.1, 1.1) * W;
    const angle = between(random, -0.9, 0.9);
    const len = H * 0.9;
    return `<polygon points="${points([
      [sx, 0],
      [sx + 3 * u, 0],
      [sx + Math.sin(angle) * len + 10 * u, Math.cos(angle) * len],
      [sx + Math.sin(angle) * len, Math.cos(angle) * len],
    ])}"/>`;
  }).join("");
  const fx = c.focusX + between(random, 2, 6) * u;
  const s = (c.kind === "poster" ? 1.2 : 0.95) * u;
  const path = points([
    [c.focusX - 34 * u, H],
    [c.focusX + 6 * u, street + 2 * u],
    [c.focusX - 8 * u, street - 10 * u],
    [c.focusX - 1 * u, street - 20 * u],
    [c.focusX + 3 * u, street - 20 * u],
    [c.focusX + 2 * u, street - 10 * u],
    [c.focusX + 16 * u, street + 2 * u],
    [c.focusX + 44 * u, H],
  ]);
  return {
    defs:
      verticalGradient("sky", ["#1d1c10", "#4d4a26", mix("#a39a55", c.accent, 0.15), "#d6cd8a"]) +
      glowGradient("lamp", "#f2e27a", 0.5),
    body:
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<g fill="#f4ecb0" opacity="0.12">${streaks}</g>` +
      `<circle cx="${n(c.focusX)}" cy="${n(street - 30 * u)}" r="${n(40 * u)}" fill="url(#lamp)"/>` +
      `<g fill="#2a2716" stroke="#8f8650" stroke-width="${n(0.5 * u)}" stroke-linejoin="bevel">${houses.join("")}</g>` +
      `<g fill="#e9d35c" opacity="0.9">${windows.join("")}</g>` +
      `<rect y="${n(street)}" width="${W}" height="${n(H - street)}" fill="#1d1b0f"/>` +
      `<polygon points="${path}" fill="#cfc58a"/>` +
      `<g fill="${ink}" transform="translate(${n(fx)} ${n(street + 8 * u)}) skewX(-8) translate(${n(-fx)} ${n(-street - 8 * u)})">${standingFigure(fx, street + 8 * u, s * 0.8)}</g>`,
  };
}
