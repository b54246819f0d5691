import { between, glowGradient, mix, n, pick, points, ridge, verticalGradient } from "../svg-kit.ts";
import { type Canvas, chooseSetting, type Scene } from "./canvas.ts";

const CONFETTI = ["#ff4d6d", "#ffd23f", "#3bceac", "#0ead69", "#6a4c93", "#ffffff", "#ff8c42"];

/**
 * The comedy's prop in the spotlight: a bowler hat and cane, round spectacles, a tower clock,
 * balloons, a high-wheel bicycle or a magnifying glass.
 */
function prop(c: Canvas, x: number, y: number, s: number, ink: string): string {
  // A romantic comedy holds balloons; otherwise the slug chooses.
  const choice = c.genres.includes("romance")
    ? 3
    : chooseSetting(
        c,
        [0, 1, 2, 4, 5],
        [
          [/-(kid|tramp|gold|rush|circus|steamboat)-/, 0],
          [/-(spectacles|glasses|freshman)-/, 1],
          [/-(safety|clock|time|last)-/, 2],
          [/-(bicycle|bike|cycle|race|hospitality)-/, 3],
          [/-(sherlock|detective|mystery|clue)-/, 4],
        ],
      );
  if (choice === 5) {
    // A detective's magnifying glass.
    return (
      `<path d="M${n(x + 9 * s)} ${n(y + 9 * s)}L${n(x + 24 * s)} ${n(y + 24 * s)}" stroke="${ink}" stroke-width="${n(4.5 * s)}" stroke-linecap="round"/>` +
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(13 * s)}" fill="#fff6dc" fill-opacity="0.35" stroke="${ink}" stroke-width="${n(3 * s)}"/>` +
      `<path d="M${n(x - 8 * s)} ${n(y - 3 * s)}A${n(9 * s)} ${n(9 * s)} 0 0 1 ${n(x - 2 * s)} ${n(y - 9 * s)}" stroke="#ffffff" stroke-width="${n(1.6 * s)}" fill="none" stroke-linecap="round" opacity="0.8"/>`
    );
  }
  if (choice === 3) {
    const colors = ["#ff4d6d", "#ffd23f", "#3bceac"];
    const balloons = [
      [-9, -8, 0],
      [8, -12, 1],
      [0, -22, 2],
    ]
      .map(([dx = 0, dy = 0, i = 0]) => {
        const bx = x + dx * s;
        const by = y + dy * s;
        return (
          `<path d="M${n(bx)} ${n(by + 8 * s)}Q${n(bx + 2 * s)} ${n(by + 20 * s)} ${n(x)} ${n(y + 26 * s)}" stroke="${ink}" stroke-width="${n(0.5 * s)}" fill="none"/>` +
          `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(6.5 * s)}" ry="${n(8 * s)}" fill="${colors[i]}" stroke="${ink}" stroke-width="${n(1.2 * s)}"/>` +
          `<ellipse cx="${n(bx - 2.2 * s)}" cy="${n(by - 3 * s)}" rx="${n(1.4 * s)}" ry="${n(2.4 * s)}" fill="#ffffff" opacity="0.6"/>`
        );
      })
      .join("");
    return `${balloons}<path d="M${n(x - 1.5 * s)} ${n(y + 26 * s)}h${n(3 * s)}l${n(-1.5 * s)} ${n(3 * s)}Z" fill="${ink}"/>`;
  }
  if (choice === 4) {
    // An old high-wheel bicycle.
    const big = 15 * s;
    const small = 5 * s;
    const ground = y + 24 * s;
    return (
      `<g fill="none" stroke="${ink}" stroke-width="${n(1.6 * s)}"><circle cx="${n(x - 4 * s)}" cy="${n(ground - big)}" r="${n(big)}"/><circle cx="${n(x + 20 * s)}" cy="${n(ground - small)}" r="${n(small)}"/>` +
      `<path d="M${n(x - 4 * s)} ${n(ground - 2 * big - 2 * s)}Q${n(x + 12 * s)} ${n(ground - 2 * big + 2 * s)} ${n(x + 20 * s)} ${n(ground - small)}M${n(x - 4 * s)} ${n(ground - 2 * big - 2 * s)}V${n(ground - big)}M${n(x - 9 * s)} ${n(ground - 2 * big - 3 * s)}H${n(x + 1 * s)}" stroke-linecap="round"/></g>` +
      `<g stroke="${ink}" stroke-width="${n(0.4 * s)}">${Array.from({ length: 8 }, (_, i) => {
        const a = (i / 8) * Math.PI;
        return `<path d="M${n(x - 4 * s - Math.cos(a) * big)} ${n(ground - big - Math.sin(a) * big)}L${n(x - 4 * s + Math.cos(a) * big)} ${n(ground - big + Math.sin(a) * big)}"/>`;
      }).join("")}</g>` +
      `<ellipse cx="${n(x - 3 * s)}" cy="${n(ground - 2 * big - 4 * s)}" rx="${n(3.5 * s)}" ry="${n(1.3 * s)}" fill="${ink}"/>`
    );
  }
  if (choice === 0) {
    return (
      `<g fill="${ink}"><path d="M${n(x - 11 * s)} ${n(y)}Q${n(x - 11 * s)} ${n(y - 17 * s)} ${n(x)} ${n(y - 17 * s)}Q${n(x + 11 * s)} ${n(y - 17 * s)} ${n(x + 11 * s)} ${n(y)}Z"/>` +
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(18 * s)}" ry="${n(3.2 * s)}"/></g>` +
      `<rect x="${n(x - 11 * s)}" y="${n(y - 4.5 * s)}" width="${n(22 * s)}" height="${n(2.6 * s)}" fill="#7a1f2b"/>` +
      `<path d="M${n(x + 20 * s)} ${n(y + 38 * s)}L${n(x + 14 * s)} ${n(y + 4 * s)}Q${n(x + 12 * s)} ${n(y - 4 * s)} ${n(x + 6 * s)} ${n(y - 1 * s)}" fill="none" stroke="${ink}" stroke-width="${n(2.2 * s)}" stroke-linecap="round"/>`
    );
  }
  if (choice === 1) {
    return (
      `<g fill="none" stroke="${ink}" stroke-width="${n(2.6 * s)}"><circle cx="${n(x - 10 * s)}" cy="${n(y)}" r="${n(8 * s)}"/><circle cx="${n(x + 10 * s)}" cy="${n(y)}" r="${n(8 * s)}"/>` +
      `<path d="M${n(x - 2 * s)} ${n(y - 1 * s)}Q${n(x)} ${n(y - 4 * s)} ${n(x + 2 * s)} ${n(y - 1 * s)}M${n(x - 18 * s)} ${n(y - 2 * s)}L${n(x - 26 * s)} ${n(y - 4 * s)}M${n(x + 18 * s)} ${n(y - 2 * s)}L${n(x + 26 * s)} ${n(y - 4 * s)}"/></g>` +
      `<g fill="#ffffff" opacity="0.55"><ellipse cx="${n(x - 12 * s)}" cy="${n(y - 3 * s)}" rx="${n(2.4 * s)}" ry="${n(1.4 * s)}"/><ellipse cx="${n(x + 8 * s)}" cy="${n(y - 3 * s)}" rx="${n(2.4 * s)}" ry="${n(1.4 * s)}"/></g>`
    );
  }
  // A clock on a tall building's face, high above the street (the daredevil comedies).
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `<path d="M${n(x + Math.cos(a) * 13 * s)} ${n(y + Math.sin(a) * 13 * s)}L${n(x + Math.cos(a) * 15.5 * s)} ${n(y + Math.sin(a) * 15.5 * s)}"/>`;
  }).join("");
  const windows: string[] = [];
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 5; col++) {
      windows.push(
        `<rect x="${n(x - 26 * s + col * 11 * s)}" y="${n(y + 26 * s + row * 12 * s)}" width="${n(8 * s)}" height="${n(8 * s)}"/>`,
      );
    }
  }
  return (
    `<path d="M${n(x - 30 * s)} ${n(y + 200 * s)}V${n(y + 8 * s)}L${n(x - 22 * s)} ${n(y - 4 * s)}H${n(x + 22 * s)}L${n(x + 30 * s)} ${n(y + 8 * s)}V${n(y + 200 * s)}Z" fill="${ink}"/>` +
    `<g fill="#ffe9a8" opacity="0.85">${windows.join("")}</g>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(19 * s)}" fill="${ink}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(17 * s)}" fill="#fff6dc"/>` +
    `<g stroke="${ink}" stroke-width="${n(1.4 * s)}" stroke-linecap="round">${ticks}<path d="M${n(x)} ${n(y)}L${n(x - 6 * s)} ${n(y - 7 * s)}M${n(x)} ${n(y)}L${n(x + 11 * s)} ${n(y - 2 * s)}" stroke-width="${n(2 * s)}"/></g>`
  );
}

const COMEDY_SKIES = [
  ["#fff3b0", "#ffc83d", "#ff7a3d", "#c9245f"],
  ["#fffbe0", "#ffe066", "#3bceac", "#1b6f8a"],
  ["#fff0e0", "#ff9f8a", "#e84a5f", "#5b1a4a"],
] as const;

/** Comedy: warm sunburst, confetti and a prop under a spotlight. */
export const comedy: Scene = (c) => {
  const { width: W, height: H, u, random } = c;
  const rays = Array.from({ length: 18 }, (_, i) => {
    const a0 = (i / 18) * Math.PI * 2;
    const a1 = a0 + Math.PI / 18;
    const far = Math.max(W, H) * 1.5;
    return `<polygon points="${points([
      [c.focusX, c.focusY],
      [c.focusX + Math.cos(a0) * far, c.focusY + Math.sin(a0) * far],
      [c.focusX + Math.cos(a1) * far, c.focusY + Math.sin(a1) * far],
    ])}"/>`;
  }).join("");
  const confetti = Array.from({ length: 90 }, () => {
    const x = random() * W;
    const y = random() * H;
    const color = pick(random, CONFETTI);
    const size = between(random, 0.6, 1.6) * u;
    return random() < 0.5
      ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.6)}" fill="${color}"/>`
      : `<rect x="${n(x)}" y="${n(y)}" width="${n(size * 1.8)}" height="${n(size * 0.7)}" fill="${color}" transform="rotate(${n(random() * 180)} ${n(x)} ${n(y)})"/>`;
  }).join("");
  const s = (c.kind === "poster" ? 1.3 : 1) * u;
  const sky = pick(random, COMEDY_SKIES);
  return {
    defs:
      `<radialGradient id="sun" cx="${n((c.focusX / W) * 100)}%" cy="${n((c.focusY / H) * 100)}%" r="90%"><stop offset="0%" stop-color="${sky[0]}"/><stop offset="30%" stop-color="${sky[1]}"/><stop offset="65%" stop-color="${mix(sky[2], c.accent, 0.15)}"/><stop offset="100%" stop-color="${sky[3]}"/></radialGradient>` +
      glowGradient("spot", "#ffffff", 0.7),
    body:
      `<rect width="${W}" height="${H}" fill="url(#sun)"/>` +
      `<g fill="#fff6d8" opacity="0.16">${rays}</g>` +
      `<circle cx="${n(c.focusX)}" cy="${n(c.focusY)}" r="${n(40 * s)}" fill="url(#spot)"/>` +
      `<g opacity="0.9">${confetti}</g>` +
      prop(c, c.focusX, c.focusY + 4 * s, s, "#2a1712"),
  };
};

/** An out-of-focus light: a flat disc with a soft rim. */
function bokehGradient(id: string, color: string): string {
  return `<radialGradient id="${id}"><stop offset="0%" stop-color="${color}" stop-opacity="0.45"/><stop offset="70%" stop-color="${color}" stop-opacity="0.5"/><stop offset="100%" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** Romance: two figures on a hill under a soft moon, bokeh lights and falling petals. */
export const romance: Scene = (c) => {
  const { width: W, height: H, u, random } = c;
  const bokeh = Array.from({ length: 40 }, () => {
    return `<circle cx="${n(random() * W)}" cy="${n(random() * H * 0.75)}" r="${n(between(random, 1, 6) * u)}" fill="url(#${pick(random, ["bokehA", "bokehB", "bokehC"])})" opacity="${n(between(random, 0.3, 0.8))}"/>`;
  }).join("");
  const petals = Array.from({ length: 26 }, () => {
    const x = random() * W;
    const y = random() * H;
    return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(0.9 * u)}" ry="${n(0.45 * u)}" transform="rotate(${n(random() * 180)} ${n(x)} ${n(y)})"/>`;
  }).join("");
  const hill = H * 0.8;
  const x = c.focusX;
  const s = (c.kind === "poster" ? 1.1 : 0.85) * u;
  const top = hill - 2 * s;
  const couple =
    `<circle cx="${n(x - 4.2 * s)}" cy="${n(top - 31 * s)}" r="${n(3.2 * s)}"/>` +
    `<path d="M${n(x - 9 * s)} ${n(top)}L${n(x - 8 * s)} ${n(top - 24 * s)}Q${n(x - 6 * s)} ${n(top - 28.5 * s)} ${n(x - 3 * s)} ${n(top - 28 * s)}Q${n(x - 0.5 * s)} ${n(top - 27 * s)} ${n(x - 0.5 * s)} ${n(top - 23 * s)}L${n(x - 1.5 * s)} ${n(top)}Z"/>` +
    `<circle cx="${n(x + 3.4 * s)}" cy="${n(top - 28 * s)}" r="${n(2.8 * s)}"/>` +
    `<path d="M${n(x - 1 * s)} ${n(top - 22 * s)}Q${n(x + 2 * s)} ${n(top - 26 * s)} ${n(x + 4 * s)} ${n(top - 25 * s)}Q${n(x + 6 * s)} ${n(top - 24 * s)} ${n(x + 6 * s)} ${n(top - 18 * s)}L${n(x + 11 * s)} ${n(top)}L${n(x - 1 * s)} ${n(top)}Z"/>`;
  return {
    defs:
      verticalGradient("sky", ["#1a0a2c", "#4a1a55", mix("#b8436f", c.accent, 0.2), "#f39a7a", "#ffd3a5"]) +
      glowGradient("moonGlow", "#ffe6d0", 0.7) +
      bokehGradient("bokehA", "#ffc2d1") +
      bokehGradient("bokehB", "#ffe5a8") +
      bokehGradient("bokehC", "#f7a1c4"),
    body:
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<circle cx="${n(c.focusX + 6 * u)}" cy="${n(c.focusY * 0.9)}" r="${n(32 * u)}" fill="url(#moonGlow)"/>` +
      `<circle cx="${n(c.focusX + 6 * u)}" cy="${n(c.focusY * 0.9)}" r="${n(10 * u)}" fill="#fff4ea" opacity="0.95"/>` +
      bokeh +
      `<polygon points="${ridge(random, W, H, { base: H * 0.86, amplitude: 4 * u, steps: 8 })}" fill="#4a1d3f"/>` +
      `<path d="M0 ${n(H)}L0 ${n(hill + 6 * u)}Q${n(x)} ${n(hill - 6 * u)} ${n(W)} ${n(hill + 8 * u)}L${n(W)} ${n(H)}Z" fill="#1e0a20"/>` +
      `<g fill="#1e0a20">${couple}</g>` +
      `<g fill="#ffb3c6" opacity="0.8">${petals}</g>`,
  };
};

/** Animation: flat, bold, outlined: a paddle steamboat on cartoon waves under round clouds. */
export const animation: Scene = (c) => {
  const { width: W, height: H, u, random } = c;
  const ink = "#1b1b2f";
  const stroke = `stroke="${ink}" stroke-width="${n(0.7 * u)}" stroke-linejoin="round"`;
  const sea = H * 0.68;
  const wave = (y: number, amp: number, color: string, phase: number) => {
    let d = `M0 ${n(H)}L0 ${n(y)}`;
    const step = 8 * u;
    for (let x = 0; x <= W + step; x += step) {
      d += `Q${n(x + step / 2)} ${n(y - amp * (Math.sin(x / step + phase) > 0 ? 1 : -1))} ${n(x + step)} ${n(y)}`;
    }
    return `<path d="${d}L${n(W + step)} ${n(H)}Z" fill="${color}" ${stroke}/>`;
  };
  const bx = c.focusX;
  const s = (c.kind === "poster" ? 1.2 : 1) * u;
  const by = sea - 1 * s;
  const boat =
    `<path d="M${n(bx - 26 * s)} ${n(by - 6 * s)}L${n(bx + 26 * s)} ${n(by - 6 * s)}L${n(bx + 20 * s)} ${n(by + 4 * s)}L${n(bx - 22 * s)} ${n(by + 4 * s)}Z" fill="#ffffff" ${stroke}/>` +
    `<rect x="${n(bx - 16 * s)}" y="${n(by - 16 * s)}" width="${n(26 * s)}" height="${n(10 * s)}" fill="#ffe45e" ${stroke}/>` +
    [-10, -1]
      .map(
        (dx) =>
          `<rect x="${n(bx + dx * s)}" y="${n(by - 34 * s)}" width="${n(5 * s)}" height="${n(18 * s)}" fill="#ff5d5d" ${stroke}/><rect x="${n(bx + dx * s)}" y="${n(by - 34 * s)}" width="${n(5 * s)}" height="${n(3.5 * s)}" fill="${ink}"/>`,
      )
      .join("") +
    `<circle cx="${n(bx + 16 * s)}" cy="${n(by - 8 * s)}" r="${n(8 * s)}" fill="#ff5d5d" ${stroke}/><circle cx="${n(bx + 16 * s)}" cy="${n(by - 8 * s)}" r="${n(2 * s)}" fill="${ink}"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<circle cx="${n(bx - 6 * s + i * 5 * s)}" cy="${n(by - 40 * s - i * 6 * s)}" r="${n((3 + i * 1.3) * s)}" fill="#f5f5f5" ${stroke}/>`,
      )
      .join("");
  const clouds = Array.from({ length: 3 }, () => {
    const x = between(random, 0.05, 0.95) * W;
    const y = between(random, 0.08, 0.3) * H;
    const r = between(random, 3, 5) * u;
    return `<g fill="#ffffff" ${stroke}><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.3)}"/><circle cx="${n(x - r * 1.4)}" cy="${n(y + r * 0.4)}" r="${n(r)}"/><circle cx="${n(x + r * 1.5)}" cy="${n(y + r * 0.4)}" r="${n(r * 1.05)}"/></g>`;
  }).join("");
  return {
    defs: verticalGradient("sky", ["#4fc3f7", mix("#9be7ff", c.accent, 0.15), "#e6fbff"]),
    body:
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<circle cx="${n(W * (c.kind === "poster" ? 0.82 : 0.12))}" cy="${n(H * 0.16)}" r="${n(9 * u)}" fill="#ffd23f" ${stroke}/>` +
      clouds +
      wave(sea + 2 * u, 2 * u, "#2f80ed", 0.3) +
      boat +
      wave(sea + 6 * u, 2.2 * u, "#1f6fd1", 1.1) +
      wave(sea + 14 * u, 2.4 * u, "#1456a8", 2.2),
  };
};
