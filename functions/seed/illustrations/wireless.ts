// Wireless audio: headphones, earbuds with their case, and speakers.
import { shade } from './palette.ts';
import {
  type Defs,
  type FloorShadow,
  circle,
  cylinderStops,
  ellipse,
  floorShadow,
  g,
  metalRod,
  path,
  rect,
  roundedPath,
  scene,
} from './scene.ts';

export type WirelessParams = {
  kind: 'over-ear' | 'on-ear' | 'earbuds' | 'speaker' | 'smart-speaker' | 'bookshelf';
  backdrop: string;
  /** Main body colour. */
  body: string;
  /** Cushions, grille, end caps or the light ring. */
  accent: string;
  /** Metal parts (sliders, trims). */
  trim: string;
  /** Earbuds only: AirPod-like stems or rounded "bean" buds. */
  bud?: 'stem' | 'round';
  /** Draw a smaller model of the product (e.g. a mini speaker). */
  compact?: boolean;
};

const glossy = (defs: Defs, colour: string) =>
  defs.linear(
    [
      [0, shade(colour, 0.3)],
      [0.5, colour],
      [1, shade(colour, -0.22)],
    ],
    0,
    0,
    1,
    1,
  );
const barrel = (defs: Defs, colour: string) => defs.horizontal(cylinderStops(colour));

/** A field of small dots clipped to a shape, for speaker fabric and grilles. */
function dots(defs: Defs, shape: string, x: number, y: number, w: number, h: number, colour: string, spacing = 9, r = 1.8): string {
  const clip = defs.clip(shape);
  const out: string[] = [];
  for (let row = 0; row * spacing < h + spacing; row += 1) {
    const offset = row % 2 === 0 ? 0 : spacing / 2;
    for (let col = 0; col * spacing < w + spacing; col += 1) out.push(circle(x + offset + col * spacing, y + row * spacing, r, colour));
  }
  return g({ 'clip-path': clip }, ...out);
}

function headphones(defs: Defs, p: WirelessParams): string {
  const over = p.kind === 'over-ear';
  const cupH = over ? 238 : 186;
  const cupW = over ? 92 : 80;
  const cushionW = over ? 50 : 44;
  const spread = over ? 168 : 150;
  const cupTop = over ? 372 : 392;
  const bandTop = over ? 130 : 150;
  const band = over ? 34 : 26;
  const parts: string[] = [];
  const left = 400 - spread;
  const right = 400 + spread;
  // Headband with its padded underside.
  const arcPath = (dx: number, top: number) =>
    `M${left + dx} ${cupTop + 10} C${left + dx} ${top - 30} ${right - dx} ${top - 30} ${right - dx} ${cupTop + 10}`;
  parts.push(path(arcPath(0, bandTop), 'none', { stroke: shade(p.body, -0.25), 'stroke-width': band + 6, 'stroke-linecap': 'round' }));
  parts.push(path(arcPath(0, bandTop), 'none', { stroke: p.body, 'stroke-width': band, 'stroke-linecap': 'round' }));
  parts.push(
    path(arcPath(0, bandTop - 8), 'none', {
      stroke: shade(p.body, 0.25),
      'stroke-width': 6,
      'stroke-linecap': 'round',
      opacity: 0.55,
      'stroke-dasharray': '0 40 400 2000',
    }),
  );
  parts.push(
    path(`M${left + 32} ${cupTop - 70} C${left + 40} ${bandTop + 40} ${right - 40} ${bandTop + 40} ${right - 32} ${cupTop - 70}`, 'none', {
      stroke: shade(p.accent, -0.1),
      'stroke-width': band * 0.7,
      'stroke-linecap': 'round',
    }),
  );
  for (const side of [-1, 1] as const) {
    const cx = 400 + side * spread;
    // Slider and yoke.
    parts.push(rect(cx - 7, cupTop - 80, 14, 96, 5, metalRod(defs, p.trim)));
    parts.push(
      path(
        `M${cx - side * 4} ${cupTop - 6} Q${cx + side * (cupW / 2 + 14)} ${cupTop + 30} ${cx + side * (cupW / 2 + 4)} ${cupTop + cupH / 2}`,
        'none',
        { stroke: shade(p.trim, -0.1), 'stroke-width': 10, 'stroke-linecap': 'round' },
      ),
    );
    // Cup shell (outside), cushion (inside).
    const shellX = side === -1 ? cx - cupW / 2 - 18 : cx - cupW / 2 + 18;
    const cushionX = side === -1 ? shellX + cupW - 12 : shellX - cushionW + 12;
    const r = over ? cupW / 2 : cupW / 2;
    parts.push(
      path(
        roundedPath(cushionX, cupTop + 8, cushionW, cupH - 16, [cushionW / 2, cushionW / 2, cushionW / 2, cushionW / 2]),
        defs.horizontal([
          [0, shade(p.accent, side === -1 ? -0.35 : 0.1)],
          [1, shade(p.accent, side === -1 ? 0.1 : -0.35)],
        ]),
      ),
      path(roundedPath(cushionX + 6, cupTop + 24, cushionW - 12, cupH - 48, [16, 16, 16, 16]), shade(p.accent, -0.25), { opacity: 0.35 }),
      path(roundedPath(shellX, cupTop, cupW, cupH, [r, r, r, r]), barrel(defs, p.body)),
      path(roundedPath(shellX + 10, cupTop + 14, cupW - 20, cupH - 28, [r - 10, r - 10, r - 10, r - 10]), 'none', {
        stroke: shade(p.trim, 0.1),
        'stroke-width': 3,
        opacity: 0.7,
      }),
      rect(side === -1 ? shellX + 14 : shellX + cupW - 24, cupTop + 40, 10, cupH - 80, 5, '#ffffff', { opacity: 0.18 }),
    );
    if (side === 1)
      parts.push(
        circle(shellX + cupW / 2, cupTop + cupH - 44, 4, '#7cf29a'),
        rect(shellX + cupW / 2 - 5, cupTop + 60, 10, 36, 5, shade(p.body, -0.2)),
      );
  }
  return g({}, ...parts);
}

function budShape(defs: Defs, p: WirelessParams, cx: number, cy: number, angle: number, scale: number): string {
  const body = p.body;
  if ((p.bud ?? 'stem') === 'stem') {
    return g(
      { transform: `translate(${cx} ${cy}) rotate(${angle}) scale(${scale})` },
      rect(-13, 0, 26, 120, 13, barrel(defs, body)),
      rect(-8, 104, 16, 14, 6, p.trim),
      ellipse(
        0,
        0,
        40,
        36,
        defs.radial(
          [
            [0, shade(body, 0.35)],
            [0.7, body],
            [1, shade(body, -0.25)],
          ],
          0.4,
          0.35,
          0.7,
        ),
      ),
      ellipse(16, -2, 12, 9, shade(body, -0.4), { opacity: 0.55 }),
      ellipse(-14, -14, 10, 6, '#ffffff', { opacity: 0.6 }),
    );
  }
  return g(
    { transform: `translate(${cx} ${cy}) rotate(${angle}) scale(${scale})` },
    ellipse(
      30,
      16,
      26,
      20,
      defs.radial([
        [0, shade(p.accent, 0.2)],
        [1, shade(p.accent, -0.3)],
      ]),
    ),
    path('M-52 -6 C-56 -44 -10 -56 26 -40 C58 -26 60 20 30 40 C0 58 -48 36 -52 -6 Z', glossy(defs, body)),
    ellipse(
      -8,
      -4,
      26,
      24,
      defs.radial([
        [0, shade(body, 0.2)],
        [1, shade(body, -0.15)],
      ]),
      { stroke: shade(body, -0.2), 'stroke-width': 2 },
    ),
    ellipse(-16, -14, 9, 5, '#ffffff', { opacity: 0.55 }),
  );
}

function earbuds(defs: Defs, p: WirelessParams): string {
  const body = p.body;
  const stem = (p.bud ?? 'stem') === 'stem';
  const parts: string[] = [];
  const cx = 470;
  const w = stem ? 236 : 270;
  const x = cx - w / 2;
  const frontTop = stem ? 452 : 470;
  const frontH = stem ? 196 : 150;
  const lidH = stem ? 150 : 120;
  const rBottom = stem ? 70 : 75;
  // Lid open behind, showing its inside.
  parts.push(
    path(roundedPath(x + 4, frontTop - lidH - 30, w - 8, lidH + 20, [stem ? 60 : 75, stem ? 60 : 75, 10, 10]), glossy(defs, body)),
  );
  parts.push(
    path(
      roundedPath(x + 18, frontTop - lidH - 14, w - 36, lidH - 8, [50, 50, 8, 8]),
      defs.linear([
        [0, shade(body, -0.08)],
        [1, shade(body, -0.22)],
      ]),
    ),
  );
  parts.push(rect(x + 10, frontTop - 14, w - 20, 10, 4, shade(p.trim, -0.1)));
  // The top of the base, with wells holding the buds.
  parts.push(ellipse(cx, frontTop + 6, w / 2 - 2, 30, shade(body, -0.14)));
  parts.push(ellipse(cx, frontTop + 4, w / 2 - 12, 22, shade(body, -0.2)));
  for (const dx of [-52, 52]) {
    parts.push(ellipse(cx + dx, frontTop + 4, 34, 15, shade(body, -0.5)));
    parts.push(
      ellipse(
        cx + dx,
        frontTop - 6,
        27,
        20,
        defs.radial(
          [
            [0, shade(body, 0.35)],
            [1, shade(body, -0.2)],
          ],
          0.4,
          0.35,
          0.7,
        ),
      ),
    );
  }
  // Front of the base.
  parts.push(
    path(
      roundedPath(x, frontTop + 6, w, frontH, [14, 14, rBottom, rBottom]),
      defs.linear([
        [0, shade(body, 0.2)],
        [0.3, shade(body, 0.06)],
        [1, shade(body, -0.2)],
      ]),
    ),
  );
  parts.push(rect(x + 8, frontTop + 12, w - 16, 6, 3, '#ffffff', { opacity: 0.4 }));
  parts.push(circle(cx, frontTop + 56, 5, '#6ee7a0'), circle(cx, frontTop + 56, 10, '#6ee7a0', { opacity: 0.25 }));
  // Two buds resting in front.
  if (stem) {
    parts.push(budShape(defs, p, 226, 452, -24, 1.2), budShape(defs, p, 316, 536, -6, 1.2));
  } else {
    parts.push(budShape(defs, p, 236, 560, -15, 1.05), budShape(defs, p, 300, 640, 12, 1.05));
  }
  return g({}, ...parts);
}

function speaker(defs: Defs, p: WirelessParams): string {
  const x = 160;
  const y = 300;
  const w = 480;
  const h = 210;
  const r = h / 2;
  const shape = path(roundedPath(x, y, w, h, [r, r, r, r]), '#000');
  const clip = defs.clip(shape);
  const parts: string[] = [];
  parts.push(rect(x + 110, y + h - 8, 60, 22, 8, '#1e2026'), rect(x + w - 170, y + h - 8, 60, 22, 8, '#1e2026'));
  parts.push(path(roundedPath(x, y, w, h, [r, r, r, r]), p.body));
  parts.push(dots(defs, shape, x, y, w, h, shade(p.body, -0.35), 8, 1.7));
  // Rubber end caps.
  parts.push(
    g(
      { 'clip-path': clip },
      rect(x - 2, y, 70, h, 0, shade(p.accent, -0.05)),
      rect(x + w - 68, y, 70, h, 0, shade(p.accent, -0.05)),
      rect(x + 64, y, 8, h, 0, shade(p.accent, -0.3)),
      rect(x + w - 72, y, 8, h, 0, shade(p.accent, -0.3)),
    ),
  );
  // Cylinder shading over everything.
  parts.push(
    path(
      roundedPath(x, y, w, h, [r, r, r, r]),
      defs.linear([
        [0, '#ffffff', 0.35],
        [0.25, '#ffffff', 0.08],
        [0.6, '#000000', 0.05],
        [1, '#000000', 0.4],
      ]),
    ),
  );
  // Logo badge and top buttons.
  parts.push(rect(400 - 46, y + h / 2 - 16, 92, 32, 16, shade(p.accent, -0.05), { stroke: shade(p.accent, 0.3), 'stroke-width': 2 }));
  parts.push(
    circle(400 - 22, y + h / 2, 6, '#ffffff', { opacity: 0.85 }),
    rect(400 - 8, y + h / 2 - 4, 38, 8, 4, '#ffffff', { opacity: 0.85 }),
  );
  for (let i = 0; i < 4; i += 1) parts.push(rect(318 + i * 44, y - 7, 34, 12, 6, shade(p.accent, -0.2)));
  // Strap loop at the end.
  parts.push(
    path(`M${x + w - 20} ${y + 50} C${x + w + 40} ${y + 40} ${x + w + 40} ${y + 150} ${x + w - 20} ${y + 150}`, 'none', {
      stroke: shade(p.accent, -0.35),
      'stroke-width': 14,
      'stroke-linecap': 'round',
    }),
  );
  return g({}, ...parts);
}

function smartSpeaker(defs: Defs, p: WirelessParams): string {
  const cx = 400;
  const w = 270;
  const top = 220;
  const bottom = 600;
  const ry = 42;
  const x = cx - w / 2;
  const bodyShape = path(`M${x} ${top} L${x} ${bottom} A${w / 2} ${ry} 0 0 0 ${x + w} ${bottom} L${x + w} ${top} Z`, '#000');
  return g(
    {},
    path(`M${x} ${top} L${x} ${bottom} A${w / 2} ${ry} 0 0 0 ${x + w} ${bottom} L${x + w} ${top} Z`, p.body),
    dots(defs, bodyShape, x, top, w, bottom - top + ry, shade(p.body, -0.3), 7, 1.5),
    path(
      `M${x} ${top} L${x} ${bottom} A${w / 2} ${ry} 0 0 0 ${x + w} ${bottom} L${x + w} ${top} Z`,
      defs.horizontal([
        [0, '#000000', 0.35],
        [0.22, '#ffffff', 0.2],
        [0.5, '#ffffff', 0.02],
        [0.85, '#000000', 0.15],
        [1, '#000000', 0.45],
      ]),
    ),
    ellipse(
      cx,
      top,
      w / 2,
      ry,
      defs.linear([
        [0, shade(p.body, 0.3)],
        [1, shade(p.body, 0.05)],
      ]),
    ),
    ellipse(
      cx,
      top,
      w / 2 - 14,
      ry - 5,
      defs.radial([
        [0, '#2b2d34'],
        [1, '#111216'],
      ]),
    ),
    ellipse(cx, top, w / 2 - 38, ry - 13, 'none', { stroke: p.accent, 'stroke-width': 8, filter: defs.blur(5), opacity: 0.9 }),
    ellipse(cx, top, w / 2 - 38, ry - 13, 'none', { stroke: shade(p.accent, 0.4), 'stroke-width': 3 }),
    circle(cx - 34, top, 4, '#ffffff', { opacity: 0.7 }),
    circle(cx + 34, top, 4, '#ffffff', { opacity: 0.7 }),
    ellipse(cx, bottom + ry - 4, w / 2 - 30, 8, '#000000', { opacity: 0.2 }),
  );
}

function driver(defs: Defs, cx: number, cy: number, r: number, trim: string): string {
  return g(
    {},
    circle(cx, cy, r + 8, metalRod(defs, trim)),
    circle(cx, cy, r, '#15161a'),
    circle(
      cx,
      cy,
      r * 0.86,
      defs.radial([
        [0, '#4a4d57'],
        [0.6, '#24262c'],
        [1, '#3c3f48'],
      ]),
    ),
    circle(
      cx,
      cy,
      r * 0.34,
      defs.radial(
        [
          [0, '#6a6e7a'],
          [1, '#1d1f24'],
        ],
        0.4,
        0.35,
        0.7,
      ),
    ),
    ellipse(cx - r * 0.3, cy - r * 0.4, r * 0.25, r * 0.1, '#ffffff', {
      opacity: 0.18,
      transform: `rotate(-30 ${cx - r * 0.3} ${cy - r * 0.4})`,
    }),
  );
}

function bookshelf(defs: Defs, p: WirelessParams): string {
  const parts: string[] = [];
  const box = (x: number, y: number, w: number, h: number, depth: number) => {
    parts.push(
      path(`M${x + w} ${y + 10} L${x + w + depth} ${y - 14} L${x + w + depth} ${y + h - 24} L${x + w} ${y + h} Z`, shade(p.body, -0.3)),
      path(`M${x + 10} ${y} L${x + depth + 10} ${y - 24} L${x + w + depth} ${y - 24} L${x + w} ${y} Z`, shade(p.body, 0.2)),
      path(
        roundedPath(x, y, w, h, [10, 10, 10, 10]),
        defs.linear([
          [0, shade(p.body, 0.08)],
          [1, shade(p.body, -0.12)],
        ]),
      ),
      path(roundedPath(x + 12, y + 12, w - 24, h - 24, [8, 8, 8, 8]), shade(p.accent, 0), { opacity: 0.95 }),
      driver(defs, x + w / 2, y + h * 0.24, w * 0.12, p.trim),
      driver(defs, x + w / 2, y + h * 0.6, w * 0.3, p.trim),
      rect(x + w / 2 - 30, y + h - 40, 60, 12, 6, '#15161a'),
    );
  };
  box(150, 290, 210, 330, 34);
  box(430, 290, 210, 330, 34);
  return g({}, ...parts);
}

type Layout = { zoom: number; shadows: FloorShadow[]; draw: (defs: Defs) => string };

export function wireless(p: WirelessParams): string {
  const layouts: Record<WirelessParams['kind'], Layout> = {
    'over-ear': { zoom: 1.14, shadows: [{ cx: 400, cy: 628, rx: 250, ry: 22 }], draw: (defs) => headphones(defs, p) },
    'on-ear': { zoom: 1.2, shadows: [{ cx: 400, cy: 592, rx: 220, ry: 20 }], draw: (defs) => headphones(defs, p) },
    earbuds: {
      zoom: 1.16,
      shadows: [
        { cx: 470, cy: 660, rx: 150, ry: 20 },
        { cx: 270, cy: 630, rx: 120, ry: 18 },
      ],
      draw: (defs) => earbuds(defs, p),
    },
    speaker: { zoom: 1.08, shadows: [{ cx: 400, cy: 530, rx: 270, ry: 24 }], draw: (defs) => speaker(defs, p) },
    'smart-speaker': { zoom: 1.1, shadows: [{ cx: 400, cy: 640, rx: 170, ry: 24 }], draw: (defs) => smartSpeaker(defs, p) },
    bookshelf: {
      zoom: 1.08,
      shadows: [
        { cx: 275, cy: 622, rx: 130, ry: 18 },
        { cx: 555, cy: 622, rx: 130, ry: 18 },
      ],
      draw: (defs) => bookshelf(defs, p),
    },
  };
  const layout = layouts[p.kind];
  const zoom = layout.zoom * (p.compact ? 0.78 : 1);
  return scene({
    backdrop: p.backdrop,
    shadows: [],
    draw: (defs) =>
      g(
        { transform: `translate(400 ${400 - 20 * (zoom - 1)}) scale(${zoom}) translate(-400 -400)` },
        ...layout.shadows.map((s) => floorShadow(defs, p.backdrop, { ...s, opacity: 0.32, blur: 12 })),
        layout.draw(defs),
      ),
  });
}
