// Shared SVG building blocks: element helpers, a definitions collector (gradients, blur, clips)
// and the studio scene every product is placed in (tinted backdrop, glow, soft floor shadow).
import { shade } from './palette.ts';

export const SIZE = 800;

type AttrValue = string | number | undefined;
export type Attrs = Record<string, AttrValue>;

function fmt(value: string | number): string {
  return typeof value === 'number' ? String(Math.round(value * 100) / 100) : value;
}

function attrs(list: Attrs): string {
  return Object.entries(list)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${fmt(value)}"`)
    .join('');
}

/** A self-closing element, or a container when children are given. */
export function el(tag: string, list: Attrs, children?: string): string {
  return children === undefined ? `<${tag}${attrs(list)}/>` : `<${tag}${attrs(list)}>${children}</${tag}>`;
}

export const g = (list: Attrs, ...children: string[]): string => el('g', list, children.join(''));

export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, rx: rx > 0 ? rx : undefined, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}): string => el('path', { d, fill, ...extra });

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}): string =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra });

/** A quadrilateral (e.g. a surface seen in slight perspective). */
export const quad = (points: readonly (readonly [number, number])[], fill: string, extra: Attrs = {}): string =>
  el('polygon', { points: points.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' '), fill, ...extra });

/** Rounded rectangle path whose corners can differ: top-left, top-right, bottom-right, bottom-left. */
export function roundedPath(x: number, y: number, w: number, h: number, r: readonly [number, number, number, number]): string {
  const clamp = (v: number) => fmt(Math.max(0, Math.min(v, w / 2, h / 2)));
  const [tl, tr, br, bl] = [Number(clamp(r[0])), Number(clamp(r[1])), Number(clamp(r[2])), Number(clamp(r[3]))];
  return [
    `M${fmt(x + tl)} ${fmt(y)}`,
    `H${fmt(x + w - tr)}`,
    `Q${fmt(x + w)} ${fmt(y)} ${fmt(x + w)} ${fmt(y + tr)}`,
    `V${fmt(y + h - br)}`,
    `Q${fmt(x + w)} ${fmt(y + h)} ${fmt(x + w - br)} ${fmt(y + h)}`,
    `H${fmt(x + bl)}`,
    `Q${fmt(x)} ${fmt(y + h)} ${fmt(x)} ${fmt(y + h - bl)}`,
    `V${fmt(y + tl)}`,
    `Q${fmt(x)} ${fmt(y)} ${fmt(x + tl)} ${fmt(y)}`,
    'Z',
  ].join(' ');
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

const ID_MARK = '__ID__';

/** Collects <defs> entries and hands back `url(#…)` references. */
export class Defs {
  private readonly entries: string[] = [];
  private count = 0;

  private next(kind: string): string {
    this.count += 1;
    return `${ID_MARK}${kind}${this.count}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops.map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity })).join('');
  }

  /** Linear gradient in the shape's bounding box; default direction is top to bottom. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.next('l');
    this.entries.push(el('linearGradient', { id, x1, y1, x2, y2 }, this.stops(stops)));
    return `url(#${id})`;
  }

  /** Left-to-right linear gradient, handy for cylinders and metal. */
  horizontal(stops: readonly Stop[]): string {
    return this.linear(stops, 0, 0, 1, 0);
  }

  /** Radial gradient in the shape's bounding box. */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.next('r');
    this.entries.push(el('radialGradient', { id, cx, cy, r, fx, fy }, this.stops(stops)));
    return `url(#${id})`;
  }

  /** A Gaussian blur filter with generous bounds so soft edges are not clipped. */
  blur(deviation: number): string {
    const id = this.next('f');
    this.entries.push(
      el('filter', { id, x: '-50%', y: '-50%', width: '200%', height: '200%' }, el('feGaussianBlur', { stdDeviation: deviation })),
    );
    return `url(#${id})`;
  }

  /** A clip path made from the given shape markup. */
  clip(shapes: string): string {
    const id = this.next('c');
    this.entries.push(el('clipPath', { id }, shapes));
    return `url(#${id})`;
  }

  markup(): string {
    return this.entries.join('');
  }
}

/** Horizontal gradient stops for a rounded body (cylinder) lit from the upper left. */
export function cylinderStops(base: string, depth = 0.3): Stop[] {
  return [
    [0, shade(base, -depth)],
    [0.2, shade(base, 0.18)],
    [0.45, shade(base, 0.08)],
    [0.85, shade(base, -0.12)],
    [1, shade(base, -depth * 1.15)],
  ];
}

/** A polished metal rod or bar (legs, sliders, gas lifts), lit across its width. */
export function metalRod(defs: Defs, colour: string): string {
  return defs.horizontal([
    [0, shade(colour, -0.28)],
    [0.32, shade(colour, 0.48)],
    [0.58, colour],
    [1, shade(colour, -0.35)],
  ]);
}

/** A turned or planed wooden part, lit across its width. */
export function woodRod(defs: Defs, colour: string): string {
  return defs.horizontal([
    [0, shade(colour, 0.22)],
    [0.5, colour],
    [1, shade(colour, -0.28)],
  ]);
}

export type FloorShadow = { cx: number; cy: number; rx: number; ry: number; opacity?: number; blur?: number };

/** A blurred contact shadow in a darker tone of the backdrop. */
export function floorShadow(defs: Defs, backdrop: string, s: FloorShadow): string {
  return ellipse(s.cx, s.cy, s.rx, s.ry, shade(backdrop, -0.75), {
    opacity: s.opacity ?? 0.35,
    filter: defs.blur(s.blur ?? Math.max(6, s.ry * 0.6)),
  });
}

export type SceneOptions = {
  /** Light backdrop tint. */
  backdrop: string;
  /** One or more soft contact shadows drawn under the product. */
  shadows: readonly FloorShadow[];
  /** Draws the product; gradients and filters are registered on the given Defs. */
  draw: (defs: Defs) => string;
};

function hash(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0).toString(36);
}

/** A complete square 800x800 SVG document: studio backdrop, floor glow, shadows and the product. */
export function scene({ backdrop, shadows, draw }: SceneOptions): string {
  const defs = new Defs();
  const backdropFill = defs.linear([
    [0, shade(backdrop, 0.45)],
    [0.62, backdrop],
    [1, shade(backdrop, -0.05)],
  ]);
  const glow = defs.radial([
    [0, '#ffffff', 0.85],
    [0.6, '#ffffff', 0.25],
    [1, '#ffffff', 0],
  ]);
  const floor = defs.linear([
    [0, shade(backdrop, -0.06), 0],
    [1, shade(backdrop, -0.09), 0.9],
  ]);
  const shadowMarkup = shadows.map((s) => floorShadow(defs, backdrop, s)).join('');
  const product = draw(defs);
  const body = [
    rect(0, 0, SIZE, SIZE, 0, backdropFill),
    rect(0, 560, SIZE, 240, 0, floor),
    ellipse(400, 380, 420, 360, glow),
    shadowMarkup,
    product,
  ].join('');
  const raw = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><defs>${defs.markup()}</defs>${body}</svg>`;
  return raw.split(ID_MARK).join(`mm${hash(raw)}-`);
}

const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};

/** Seven-segment style digits (and ':'), so screens can show a time without fonts. */
export function digits(text: string, x: number, y: number, size: number, fill: string, extra: Attrs = {}): string {
  const w = size * 0.52;
  const t = size * 0.13;
  const half = size / 2;
  const seg: Record<string, (ox: number) => string> = {
    a: (ox) => rect(ox + t * 0.6, y, w - t * 1.2, t, t / 2, fill),
    d: (ox) => rect(ox + t * 0.6, y + size - t, w - t * 1.2, t, t / 2, fill),
    g: (ox) => rect(ox + t * 0.6, y + half - t / 2, w - t * 1.2, t, t / 2, fill),
    f: (ox) => rect(ox, y + t * 0.6, t, half - t * 0.9, t / 2, fill),
    e: (ox) => rect(ox, y + half + t * 0.3, t, half - t * 0.9, t / 2, fill),
    b: (ox) => rect(ox + w - t, y + t * 0.6, t, half - t * 0.9, t / 2, fill),
    c: (ox) => rect(ox + w - t, y + half + t * 0.3, t, half - t * 0.9, t / 2, fill),
  };
  let cursor = x;
  const out: string[] = [];
  for (const ch of text) {
    if (ch === ':') {
      out.push(circle(cursor + t / 2, y + size * 0.3, t * 0.55, fill), circle(cursor + t / 2, y + size * 0.7, t * 0.55, fill));
      cursor += t + size * 0.2;
      continue;
    }
    for (const name of SEGMENTS[ch] ?? '') {
      const draw = seg[name];
      if (draw) out.push(draw(cursor));
    }
    cursor += w + size * 0.2;
  }
  return g(extra, ...out);
}

/** Width that `digits` will use for the given text. */
export function digitsWidth(text: string, size: number): number {
  let width = 0;
  for (const ch of text) width += ch === ':' ? size * 0.13 + size * 0.2 : size * 0.52 + size * 0.2;
  return width - size * 0.2;
}

export type Pt = readonly [number, number];
export type P3 = readonly [x: number, h: number, z: number];

/**
 * A simple cabinet-style projection: height goes up the screen, depth z (towards the viewer)
 * drops by `ky` and shifts right by `kx` per unit, so tops and left-hand sides show.
 */
export class Projection {
  readonly skew: number;

  constructor(
    readonly kx: number,
    readonly ky: number,
    readonly floor: number,
  ) {
    this.skew = (Math.atan(kx / ky) * 180) / Math.PI;
  }

  /** Screen position of a point at x, height h and depth z. */
  at(x: number, h: number, z: number): Pt {
    return [x + z * this.kx, this.floor - h + z * this.ky];
  }

  /** A face looking at the viewer at depth z, with corner radii. */
  front(
    x: number,
    w: number,
    h0: number,
    h1: number,
    z: number,
    r: readonly [number, number, number, number],
    fill: string,
    extra: Attrs = {},
  ): string {
    const [sx, sy] = this.at(x, h1, z);
    return path(roundedPath(sx, sy, w, h1 - h0, r), fill, extra);
  }

  private flat(h: number, shape: string): string {
    const y0 = this.floor - h;
    const t = this.kx / this.ky;
    return g({ transform: `translate(${fmt(-y0 * t)} 0) skewX(${fmt(this.skew)})` }, shape);
  }

  /** A horizontal face at height h between depths z0 and z1. */
  top(x: number, w: number, h: number, z0: number, z1: number, r: number, fill: string, extra: Attrs = {}): string {
    const y0 = this.floor - h;
    return this.flat(h, rect(x, y0 + z0 * this.ky, w, (z1 - z0) * this.ky, r, fill, extra));
  }

  /** A horizontal ellipse (round seat, ring, base) centred at x, z and height h. */
  disc(cx: number, h: number, cz: number, rx: number, rz: number, fill: string, extra: Attrs = {}): string {
    const y0 = this.floor - h;
    return this.flat(h, ellipse(cx, y0 + cz * this.ky, rx, rz * this.ky, fill, extra));
  }

  /** A face looking left (x constant) between heights h0..h1 and depths z0..z1. */
  side(x: number, h0: number, h1: number, z0: number, z1: number, fill: string, extra: Attrs = {}): string {
    return quad([this.at(x, h0, z0), this.at(x, h1, z0), this.at(x, h1, z1), this.at(x, h0, z1)], fill, {
      'stroke-linejoin': 'round',
      ...extra,
    });
  }

  /** A tapered rod (leg, post, spoke) between two points, `w0` wide at `a` and `w1` wide at `b`. */
  rod(a: P3, b: P3, w0: number, w1: number, fill: string, extra: Attrs = {}): string {
    return taper(this.at(...a), this.at(...b), w0, w1, fill, extra);
  }
}

/** A tapered quad between two screen points, with round-ish ends. */
export function taper(a: Pt, b: Pt, w0: number, w1: number, fill: string, extra: Attrs = {}): string {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  return quad(
    [
      [a[0] + (nx * w0) / 2, a[1] + (ny * w0) / 2],
      [b[0] + (nx * w1) / 2, b[1] + (ny * w1) / 2],
      [b[0] - (nx * w1) / 2, b[1] - (ny * w1) / 2],
      [a[0] - (nx * w0) / 2, a[1] - (ny * w0) / 2],
    ],
    fill,
    extra,
  );
}

export type Box = { x0: number; y0: number; x1: number; y1: number };

/** Scales and centres drawn content so its bounding box fits within maxW x maxH around (cx, cy). */
export function fit(content: string, box: Box, maxW: number, maxH: number, cx = 400, cy = 405, maxScale = 1.4): string {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const s = Math.min(maxW / w, maxH / h, maxScale);
  return g(
    { transform: `translate(${fmt(cx)} ${fmt(cy)}) scale(${fmt(s)}) translate(${fmt(-(box.x0 + w / 2))} ${fmt(-(box.y0 + h / 2))})` },
    content,
  );
}
