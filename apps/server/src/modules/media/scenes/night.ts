import { between, glowGradient, mix, n, pick, points, ridge, verticalGradient } from "../svg-kit.ts";
import { type Canvas, chooseSetting, type Scene, type SceneParts } from "./canvas.ts";
import { expressionistTown } from "./expressionist.ts";

/** A bare tree grown by recursive forking, rooted at (x, y). */
function bareTree(c: Canvas, x: number, y: number, size: number, color: string): string {
  const parts: string[] = [];
  const grow = (x0: number, y0: number, angle: number, length: number, width: number, depth: number) => {
    const x1 = x0 + Math.cos(angle) * length;
    const y1 = y0 + Math.sin(angle) * length;
    const bend = (c.random() - 0.5) * length * 0.4;
    parts.push(
      `<path d="M${n(x0)} ${n(y0)} Q${n((x0 + x1) / 2 + bend)} ${n((y0 + y1) / 2)} ${n(x1)} ${n(y1)}" stroke-width="${n(width)}"/>`,
    );
    if (depth === 0) {
      return;
    }
    const forks = depth > 4 ? 2 : c.random() < 0.5 ? 2 : 3;
    for (let i = 0; i < forks; i++) {
      const turn = between(c.random, 0.25, 0.75) * (i % 2 === 0 ? -1 : 1);
      grow(x1, y1, angle + turn, length * between(c.random, 0.62, 0.8), width * 0.68, depth - 1);
    }
  };
  grow(x, y, -Math.PI / 2 + between(c.random, -0.15, 0.15), size, size * 0.16, 7);
  return `<g stroke="${color}" stroke-linecap="round" fill="none">${parts.join("")}</g>`;
}

function bat(x: number, y: number, s: number, color: string): string {
  return `<path fill="${color}" transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" d="M-6 0Q-4.5-2.5-3-1.2Q-1.5-2.6 0-0.6Q1.5-2.6 3-1.2Q4.5-2.5 6 0Q4.2-0.6 3 0.8Q1.6 0 0 1.4Q-1.6 0-3 0.8Q-4.2-0.6-6 0Z"/>`;
}

function castle(c: Canvas, x: number, ground: number, color: string): string {
  const { u, random } = c;
  const towers: string[] = [];
  const windows: string[] = [];
  const count = 3 + Math.floor(random() * 3);
  let left = x - count * 3.2 * u;
  for (let i = 0; i < count; i++) {
    const w = between(random, 3, 5.5) * u;
    const h = between(random, 12, 30) * u * (i === Math.floor(count / 2) ? 1.4 : 1);
    const top = ground - h;
    towers.push(`<rect x="${n(left)}" y="${n(top)}" width="${n(w)}" height="${n(h + u * 4)}"/>`);
    towers.push(
      `<polygon points="${points([
        [left - u * 0.6, top],
        [left + w / 2, top - w * between(random, 1.2, 2.2)],
        [left + w + u * 0.6, top],
      ])}"/>`,
    );
    if (random() < 0.7) {
      windows.push(
        `<rect x="${n(left + w / 2 - u * 0.5)}" y="${n(top + h * 0.3)}" width="${n(u)}" height="${n(u * 1.6)}" rx="${n(u * 0.5)}"/>`,
      );
    }
    left += w + between(random, 0.5, 2.5) * u;
  }
  towers.push(
    `<rect x="${n(x - count * 3.4 * u)}" y="${n(ground - 8 * u)}" width="${n(left - x + count * 3.4 * u)}" height="${n(12 * u)}"/>`,
  );
  return `<g fill="${color}">${towers.join("")}</g><g fill="#ffb347" opacity="0.9">${windows.join("")}</g>`;
}

/** A church with its spire and a graveyard of stones and crosses in front. */
function graveyard(c: Canvas, x: number, ground: number, color: string): string {
  const { u, random } = c;
  const church =
    `<rect x="${n(x - 12 * u)}" y="${n(ground - 12 * u)}" width="${n(18 * u)}" height="${n(16 * u)}"/>` +
    `<polygon points="${points([
      [x - 13 * u, ground - 12 * u],
      [x - 3 * u, ground - 19 * u],
      [x + 7 * u, ground - 12 * u],
    ])}"/>` +
    `<rect x="${n(x + 5 * u)}" y="${n(ground - 26 * u)}" width="${n(7 * u)}" height="${n(30 * u)}"/>` +
    `<polygon points="${points([
      [x + 4.5 * u, ground - 26 * u],
      [x + 8.5 * u, ground - 40 * u],
      [x + 12.5 * u, ground - 26 * u],
    ])}"/>` +
    `<rect x="${n(x + 8.2 * u)}" y="${n(ground - 45 * u)}" width="${n(0.6 * u)}" height="${n(5 * u)}"/><rect x="${n(x + 7 * u)}" y="${n(ground - 43.5 * u)}" width="${n(3 * u)}" height="${n(0.6 * u)}"/>`;
  const stones = Array.from({ length: 9 }, () => {
    const sx = x + between(random, -40, 40) * u;
    const sy = ground + between(random, 0, 3) * u;
    const h = between(random, 2.5, 5) * u;
    return random() < 0.5
      ? `<rect x="${n(sx)}" y="${n(sy - h)}" width="${n(h * 0.7)}" height="${n(h)}" rx="${n(h * 0.35)}"/>`
      : `<rect x="${n(sx)}" y="${n(sy - h * 1.3)}" width="${n(h * 0.18)}" height="${n(h * 1.3)}"/><rect x="${n(sx - h * 0.3)}" y="${n(sy - h)}" width="${n(h * 0.78)}" height="${n(h * 0.18)}"/>`;
  }).join("");
  const windows = `<rect x="${n(x - 5 * u)}" y="${n(ground - 8 * u)}" width="${n(1.6 * u)}" height="${n(3 * u)}" rx="${n(0.8 * u)}" fill="#ffb347" opacity="0.85"/>`;
  return `<g fill="${color}">${church}${stones}</g>${windows}`;
}

const HORROR_SKIES = {
  blood: { sky: ["#050108", "#1d040b", "#4f0a10", "#8a1a12", "#1a0306"], glow: "#ff3b2f", rim: "#b83a30" },
  ghoul: { sky: ["#020605", "#08140f", "#1a3326", "#4d6b4a", "#0a120d"], glow: "#b8f0a0", rim: "#6f8f63" },
} as const;

/** A blood (or sickly green) moon over a castle or a church on a hill, a bare tree, bats, mist. */
function moonlit(c: Canvas): SceneParts {
  const { width: W, height: H, u, random } = c;
  const moonX = c.focusX + between(random, -8, 8) * u;
  const moonY = c.focusY * 0.75;
  const r = between(random, 15, 20) * u;
  const ink = "#060105";
  const ground = H * (c.kind === "poster" ? 0.8 : 0.78);
  const bats = Array.from({ length: 5 + Math.floor(random() * 5) }, () =>
    bat(
      moonX + between(random, -2.2, 2.2) * r,
      moonY + between(random, -1.2, 1.6) * r,
      u * between(random, 0.35, 0.8),
      ink,
    ),
  ).join("");
  const fog = Array.from({ length: 4 }, (_, i) => {
    const y = ground - between(random, -4, 14) * u;
    return `<ellipse cx="${n(between(random, 0.1, 0.9) * W)}" cy="${n(y)}" rx="${n(W * between(random, 0.4, 0.7))}" ry="${n(between(random, 3, 7) * u)}" fill="url(#${i % 2 ? "fogA" : "fogB"})"/>`;
  }).join("");
  const treeX = c.kind === "poster" ? W * pick(random, [0.12, 0.86]) : W * 0.1;
  const church = chooseSetting(
    c,
    [false, false, false, true, true],
    [
      [/-(dead|grave|graveyard|cemetery|zombies?|ghouls?|church|witch|haxan)-/, 3],
      [/-(nosferatu|dracula|castle|vampires?|count|caligari|phantom)-/, 0],
    ],
  );
  const palette = church && random() < 0.6 ? HORROR_SKIES.ghoul : HORROR_SKIES.blood;
  const sky = palette.sky.map((color, i) => (i === 3 ? mix(color, c.accent, 0.2) : color));
  return {
    defs:
      verticalGradient("sky", sky) +
      glowGradient("moonGlow", palette.glow, 0.55) +
      `<radialGradient id="moon" cx="40%" cy="38%"><stop offset="0%" stop-color="#fff3e6"/><stop offset="55%" stop-color="${mix("#f2b79c", palette.glow, 0.3)}"/><stop offset="100%" stop-color="${palette.rim}"/></radialGradient>` +
      glowGradient("fogA", "#ff6650", 0.22) +
      glowGradient("fogB", "#c2b0b8", 0.2),
    body:
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<circle cx="${n(moonX)}" cy="${n(moonY)}" r="${n(r * 3.2)}" fill="url(#moonGlow)"/>` +
      `<circle cx="${n(moonX)}" cy="${n(moonY)}" r="${n(r)}" fill="url(#moon)"/>` +
      `<circle cx="${n(moonX + r * 0.3)}" cy="${n(moonY - r * 0.2)}" r="${n(r * 0.18)}" fill="#c9705e" opacity="0.35"/>` +
      `<circle cx="${n(moonX - r * 0.35)}" cy="${n(moonY + r * 0.3)}" r="${n(r * 0.12)}" fill="#c9705e" opacity="0.3"/>` +
      bats +
      `<polygon points="${ridge(random, W, H, { base: ground - 10 * u, amplitude: 8 * u, steps: 9 })}" fill="${palette.sky[4]}"/>` +
      (church
        ? graveyard(c, c.focusX + between(random, -6, 6) * u, ground - 2 * u, "#050304")
        : castle(c, c.focusX + between(random, -6, 6) * u, ground - 8 * u, "#0c0207")) +
      fog +
      `<polygon points="${ridge(random, W, H, { base: ground, amplitude: 3 * u, steps: 14 })}" fill="${ink}"/>` +
      bareTree(c, treeX, ground + u * 2, between(random, 13, 17) * u, ink),
  };
}

/** Horror: moonlit (most), or a crooked expressionist town for the cabinets of mad doctors. */
export const horror: Scene = (c) =>
  chooseSetting(
    c,
    [moonlit, moonlit, moonlit, moonlit, expressionistTown],
    [[/-(caligari|cabinet|doctor|somnambulist|golem)-/, 4]],
  )(c);

function skyline(c: Canvas, top: number, color: string): string {
  const { width: W, height: H, u, random } = c;
  const blocks: string[] = [];
  const lights: string[] = [];
  let x = -u * 2;
  while (x < W) {
    const w = between(random, 4, 9) * u;
    const h = between(random, 0.2, 1) * (H - top);
    const y = H - h;
    blocks.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/>`);
    if (random() < 0.5) {
      // Art deco steps and a mast.
      blocks.push(
        `<rect x="${n(x + w * 0.2)}" y="${n(y - u * 3)}" width="${n(w * 0.6)}" height="${n(u * 3)}"/>`,
      );
      blocks.push(
        `<rect x="${n(x + w * 0.47)}" y="${n(y - u * 9)}" width="${n(u * 0.35)}" height="${n(u * 6)}"/>`,
      );
    }
    for (let wy = y + u * 2; wy < H - u; wy += u * 2.4) {
      for (let wx = x + u; wx < x + w - u; wx += u * 1.8) {
        if (random() < 0.22) {
          lights.push(`M${n(wx)} ${n(wy)}h${n(u * 0.7)}v${n(u * 1.1)}h${n(-u * 0.7)}z`);
        }
      }
    }
    x += w + between(random, 0, 1.5) * u;
  }
  return `<g fill="${color}">${blocks.join("")}</g><path fill="#ffd58a" opacity="0.75" d="${lights.join("")}"/>`;
}

/** A capsule lodged in the face of a huge moon, the Earth small in a starry sky. */
function moonShot(c: Canvas): SceneParts {
  const { width: W, height: H, u, random } = c;
  const mx = c.focusX + (c.kind === "poster" ? 6 : 4) * u;
  const my = H * (c.kind === "poster" ? 0.62 : 0.72);
  const r = (c.kind === "poster" ? 46 : 42) * u;
  const dots: string[][] = [[], []];
  for (let i = 0; i < (c.kind === "poster" ? 200 : 320); i++) {
    dots[random() < 0.15 ? 1 : 0]?.push(`M${n(random() * W)} ${n(random() * H)}h0`);
  }
  const craters = Array.from({ length: 9 }, () => {
    const a = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * r * 0.8;
    return `<circle cx="${n(mx + Math.cos(a) * d)}" cy="${n(my + Math.sin(a) * d)}" r="${n(between(random, 2, 7) * u)}" fill="url(#crater)"/>`;
  }).join("");
  const hx = mx - r * 0.28;
  const hy = my - r * 0.55;
  const angle = between(random, 30, 50);
  const s = 1.1 * u;
  return {
    defs:
      `<radialGradient id="moonFace" cx="38%" cy="32%" r="75%"><stop offset="0%" stop-color="#fbf4e2"/><stop offset="60%" stop-color="#d9cfb8"/><stop offset="100%" stop-color="${mix("#8f8a99", c.accent, 0.2)}"/></radialGradient>` +
      `<radialGradient id="crater" cx="40%" cy="40%"><stop offset="0%" stop-color="#a89f8c" stop-opacity="0.2"/><stop offset="80%" stop-color="#8d846f" stop-opacity="0.55"/><stop offset="100%" stop-color="#fffaf0" stop-opacity="0.5"/></radialGradient>` +
      `<linearGradient id="shell" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="#f2f2f2"/><stop offset="100%" stop-color="#8a8f99"/></linearGradient>` +
      glowGradient("halo", "#cfd8ff", 0.35) +
      glowGradient("earthGlow", "#7fc8ff", 0.5) +
      `<radialGradient id="earth" cx="35%" cy="30%"><stop offset="0%" stop-color="#bfe6ff"/><stop offset="45%" stop-color="#3f86c9"/><stop offset="75%" stop-color="#2f7a4f"/><stop offset="100%" stop-color="#0b2046"/></radialGradient>`,
    body:
      `<rect width="${W}" height="${H}" fill="#04040c"/>` +
      `<g stroke="#fff" stroke-linecap="round" fill="none"><path d="${dots[0]?.join("")}" stroke-width="${n(0.3 * u)}" opacity="0.5"/><path d="${dots[1]?.join("")}" stroke-width="${n(0.6 * u)}" opacity="0.9"/></g>` +
      `<circle cx="${n(W * (c.kind === "poster" ? 0.2 : 0.18))}" cy="${n(H * 0.16)}" r="${n(10 * u)}" fill="url(#earthGlow)"/>` +
      `<circle cx="${n(W * (c.kind === "poster" ? 0.2 : 0.18))}" cy="${n(H * 0.16)}" r="${n(4 * u)}" fill="url(#earth)"/>` +
      `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(r * 1.35)}" fill="url(#halo)"/>` +
      `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(r)}" fill="url(#moonFace)"/>` +
      craters +
      `<path d="M${n(hx - 40 * u)} ${n(hy - 40 * u * Math.tan((angle * Math.PI) / 180))}L${n(hx)} ${n(hy)}" stroke="#ffffff" stroke-width="${n(0.4 * u)}" stroke-dasharray="${n(u)} ${n(1.6 * u)}" opacity="0.5"/>` +
      // The capsule's nose sits in a fresh crater: lodged, not resting.
      `<circle cx="${n(hx + Math.cos((angle * Math.PI) / 180) * 4 * s)}" cy="${n(hy + Math.sin((angle * Math.PI) / 180) * 4 * s)}" r="${n(6 * s)}" fill="url(#crater)"/>` +
      `<g transform="translate(${n(hx)} ${n(hy)}) rotate(${n(angle)})"><path d="M${n(-14 * s)} ${n(-3 * s)}H${n(-2 * s)}Q${n(4 * s)} ${n(-3 * s)} ${n(6 * s)} 0Q${n(4 * s)} ${n(3 * s)} ${n(-2 * s)} ${n(3 * s)}H${n(-14 * s)}Z" fill="url(#shell)"/><rect x="${n(-15 * s)}" y="${n(-3.4 * s)}" width="${n(1.6 * s)}" height="${n(6.8 * s)}" fill="#6b707a"/></g>`,
  };
}

/**
 * Science fiction: a ringed planet above an art deco city; for a voyage (science fiction and
 * adventure), a capsule landed in the moon's face.
 */
export const scienceFiction: Scene = (c) => (c.genres.includes("adventure") ? moonShot(c) : planetCity(c));

/** A ringed planet, a nebula and stars above an art deco city with search lights. */
function planetCity(c: Canvas): SceneParts {
  const { width: W, height: H, u, random } = c;
  // Stars as round dots of three paths (dim, mid, bright): one element each renders far faster than 400 circles.
  const layers: string[][] = [[], [], []];
  for (let i = 0; i < (c.kind === "poster" ? 260 : 420); i++) {
    const layer = random() < 0.1 ? 2 : random() < 0.5 ? 1 : 0;
    layers[layer]?.push(`M${n(random() * W)} ${n(random() * H * 0.8)}h0`);
  }
  const stars = layers
    .map(
      (dots, i) =>
        `<path d="${dots.join("")}" stroke-width="${n((0.35 + i * 0.25) * u)}" opacity="${n(0.4 + i * 0.3)}"/>`,
    )
    .join("");
  const px = c.focusX + between(random, -10, 10) * u;
  const py = c.focusY + between(random, -6, 4) * u;
  const pr = between(random, 17, 24) * u;
  const tilt = between(random, -24, -8);
  const hue = pick(random, [
    ["#ffd6a0", "#e0703a", "#3a1030"],
    ["#b5f0ff", "#3a7bd5", "#0b1240"],
    ["#e6c2ff", "#8a4fd8", "#1d0b3a"],
  ]);
  const cityTop = H * 0.7;
  const beams = Array.from({ length: 3 }, () => {
    const bx = between(random, 0.1, 0.9) * W;
    const angle = between(random, -0.5, 0.5);
    const len = H * 0.9;
    const tx = bx + Math.sin(angle) * len;
    const ty = H * 0.75 - Math.cos(angle) * len;
    return `<polygon points="${points([
      [bx - u * 0.3, H * 0.75],
      [tx - u * 5, ty],
      [tx + u * 5, ty],
      [bx + u * 0.3, H * 0.75],
    ])}" fill="url(#beam)" opacity="0.35"/>`;
  }).join("");
  return {
    defs:
      verticalGradient("sky", ["#02030b", "#0a0d2c", "#22124a", mix("#5b1d63", c.accent, 0.25)]) +
      glowGradient("nebulaA", "#ff4fa3", 0.45) +
      glowGradient("nebulaB", "#3fd0ff", 0.35) +
      glowGradient("atmo", hue[1] as string, 0.7) +
      `<radialGradient id="planet" cx="30%" cy="28%" r="85%"><stop offset="0%" stop-color="${hue[0]}"/><stop offset="45%" stop-color="${hue[1]}"/><stop offset="100%" stop-color="${hue[2]}"/></radialGradient>` +
      `<linearGradient id="ring" x1="0" x2="1"><stop offset="0%" stop-color="#ffffff" stop-opacity="0.1"/><stop offset="50%" stop-color="#ffe9c4" stop-opacity="0.85"/><stop offset="100%" stop-color="#ffffff" stop-opacity="0.1"/></linearGradient>` +
      `<linearGradient id="beam" x1="0" y1="1" x2="0" y2="0"><stop offset="0%" stop-color="#e8f4ff" stop-opacity="0.9"/><stop offset="100%" stop-color="#e8f4ff" stop-opacity="0"/></linearGradient>`,
    body:
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<ellipse cx="${n(between(random, 0.2, 0.8) * W)}" cy="${n(H * 0.3)}" rx="${n(W * 0.55)}" ry="${n(H * 0.22)}" fill="url(#nebulaA)" transform="rotate(${n(between(random, -25, 25))} ${n(W / 2)} ${n(H * 0.3)})"/>` +
      `<ellipse cx="${n(between(random, 0.2, 0.8) * W)}" cy="${n(H * 0.45)}" rx="${n(W * 0.5)}" ry="${n(H * 0.18)}" fill="url(#nebulaB)"/>` +
      `<g stroke="#ffffff" stroke-linecap="round" fill="none">${stars}</g>` +
      beams +
      `<circle cx="${n(px)}" cy="${n(py)}" r="${n(pr * 1.6)}" fill="url(#atmo)"/>` +
      `<g transform="rotate(${n(tilt)} ${n(px)} ${n(py)})">` +
      `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(pr * 2.1)}" ry="${n(pr * 0.42)}" fill="none" stroke="url(#ring)" stroke-width="${n(pr * 0.16)}" opacity="0.6"/>` +
      `<circle cx="${n(px)}" cy="${n(py)}" r="${n(pr)}" fill="url(#planet)"/>` +
      `<path d="M${n(px - pr * 2.1)} ${n(py)}A${n(pr * 2.1)} ${n(pr * 0.42)} 0 0 0 ${n(px + pr * 2.1)} ${n(py)}" fill="none" stroke="url(#ring)" stroke-width="${n(pr * 0.16)}"/>` +
      `</g>` +
      `<circle cx="${n(px - pr * 2.6)}" cy="${n(py - pr * 1.2)}" r="${n(pr * 0.22)}" fill="#cfd6ff" opacity="0.85"/>` +
      skyline(c, cityTop, "#05061a"),
  };
}

function biplane(x: number, y: number, s: number, angle: number): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${n(s)})"><ellipse cx="0" cy="0" rx="9" ry="1.4"/><rect x="-2.5" y="-4" width="5" height="1" rx="0.5"/><rect x="-2.2" y="1.6" width="4.4" height="1" rx="0.5"/><path d="M-2-3.4L-1.6 1.8M2-3.4L1.6 1.8" stroke="currentColor" stroke-width="0.35"/><path d="M-9 0L-11-3L-8.5-0.6Z"/><rect x="8.6" y="-2" width="0.5" height="4"/></g>`;
}

/** War: a burning horizon, search lights crossing through smoke, biplanes, ruins in the foreground. */
export const war: Scene = (c) => {
  const { width: W, height: H, u, random } = c;
  const horizon = H * 0.74;
  const smoke = Array.from({ length: 14 }, () => {
    return `<circle cx="${n(random() * W)}" cy="${n(between(random, 0.25, 0.75) * H)}" r="${n(between(random, 8, 22) * u)}" fill="url(#${pick(random, ["smokeA", "smokeB", "smokeC"])})"/>`;
  }).join("");
  const beams = Array.from({ length: 3 }, () => {
    const bx = between(random, 0.05, 0.95) * W;
    const angle = between(random, -0.7, 0.7);
    const len = H;
    const tx = bx + Math.sin(angle) * len;
    const ty = horizon - Math.cos(angle) * len;
    return `<polygon points="${points([
      [bx, horizon],
      [tx - u * 6, ty],
      [tx + u * 6, ty],
    ])}" fill="url(#beam)"/>`;
  }).join("");
  const planes = Array.from({ length: 2 + Math.floor(random() * 3) }, (_, i) =>
    biplane(
      c.focusX + between(random, -30, 30) * u,
      c.focusY + between(random, -15, 10) * u + i * 4 * u,
      u * between(random, 0.5, 1),
      between(random, -12, 8),
    ),
  ).join("");
  const ruins = Array.from({ length: 16 }, () => {
    const x = random() * W;
    const h = between(random, 2, 12) * u;
    return `<rect x="${n(x)}" y="${n(horizon + 4 * u - h)}" width="${n(between(random, 0.4, 3) * u)}" height="${n(h + 6 * u)}"/>`;
  }).join("");
  const embers = Array.from({ length: 40 }, () => {
    return `<circle cx="${n(random() * W)}" cy="${n(between(random, 0.4, 0.95) * H)}" r="${n(between(random, 0.1, 0.35) * u)}" opacity="${n(between(random, 0.4, 1))}"/>`;
  }).join("");
  return {
    defs:
      verticalGradient("sky", ["#0f110d", "#272a20", "#4a3a26", mix("#d9702a", c.accent, 0.2), "#1a120c"]) +
      glowGradient("fire", "#ff8a3d", 0.6) +
      `<linearGradient id="beam" x1="0" y1="1" x2="0" y2="0"><stop offset="0%" stop-color="#fff4d6" stop-opacity="0.35"/><stop offset="100%" stop-color="#fff4d6" stop-opacity="0"/></linearGradient>` +
      glowGradient("smokeA", "#1e1f1a", 0.6) +
      glowGradient("smokeB", "#3a3529", 0.55) +
      glowGradient("smokeC", "#4d3a2a", 0.5),
    body:
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<ellipse cx="${n(c.focusX)}" cy="${n(horizon)}" rx="${n(W * 0.6)}" ry="${n(H * 0.2)}" fill="url(#fire)"/>` +
      beams +
      smoke +
      `<g fill="#0d0d0a" color="#0d0d0a">${planes}</g>` +
      `<polygon points="${ridge(random, W, H, { base: horizon + 2 * u, amplitude: 2 * u, steps: 20 })}" fill="#0a0a08"/>` +
      `<g fill="#0a0a08">${ruins}</g>` +
      `<g fill="#ffb04a">${embers}</g>`,
  };
};
