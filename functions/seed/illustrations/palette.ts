// Colour helpers and named colours shared by the product illustrations.

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const clean = hex.replace('#', '');
  const full = clean.length === 3 ? [...clean].map((c) => c + c).join('') : clean;
  const value = Number.parseInt(full, 16);
  if (full.length !== 6 || Number.isNaN(value)) throw new Error(`Not a hex colour: ${hex}`);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Linear blend of two hex colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}

/** Positive amounts lighten towards white, negative amounts darken towards a deep navy-black. */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#10121a', -amount);
}

/** Relative luminance in 0..1, used to pick contrasting details. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Soft studio backdrops (light tints). */
export const BACKDROP = {
  sand: '#f3ebe0',
  blush: '#f6e6e4',
  sage: '#e6efe6',
  sky: '#e3edf7',
  lilac: '#ece8f6',
  mist: '#e9eef0',
  butter: '#f6f0dc',
  peach: '#f8e8dc',
  mint: '#e0f2ee',
  stone: '#ecebe8',
} as const;

/** Upholstery and body colours. */
export const FABRIC = {
  oatmeal: '#d9ccb8',
  charcoal: '#4a4d55',
  forest: '#3f6b56',
  navy: '#2f4268',
  mustard: '#d4a23a',
  terracotta: '#c46a4a',
  dustyPink: '#d8a3a0',
  teal: '#2f7f86',
  cognac: '#a85f32',
  dove: '#b9bcc2',
  sage: '#9fb59a',
  plum: '#6e4a6b',
  ink: '#23252d',
  cream: '#efe7d8',
} as const;

/** Wood and metal finishes. */
export const FINISH = {
  oak: '#c89b6a',
  walnut: '#6f4a30',
  ash: '#dcc29c',
  blackWood: '#2b2a2c',
  brass: '#c9a45c',
  chrome: '#c9ced6',
  steel: '#8e959f',
  gunmetal: '#4b4f57',
  gold: '#d8b26e',
  roseGold: '#d9a38f',
  black: '#1f2127',
  white: '#f4f4f2',
} as const;
