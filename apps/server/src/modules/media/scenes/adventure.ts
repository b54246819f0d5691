import { between, glowGradient, mix, n, points, ridge, verticalGradient } from "../svg-kit.ts";
import { type Canvas, chooseSetting, type Scene, type SceneParts } from "./canvas.ts";

const INK = "#160f24";

function birds(c: Canvas, count: number, color: string): string {
  const { u, random, height: H } = c;
  const flock = Array.from({ length: count }, () => {
    const x = c.focusX + between(random, -25, 25) * u;
    const y = H * between(random, 0.14, 0.36);
    const s = between(random, 0.8, 1.5) * u;
    return `<path d="M${n(x - 2 * s)} ${n(y - 0.8 * s)}Q${n(x - s)} ${n(y - 1.2 * s)} ${n(x)} ${n(y)}Q${n(x + s)} ${n(y - 1.2 * s)} ${n(x + 2 * s)} ${n(y - 0.8 * s)}"/>`;
  }).join("");
  return `<g fill="none" stroke="${color}" stroke-width="${n(0.35 * u)}" stroke-linecap="round">${flock}</g>`;
}

/** A low sun behind four ranges fading into the haze. */
function ranges(c: Canvas): SceneParts {
  const { width: W, height: H, u, random } = c;
  const sunX = c.focusX + between(random, -10, 10) * u;
  const sunY = H * 0.56;
  const layers = [0.56, 0.64, 0.73, 0.84].map((base, i) => {
    const color = mix(mix("#e07a5f", c.accent, 0.2), INK, (i + 1) / 4.4);
    return `<polygon points="${ridge(random, W, H, { base: H * base, amplitude: (9 - i * 1.5) * u, steps: 10 + i * 4, roughness: 0.9 })}" fill="${color}"/>`;
  });
  return {
    defs:
      verticalGradient("sky", ["#101b45", "#3d2c63", "#b44b62", "#ff8a4c", "#ffd08a"]) +
      glowGradient("sunGlow", "#ffd9a0", 0.8),
    body:
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(38 * u)}" fill="url(#sunGlow)"/>` +
      `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(11 * u)}" fill="#fff1c9"/>` +
      layers.join("") +
      birds(c, 4 + Math.floor(random() * 5), "#1b1230"),
  };
}

/** A steam train crossing the plain at dusk, smoke trailing, mesas and telegraph poles. */
function train(c: Canvas): SceneParts {
  const { width: W, height: H, u, random } = c;
  const rail = H * 0.76;
  const s = (c.kind === "poster" ? 0.9 : 0.75) * u;
  const head = c.focusX + 16 * s;
  const cars = [0, 1, 2, 3]
    .map((i) => {
      const x = head - 34 * s - i * 25 * s;
      return `<rect x="${n(x)}" y="${n(rail - 12 * s)}" width="${n(23 * s)}" height="${n(10 * s)}" rx="${n(s)}"/><rect x="${n(x - 0.5 * s)}" y="${n(rail - 13.5 * s)}" width="${n(24 * s)}" height="${n(2 * s)}" rx="${n(s)}"/>`;
    })
    .join("");
  const wheels = Array.from(
    { length: 14 },
    (_, i) => `M${n(head - 2 * s - i * 7 * s)} ${n(rail - 1.6 * s)}h0`,
  ).join("");
  const engine =
    `<path d="M${n(head - 30 * s)} ${n(rail - 2 * s)}V${n(rail - 18 * s)}H${n(head - 20 * s)}V${n(rail - 12 * s)}H${n(head - 2 * s)}Q${n(head + 2 * s)} ${n(rail - 12 * s)} ${n(head + 2 * s)} ${n(rail - 8 * s)}L${n(head + 6 * s)} ${n(rail - 2 * s)}Z"/>` +
    `<path d="M${n(head - 8 * s)} ${n(rail - 12 * s)}L${n(head - 9 * s)} ${n(rail - 20 * s)}H${n(head - 4 * s)}L${n(head - 5 * s)} ${n(rail - 12 * s)}Z"/>`;
  const smoke = Array.from({ length: 9 }, (_, i) => {
    const x = head - 6 * s - i * 9 * s - between(random, 0, 4) * s;
    const y = rail - 24 * s - i * 3.2 * s - between(random, 0, 3) * s;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n((4 + i * 1.6) * s)}" fill="url(#smoke)"/>`;
  }).join("");
  const poles = Array.from({ length: 7 }, (_, i) => {
    const x = (i + 0.5) * (W / 7) + between(random, -2, 2) * u;
    return `<path d="M${n(x)} ${n(rail + 3 * u)}V${n(rail - 14 * u)}M${n(x - 2 * u)} ${n(rail - 12.5 * u)}H${n(x + 2 * u)}"/>`;
  }).join("");
  const mesas = Array.from({ length: 3 }, () => {
    const x = between(random, 0, 1) * W;
    const w = between(random, 14, 30) * u;
    const h = between(random, 5, 11) * u;
    return `<path d="M${n(x - w / 2 - h)} ${n(rail)}L${n(x - w / 2)} ${n(rail - h)}H${n(x + w / 2)}L${n(x + w / 2 + h * 0.8)} ${n(rail)}Z"/>`;
  }).join("");
  return {
    defs:
      verticalGradient("sky", ["#1c2246", "#5a3a6e", "#d0605a", "#f7a25c", "#ffd99a"]) +
      glowGradient("sunGlow", "#ffe0a8", 0.85) +
      glowGradient("smoke", "#3a2a3a", 0.55),
    body:
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<circle cx="${n(c.focusX - 20 * u)}" cy="${n(rail - 4 * u)}" r="${n(40 * u)}" fill="url(#sunGlow)"/>` +
      `<g fill="${mix("#8a4a5a", INK, 0.35)}">${mesas}</g>` +
      `<rect y="${n(rail)}" width="${W}" height="${n(H - rail)}" fill="${INK}"/>` +
      `<g stroke="${INK}" stroke-width="${n(0.45 * u)}" fill="none">${poles}</g>` +
      smoke +
      `<g fill="${INK}">${engine}${cars}</g>` +
      `<path d="${wheels}" stroke="${INK}" stroke-width="${n(4 * s)}" stroke-linecap="round"/>` +
      `<rect y="${n(rail - 0.5 * s)}" width="${W}" height="${n(0.6 * s)}" fill="#4a2e3a"/>`,
  };
}

/** A three-masted ship on a sea shining under the sun, gulls above. */
function ship(c: Canvas): SceneParts {
  const { width: W, height: H, u, random } = c;
  const sea = H * 0.66;
  const x = c.focusX + between(random, -6, 6) * u;
  const s = (c.kind === "poster" ? 1 : 0.8) * u;
  const hull = `<path d="M${n(x - 24 * s)} ${n(sea - 7 * s)}H${n(x + 26 * s)}L${n(x + 20 * s)} ${n(sea + 1 * s)}H${n(x - 19 * s)}Z"/>`;
  const masts = [-12, 2, 15]
    .map((dx, i) => {
      const mx = x + dx * s;
      const tall = (i === 1 ? 36 : 29) * s;
      const sails = [0.25, 0.55]
        .map((t) => {
          const y0 = sea - 7 * s - tall * (1 - t) + 2 * s;
          const half = (i === 1 ? 9 : 7.5) * s * (1 - t * 0.3);
          return `<path d="M${n(mx - half)} ${n(y0)}Q${n(mx)} ${n(y0 - 2 * s)} ${n(mx + half)} ${n(y0)}L${n(mx + half * 0.9)} ${n(y0 + 9 * s)}Q${n(mx)} ${n(y0 + 11.5 * s)} ${n(mx - half * 0.9)} ${n(y0 + 9 * s)}Z" fill="#f4e6cc"/>`;
        })
        .join("");
      return `<rect x="${n(mx - 0.4 * s)}" y="${n(sea - 7 * s - tall)}" width="${n(0.8 * s)}" height="${n(tall)}"/>${sails}`;
    })
    .join("");
  const glints = Array.from({ length: 18 }, (_, i) => {
    const y = sea + (1 + i * 1.4) * u;
    const half = between(random, 2, 10 + i) * u;
    return `<rect x="${n(c.focusX + 14 * u - half)}" y="${n(y)}" width="${n(half * 2)}" height="${n(0.35 * u)}" rx="${n(0.2 * u)}" opacity="${n(between(random, 0.3, 0.8))}"/>`;
  }).join("");
  return {
    defs:
      verticalGradient("sky", ["#0f3a5f", "#2f6f96", mix("#f0b27a", c.accent, 0.2), "#ffe2b0"]) +
      verticalGradient("sea", ["#1d4e6e", "#0b2236"]) +
      glowGradient("sunGlow", "#fff0c8", 0.85),
    body:
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<circle cx="${n(c.focusX + 14 * u)}" cy="${n(sea - 6 * u)}" r="${n(30 * u)}" fill="url(#sunGlow)"/>` +
      `<circle cx="${n(c.focusX + 14 * u)}" cy="${n(sea - 6 * u)}" r="${n(8 * u)}" fill="#fff6df"/>` +
      `<rect y="${n(sea)}" width="${W}" height="${n(H - sea)}" fill="url(#sea)"/>` +
      `<g fill="#ffe9bf">${glints}</g>` +
      `<g fill="#1a1420">${hull}${masts}</g>` +
      birds(c, 5, "#2a2238"),
  };
}

/** Domes and minarets under a crescent moon and a violet night. */
function palace(c: Canvas): SceneParts {
  const { width: W, height: H, u, random } = c;
  const ground = H * 0.8;
  const shapes: string[] = [];
  const windows: string[] = [];
  let x = -4 * u;
  while (x < W + 4 * u) {
    const w = between(random, 8, 16) * u;
    const h = between(random, 6, 18) * u * (Math.abs(x + w / 2 - c.focusX) < 14 * u ? 1.8 : 1);
    const top = ground - h;
    shapes.push(`<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h + u)}"/>`);
    if (random() < 0.6) {
      shapes.push(
        `<path d="M${n(x + w * 0.1)} ${n(top)}Q${n(x + w * 0.05)} ${n(top - w * 0.6)} ${n(x + w / 2)} ${n(top - w * 0.85)}Q${n(x + w * 0.95)} ${n(top - w * 0.6)} ${n(x + w * 0.9)} ${n(top)}Z"/>`,
      );
      shapes.push(
        `<rect x="${n(x + w / 2 - 0.2 * u)}" y="${n(top - w * 0.85 - 2.5 * u)}" width="${n(0.4 * u)}" height="${n(2.5 * u)}"/>`,
      );
    } else {
      shapes.push(
        `<rect x="${n(x + w * 0.4)}" y="${n(top - 16 * u)}" width="${n(w * 0.2)}" height="${n(16 * u)}"/>`,
      );
      shapes.push(
        `<polygon points="${points([
          [x + w * 0.36, top - 16 * u],
          [x + w / 2, top - 20 * u],
          [x + w * 0.64, top - 16 * u],
        ])}"/>`,
      );
    }
    if (random() < 0.7) {
      windows.push(
        `M${n(x + w / 2 - 0.7 * u)} ${n(top + h * 0.4)}h${n(1.4 * u)}v${n(2.4 * u)}h${n(-1.4 * u)}z`,
      );
    }
    x += w + between(random, -1, 2) * u;
  }
  const stars = Array.from({ length: 90 }, () => `M${n(random() * W)} ${n(random() * H * 0.6)}h0`).join("");
  const mx = c.focusX + between(random, -14, 14) * u;
  const my = H * 0.2;
  return {
    defs:
      verticalGradient("sky", ["#0a0a2a", "#2a1752", "#6a2f6e", mix("#d4686a", c.accent, 0.2)]) +
      glowGradient("moonGlow", "#ffe8b8", 0.5),
    body:
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<path d="${stars}" stroke="#fff" stroke-width="${n(0.35 * u)}" stroke-linecap="round" opacity="0.7"/>` +
      `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(22 * u)}" fill="url(#moonGlow)"/>` +
      `<path d="M${n(mx)} ${n(my - 7 * u)}A${n(7 * u)} ${n(7 * u)} 0 1 0 ${n(mx)} ${n(my + 7 * u)}A${n(9 * u)} ${n(9 * u)} 0 0 1 ${n(mx)} ${n(my - 7 * u)}Z" fill="#fff1cf"/>` +
      `<g fill="#120a22">${shapes.join("")}</g>` +
      `<path d="${windows.join("")}" fill="#ffc46b" opacity="0.9"/>` +
      `<rect y="${n(ground)}" width="${W}" height="${n(H - ground)}" fill="#0c0718"/>`,
  };
}

/** Adventure: mountain ranges, a train on the plain, a ship at sea or a palace at night. */
export const adventure: Scene = (c) =>
  chooseSetting(
    c,
    [ranges, train, ship, palace],
    [
      [/-(mountains?|peaks?|summit|everest|alps)-/, 0],
      [/-(train|railway|railroad|locomotive|express)-/, 1],
      [/-(ship|sea|navigator|pirates?|boat|ocean|island)-/, 2],
      [/-(bagdad|baghdad|arabian|sultan|palace|thief)-/, 3],
    ],
  )(c);
