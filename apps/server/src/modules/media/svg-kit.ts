/**
 * Small helpers to write the artwork's SVG: a seeded random source (the same slug always draws the
 * same picture, in every process) and number formatting that keeps the markup short.
 */

export type Random = () => number;

/** FNV-1a: a stable 32-bit seed from a string. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: fast, good enough for art, and identical on every machine. */
export function randomFrom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(random: Random, min: number, max: number): number {
  return min + (max - min) * random();
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length) % items.length] as T;
}

/** One decimal is below a pixel at every size served. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** `points` attribute of a polygon or polyline. */
export function points(list: readonly (readonly [number, number])[]): string {
  return list.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
}

/** `#rrggbb` mixed with another colour, `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const channel = (shift: number) => {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    return Math.round(ca + (cb - ca) * t);
  };
  const value = (channel(16) << 16) | (channel(8) << 8) | channel(0);
  return `#${value.toString(16).padStart(6, "0")}`;
}

/** A vertical gradient through evenly spaced stops. */
export function verticalGradient(id: string, stops: readonly string[]): string {
  const last = Math.max(1, stops.length - 1);
  const body = stops
    .map((color, i) => `<stop offset="${n((i / last) * 100)}%" stop-color="${color}"/>`)
    .join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${body}</linearGradient>`;
}

/** A radial glow: `color` at the centre fading to transparent. */
export function glowGradient(id: string, color: string, opacity = 1): string {
  return `<radialGradient id="${id}"><stop offset="0%" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="100%" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** A ridge line across the picture, from the left edge to the right, closed at the bottom. */
export function ridge(
  random: Random,
  width: number,
  height: number,
  options: { base: number; amplitude: number; steps: number; roughness?: number },
): string {
  const { base, amplitude, steps } = options;
  const roughness = options.roughness ?? 0.5;
  const list: [number, number][] = [[0, height]];
  let y = base;
  for (let i = 0; i <= steps; i++) {
    y += (random() - 0.5) * amplitude * roughness * 2;
    y = Math.min(base + amplitude, Math.max(base - amplitude, y));
    list.push([(i / steps) * width, y]);
  }
  list.push([width, height]);
  return points(list);
}
