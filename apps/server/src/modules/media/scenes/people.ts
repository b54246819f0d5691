import { between, glowGradient, mix, n, pick, points, ridge, verticalGradient } from "../svg-kit.ts";
import { type Canvas, chooseSetting, type Scene, type SceneParts } from "./canvas.ts";

/** A standing figure in a long coat, feet at (x, feet), `s` = one unit of its height (~45 units tall). */
export function standingFigure(x: number, feet: number, s: number): string {
  const at = (dx: number, dy: number) => `${n(x + dx * s)} ${n(feet - dy * s)}`;
  return (
    `<circle cx="${n(x)}" cy="${n(feet - 41 * s)}" r="${n(3.4 * s)}"/>` +
    // Neck, shoulders, a coat narrowing at the waist and flaring to the knees, two legs.
    `<path d="M${at(-1.4, 37.8)}L${at(-6.2, 35.6)}Q${at(-7.4, 34.8)} ${at(-7, 30)}L${at(-5.6, 22)}L${at(-6.6, 10)}L${at(-3.4, 10)}L${at(-3, 0)}L${at(-0.6, 0)}L${at(-0.3, 9)}L${at(0.3, 9)}L${at(0.6, 0)}L${at(3, 0)}L${at(3.4, 10)}L${at(6.6, 10)}L${at(5.6, 22)}L${at(7, 30)}Q${at(7.4, 34.8)} ${at(6.2, 35.6)}L${at(1.4, 37.8)}Z"/>`
  );
}

function windowLight(c: Canvas): SceneParts {
  const { width: W, height: H, u, random } = c;
  const wx = c.focusX + between(random, -4, 4) * u;
  const wTop = H * 0.12;
  const ww = 16 * u;
  const wh = c.kind === "poster" ? H * 0.36 : H * 0.5;
  const floor = H * 0.82;
  const fx = wx + between(random, -10, 10) * u;
  const s = (c.kind === "poster" ? 1.05 : 0.8) * u;
  const dust = Array.from({ length: 50 }, () => {
    return `<circle cx="${n(wx + between(random, -18, 28) * u)}" cy="${n(between(random, wTop, floor))}" r="${n(between(random, 0.1, 0.3) * u)}" opacity="${n(between(random, 0.2, 0.8))}"/>`;
  }).join("");
  const light = mix(pick(random, ["#f6d9a2", "#f2b8a0", "#d8e6f2"]), c.accent, 0.2);
  return {
    defs:
      verticalGradient("wall", ["#0a111d", "#17263a", "#223348", "#0c131e"]) +
      `<linearGradient id="shaft" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="${light}" stop-opacity="0.45"/><stop offset="100%" stop-color="${light}" stop-opacity="0.05"/></linearGradient>` +
      glowGradient("pool", light, 0.5) +
      glowGradient("halo", light, 0.35),
    body:
      `<rect width="${W}" height="${H}" fill="url(#wall)"/>` +
      `<circle cx="${n(wx)}" cy="${n(wTop + wh / 2)}" r="${n(wh)}" fill="url(#halo)"/>` +
      `<path d="M${n(wx - ww / 2)} ${n(wTop + wh)}L${n(wx - ww / 2)} ${n(wTop + ww / 2)}A${n(ww / 2)} ${n(ww / 2)} 0 0 1 ${n(wx + ww / 2)} ${n(wTop + ww / 2)}L${n(wx + ww / 2)} ${n(wTop + wh)}Z" fill="${light}"/>` +
      `<g stroke="#0c1420" stroke-width="${n(0.9 * u)}"><path d="M${n(wx)} ${n(wTop)}V${n(wTop + wh)}M${n(wx - ww / 2)} ${n(wTop + wh * 0.45)}H${n(wx + ww / 2)}M${n(wx - ww / 2)} ${n(wTop + wh * 0.75)}H${n(wx + ww / 2)}"/></g>` +
      `<polygon points="${points([
        [wx - ww / 2, wTop + wh * 0.2],
        [wx + ww / 2, wTop + wh * 0.2],
        [fx + 26 * u, floor + 2 * u],
        [fx - 4 * u, floor + 2 * u],
      ])}" fill="url(#shaft)"/>` +
      `<rect y="${n(floor)}" width="${W}" height="${n(H - floor)}" fill="#070b12"/>` +
      `<ellipse cx="${n(fx + 10 * u)}" cy="${n(floor + 2 * u)}" rx="${n(24 * u)}" ry="${n(4 * u)}" fill="url(#pool)"/>` +
      `<g fill="#05080e">${standingFigure(fx, floor, s)}</g>` +
      `<g fill="${light}">${dust}</g>`,
  };
}

/** A street lamp in the rain; a figure under an umbrella in its light; the wet street shines. */
function streetLamp(c: Canvas): SceneParts {
  const { width: W, height: H, u, random } = c;
  const street = H * 0.8;
  const lx = c.focusX + (c.kind === "poster" ? -14 : -18) * u;
  const top = H * (c.kind === "poster" ? 0.22 : 0.16);
  const fx = lx + between(random, 12, 20) * u;
  const s = (c.kind === "poster" ? 1.05 : 0.8) * u;
  const light = mix("#ffd59a", c.accent, 0.2);
  const rain = Array.from({ length: 140 }, () => {
    const x = lx + between(random, -40, 40) * u;
    const y = between(random, top, street);
    return `<path d="M${n(x)} ${n(y)}l${n(-0.6 * u)} ${n(3 * u)}"/>`;
  }).join("");
  const reflections = Array.from({ length: 6 }, (_, i) => {
    const half = (3 + i * 1.5) * u;
    return `<rect x="${n(lx - half + between(random, -1, 1) * u)}" y="${n(street + (2 + i * 2.6) * u)}" width="${n(half * 2)}" height="${n(0.9 * u)}" rx="${n(0.45 * u)}" opacity="${n(0.5 - i * 0.07)}"/>`;
  }).join("");
  const umbrella = `<path d="M${n(fx - 10 * s)} ${n(street - 40 * s)}Q${n(fx)} ${n(street - 54 * s)} ${n(fx + 10 * s)} ${n(street - 40 * s)}Z"/><path d="M${n(fx)} ${n(street - 47 * s)}V${n(street - 30 * s)}" stroke="#04060c" stroke-width="${n(0.7 * s)}"/>`;
  return {
    defs:
      verticalGradient("night", ["#05070f", "#141a33", "#26284a", "#0b0d1a"]) +
      glowGradient("lamp", light, 0.75) +
      `<linearGradient id="cone" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="${light}" stop-opacity="0.4"/><stop offset="100%" stop-color="${light}" stop-opacity="0.06"/></linearGradient>` +
      glowGradient("ripple", light, 0.6),
    body:
      `<rect width="${W}" height="${H}" fill="url(#night)"/>` +
      `<polygon points="${ridge(random, W, H, { base: street - 30 * u, amplitude: 8 * u, steps: 8, roughness: 1 })}" fill="#0c0f1f"/>` +
      `<circle cx="${n(lx)}" cy="${n(top + 3 * u)}" r="${n(30 * u)}" fill="url(#lamp)"/>` +
      `<polygon points="${points([
        [lx - 2 * u, top + 4 * u],
        [lx + 2 * u, top + 4 * u],
        [lx + 24 * u, street],
        [lx - 24 * u, street],
      ])}" fill="url(#cone)"/>` +
      `<rect y="${n(street)}" width="${W}" height="${n(H - street)}" fill="#080a14"/>` +
      `<g fill="url(#ripple)">${reflections}</g>` +
      `<g fill="#04060c"><rect x="${n(lx - 0.7 * u)}" y="${n(top + 4 * u)}" width="${n(1.4 * u)}" height="${n(street - top)}"/><path d="M${n(lx - 3 * u)} ${n(top + 4 * u)}L${n(lx - 2 * u)} ${n(top)}H${n(lx + 2 * u)}L${n(lx + 3 * u)} ${n(top + 4 * u)}Z"/><rect x="${n(lx - 2 * u)}" y="${n(street - 2 * u)}" width="${n(4 * u)}" height="${n(2 * u)}"/></g>` +
      `<circle cx="${n(lx)}" cy="${n(top + 3 * u)}" r="${n(1.6 * u)}" fill="#fff6e0"/>` +
      `<g fill="#04060c">${standingFigure(fx, street, s * 0.9)}${umbrella}</g>` +
      `<g stroke="${light}" stroke-width="${n(0.15 * u)}" opacity="0.45">${rain}</g>`,
  };
}

/** A great stone staircase seen from above; small figures and their long shadows on the steps. */
function staircase(c: Canvas): SceneParts {
  const { width: W, height: H, u, random } = c;
  const steps: string[] = [];
  const count = 16;
  const rise = H / count;
  const stone = pick(random, ["#b9ab93", "#9fa6a8", "#c2a58a"]);
  for (let i = 0; i < count; i++) {
    const y = i * rise;
    steps.push(
      `<rect y="${n(y)}" width="${W}" height="${n(rise * 0.72)}" fill="${mix(stone, "#1b1b1f", 0.15 + i * 0.02)}"/>`,
    );
    steps.push(
      `<rect y="${n(y + rise * 0.72)}" width="${W}" height="${n(rise * 0.28)}" fill="${mix(stone, "#0b0b0e", 0.6)}"/>`,
    );
  }
  const figures = Array.from({ length: 3 + Math.floor(random() * 3) }, (_, i) => {
    const row = 3 + Math.floor(random() * (count - 5));
    const feet = row * rise + rise * 0.7;
    const x = i === 0 ? c.focusX : between(random, 0.08, 0.92) * W;
    const s = (i === 0 ? 0.8 : between(random, 0.35, 0.5)) * u * (c.kind === "poster" ? 1.3 : 1);
    return (
      `<g fill="#0d0b0c" opacity="0.45" transform="translate(${n(x)} ${n(feet)}) skewX(-40) scale(1 -0.45) translate(${n(-x)} ${n(-feet)})">${standingFigure(x, feet, s)}</g>` +
      `<g fill="#0d0b0c">${standingFigure(x, feet, s)}</g>`
    );
  }).join("");
  return {
    defs: `<linearGradient id="sun" x1="0" y1="0" x2="1" y2="1"><stop offset="0%" stop-color="#fff2d6" stop-opacity="0.45"/><stop offset="60%" stop-color="${c.accent}" stop-opacity="0.1"/><stop offset="100%" stop-color="#000" stop-opacity="0.5"/></linearGradient>`,
    body: `${steps.join("")}${figures}<rect width="${W}" height="${H}" fill="url(#sun)"/>`,
  };
}

/** Drama: one of three staged moments, chosen by the slug. */
export const drama: Scene = (c) =>
  chooseSetting(
    c,
    [windowLight, streetLamp, staircase],
    [
      [/-(window|prison|passion|joan|cell|convent|notre|dame|cathedral|faust)-/, 0],
      [/-(rain|street|night|city|blossoms|box)-/, 1],
      [/-(potemkin|battleship|stairs?|steps|staircase|intolerance|babylon)-/, 2],
    ],
  )(c);

/** Soft photographic clouds, filled with the scene's `cloud` gradient. */
function clouds(c: Canvas, top: number, bottom: number): string {
  const { width: W, u, random } = c;
  return Array.from({ length: 7 }, () => {
    return `<ellipse cx="${n(random() * W)}" cy="${n(between(random, top, bottom))}" rx="${n(between(random, 15, 35) * u)}" ry="${n(between(random, 3, 7) * u)}" fill="url(#cloud)" opacity="${n(between(random, 0.25, 0.55))}"/>`;
  }).join("");
}

/** A muted, grainy landscape photograph: snowfield, far hills, a traveller with a sled, a snow house. */
function tundra(c: Canvas): SceneParts {
  const { width: W, height: H, u, random } = c;
  const tone = pick(random, [
    { sky: ["#7f8b90", "#b9bfbc", "#dcdad1"], hills: "#6f7a7d", land: "#e6e4db", ink: "#23272a" },
    { sky: ["#857762", "#bcae94", "#e2d7c0"], hills: "#7c6f5a", land: "#e0d5be", ink: "#29231c" },
  ]);
  const horizon = H * (c.kind === "poster" ? 0.58 : 0.62);
  const x = c.focusX + between(random, -8, 4) * u;
  const s = (c.kind === "poster" ? 1.1 : 0.8) * u;
  const ground = horizon + 14 * u;
  const dome = x + 22 * u;
  return {
    defs:
      verticalGradient("sky", tone.sky) +
      verticalGradient("land", [tone.land, mix(tone.land, tone.hills, 0.3)]) +
      glowGradient("cloud", "#f4f2ea", 0.9),
    body:
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      clouds(c, H * 0.08, horizon - 10 * u) +
      `<polygon points="${ridge(random, W, H, { base: horizon - 3 * u, amplitude: 3 * u, steps: 12, roughness: 0.8 })}" fill="${mix(tone.hills, tone.sky[1] as string, 0.45)}"/>` +
      `<polygon points="${ridge(random, W, H, { base: horizon, amplitude: 1.5 * u, steps: 16 })}" fill="${tone.hills}"/>` +
      `<path d="M0 ${n(horizon + 2 * u)}H${n(W)}V${n(H)}H0Z" fill="url(#land)"/>` +
      `<path d="M${n(dome - 10 * u)} ${n(ground)}A${n(10 * u)} ${n(8 * u)} 0 0 1 ${n(dome + 10 * u)} ${n(ground)}Z" fill="${mix(tone.land, "#ffffff", 0.4)}" stroke="${mix(tone.land, tone.ink, 0.25)}" stroke-width="${n(0.3 * u)}"/>` +
      `<path d="M${n(dome - 2.5 * u)} ${n(ground)}V${n(ground - 3 * u)}A${n(2.5 * u)} ${n(2.5 * u)} 0 0 1 ${n(dome + 2.5 * u)} ${n(ground - 3 * u)}V${n(ground)}Z" fill="${tone.ink}"/>` +
      `<g fill="${tone.ink}">${standingFigure(x, ground, s * 0.5)}<rect x="${n(x - 16 * s)}" y="${n(ground - 3 * s)}" width="${n(11 * s)}" height="${n(2.2 * s)}"/><path d="M${n(x - 17 * s)} ${n(ground)}H${n(x - 4 * s)}" stroke="${tone.ink}" stroke-width="${n(0.5 * s)}"/><path d="M${n(x - 5 * s)} ${n(ground - 2 * s)}L${n(x - 1.5 * s)} ${n(ground - 12 * s)}" stroke="${tone.ink}" stroke-width="${n(0.4 * s)}"/></g>`,
  };
}

/** A camera on its tripod on a roof above a smoky industrial town, in a sepia morning. */
function cameraRoof(c: Canvas): SceneParts {
  const { width: W, height: H, u, random } = c;
  const roof = H * 0.82;
  const town: string[] = [];
  let bx = 0;
  while (bx < W) {
    const w = between(random, 5, 12) * u;
    const h = between(random, 8, 26) * u;
    town.push(`M${n(bx)} ${n(roof + u)}V${n(roof - h)}H${n(bx + w)}V${n(roof + u)}`);
    if (random() < 0.35) {
      town.push(
        `M${n(bx + w * 0.3)} ${n(roof - h + 1)}V${n(roof - h - 10 * u)}h${n(1.6 * u)}V${n(roof - h + 1)}Z`,
      );
    }
    bx += w;
  }
  const x = c.focusX + between(random, -4, 4) * u;
  const s = (c.kind === "poster" ? 1.2 : 0.95) * u;
  const body = roof - 30 * s;
  const camera =
    `<path d="M${n(x)} ${n(body + 6 * s)}L${n(x - 10 * s)} ${n(roof)}M${n(x)} ${n(body + 6 * s)}L${n(x + 10 * s)} ${n(roof)}M${n(x)} ${n(body + 6 * s)}L${n(x + 1 * s)} ${n(roof)}" stroke-width="${n(1 * s)}"/>` +
    `<rect x="${n(x - 6 * s)}" y="${n(body - 4 * s)}" width="${n(12 * s)}" height="${n(10 * s)}" rx="${n(s)}" stroke="none"/>` +
    `<rect x="${n(x + 6 * s)}" y="${n(body - 1 * s)}" width="${n(5 * s)}" height="${n(4 * s)}" stroke="none"/>` +
    `<circle cx="${n(x - 3 * s)}" cy="${n(body - 10 * s)}" r="${n(6 * s)}" fill="none" stroke-width="${n(1.2 * s)}"/>` +
    `<circle cx="${n(x + 8 * s)}" cy="${n(body - 10 * s)}" r="${n(6 * s)}" fill="none" stroke-width="${n(1.2 * s)}"/>`;
  return {
    defs:
      verticalGradient("sky", ["#6e6250", "#a89a80", "#d8ccb0", "#bfae8e"]) +
      glowGradient("sun", "#fff4dc", 0.7) +
      glowGradient("cloud", "#5e5446", 0.9),
    body:
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<circle cx="${n(x + 14 * u)}" cy="${n(H * 0.32)}" r="${n(28 * u)}" fill="url(#sun)"/>` +
      clouds(c, roof - 40 * u, roof - 10 * u) +
      `<path fill="#6b604f" d="${town.join("")}Z"/>` +
      `<rect y="${n(roof)}" width="${W}" height="${n(H - roof)}" fill="#2b251d"/>` +
      `<g fill="#201b15" stroke="#201b15">${camera}</g>`,
  };
}

/** Documentary: a muted photograph, chosen by the slug. */
export const documentary: Scene = (c) =>
  chooseSetting(
    c,
    [tundra, cameraRoof],
    [
      [/-(north|arctic|ice|snow|polar|nanook)-/, 0],
      [/-(camera|film|cinema|movie|city)-/, 1],
    ],
  )(c);
