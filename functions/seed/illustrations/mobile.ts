// Smartphones shown as a pair, like a shop's hero shot: the screen side in front, the back behind.
import { luminance, shade } from './palette.ts';
import { type Defs, circle, digits, digitsWidth, ellipse, g, path, rect, roundedPath, scene } from './scene.ts';

export type CameraLayout = 'triple-square' | 'dual-vertical' | 'triple-vertical' | 'single' | 'bar' | 'quad-circle';

export type MobileParams = {
  body: string;
  /** Side rail colour (metal or plastic). */
  frame: string;
  backdrop: string;
  camera: CameraLayout;
  screen: 'notch' | 'punch-hole' | 'island';
  /** Three wallpaper colours. */
  wallpaper: readonly [string, string, string];
  finish?: 'gloss' | 'matte';
  /** A book-style foldable, shown open in front of the closed phone. */
  form?: 'slab' | 'fold';
};

const W = 236;
const H = 500;
const R = 40;

function lens(defs: Defs, cx: number, cy: number, r: number, ring: string): string {
  return g(
    {},
    circle(
      cx,
      cy,
      r + 5,
      defs.linear(
        [
          [0, shade(ring, 0.35)],
          [1, shade(ring, -0.35)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
    circle(cx, cy, r, '#0b0d14'),
    circle(
      cx,
      cy,
      r * 0.72,
      defs.radial(
        [
          [0, '#3a4a7a'],
          [0.55, '#151a2e'],
          [1, '#07080d'],
        ],
        0.4,
        0.4,
        0.6,
      ),
    ),
    circle(cx, cy, r * 0.32, '#05060a'),
    ellipse(cx - r * 0.32, cy - r * 0.36, r * 0.2, r * 0.12, '#ffffff', {
      opacity: 0.55,
      transform: `rotate(-35 ${cx - r * 0.32} ${cy - r * 0.36})`,
    }),
    circle(cx + r * 0.3, cy + r * 0.3, r * 0.07, '#8fa4ff', { opacity: 0.6 }),
  );
}

function flash(cx: number, cy: number, r: number): string {
  return g({}, circle(cx, cy, r, '#e9e4d2'), circle(cx, cy, r * 0.6, '#fff8e0'), circle(cx - r * 0.2, cy - r * 0.2, r * 0.25, '#ffffff'));
}

/** The camera block on the back, positioned relative to the phone's top-left corner. */
function cameraBlock(defs: Defs, p: MobileParams, x: number, y: number, w: number): string {
  const ring = p.frame;
  const module = (mx: number, my: number, mw: number, mh: number, r: number) =>
    g(
      {},
      rect(mx + 2, my + 4, mw, mh, r, '#000000', { opacity: 0.18 }),
      rect(
        mx,
        my,
        mw,
        mh,
        r,
        defs.linear(
          [
            [0, shade(p.body, 0.18)],
            [1, shade(p.body, -0.12)],
          ],
          0,
          0,
          1,
          1,
        ),
        {
          stroke: shade(p.body, -0.2),
          'stroke-width': 1.5,
        },
      ),
    );
  switch (p.camera) {
    case 'triple-square': {
      const m = 112;
      return g(
        {},
        module(x + 16, y + 16, m, m, 30),
        lens(defs, x + 46, y + 46, 19, ring),
        lens(defs, x + 46, y + 98, 19, ring),
        lens(defs, x + 98, y + 72, 19, ring),
        flash(x + 99, y + 33, 7),
        circle(x + 99, y + 110, 5, '#1b1d24'),
      );
    }
    case 'dual-vertical':
      return g(
        {},
        module(x + 18, y + 18, 62, 124, 31),
        lens(defs, x + 49, y + 49, 20, ring),
        lens(defs, x + 49, y + 108, 20, ring),
        flash(x + 96, y + 36, 7),
      );
    case 'triple-vertical':
      return g(
        {},
        lens(defs, x + 46, y + 48, 18, ring),
        lens(defs, x + 46, y + 100, 18, ring),
        lens(defs, x + 46, y + 152, 18, ring),
        flash(x + 86, y + 48, 6),
      );
    case 'single':
      return g({}, module(x + 18, y + 18, 76, 76, 22), lens(defs, x + 56, y + 56, 22, ring), flash(x + 112, y + 40, 7));
    case 'bar': {
      const barY = y + 60;
      return g(
        {},
        rect(x - 2, barY + 4, w + 4, 66, 24, '#000000', { opacity: 0.16 }),
        rect(
          x - 2,
          barY,
          w + 4,
          62,
          26,
          defs.linear([
            [0, '#2b2e36'],
            [0.5, '#15171c'],
            [1, '#23262d'],
          ]),
        ),
        rect(x + 20, barY + 8, w - 40, 46, 23, '#0d0e12'),
        lens(defs, x + 54, barY + 31, 15, '#3a3d46'),
        lens(defs, x + 100, barY + 31, 15, '#3a3d46'),
        flash(x + 150, barY + 31, 7),
      );
    }
    case 'quad-circle': {
      const cx = x + w / 2;
      const cy = y + 100;
      return g(
        {},
        circle(cx + 2, cy + 4, 72, '#000000', { opacity: 0.18 }),
        circle(
          cx,
          cy,
          72,
          defs.linear(
            [
              [0, shade(ring, 0.4)],
              [1, shade(ring, -0.3)],
            ],
            0,
            0,
            1,
            1,
          ),
        ),
        circle(
          cx,
          cy,
          64,
          defs.radial([
            [0, shade(p.body, 0.1)],
            [1, shade(p.body, -0.25)],
          ]),
        ),
        lens(defs, cx - 26, cy - 26, 17, ring),
        lens(defs, cx + 26, cy - 26, 17, ring),
        lens(defs, cx - 26, cy + 26, 17, ring),
        lens(defs, cx + 26, cy + 26, 17, ring),
        flash(cx, cy, 6),
      );
    }
  }
}

function rails(defs: Defs, frame: string, x: number, y: number, w: number, h: number, r: number): string {
  return g(
    {},
    path(
      roundedPath(x, y, w, h, [r, r, r, r]),
      defs.horizontal([
        [0, shade(frame, -0.3)],
        [0.08, shade(frame, 0.4)],
        [0.5, shade(frame, 0.05)],
        [0.92, shade(frame, 0.35)],
        [1, shade(frame, -0.35)],
      ]),
    ),
  );
}

function sideButtons(frame: string, x: number, y: number, w: number, leftOnly = false): string {
  const colour = shade(frame, -0.15);
  const parts = [rect(x - 4, y + 110, 6, 34, 2, colour), rect(x - 4, y + 156, 6, 56, 2, colour)];
  if (!leftOnly) parts.push(rect(x + w - 2, y + 130, 6, 70, 2, colour));
  return g({}, ...parts);
}

function phoneBack(defs: Defs, p: MobileParams, x: number, y: number, w: number, h: number): string {
  const gloss = (p.finish ?? 'gloss') === 'gloss';
  const bodyFill = defs.linear(
    gloss
      ? [
          [0, shade(p.body, 0.22)],
          [0.45, p.body],
          [1, shade(p.body, -0.18)],
        ]
      : [
          [0, shade(p.body, 0.08)],
          [1, shade(p.body, -0.08)],
        ],
    0,
    0,
    1,
    1,
  );
  const shine = defs.linear(
    [
      [0, '#ffffff', 0],
      [0.5, '#ffffff', gloss ? 0.28 : 0.1],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    1,
    0,
  );
  const clip = defs.clip(path(roundedPath(x + 5, y + 5, w - 10, h - 10, [R - 5, R - 5, R - 5, R - 5]), '#000'));
  const logoColour = luminance(p.body) > 0.55 ? shade(p.body, -0.12) : shade(p.body, 0.14);
  return g(
    {},
    sideButtons(p.frame, x, y, w),
    rails(defs, p.frame, x, y, w, h, R),
    path(roundedPath(x + 5, y + 5, w - 10, h - 10, [R - 5, R - 5, R - 5, R - 5]), bodyFill),
    g(
      { 'clip-path': clip },
      path(`M${x - 40} ${y + h * 0.75} L${x + w * 0.55} ${y - 20} L${x + w * 0.9} ${y - 20} L${x + 20} ${y + h} Z`, shine),
    ),
    cameraBlock(defs, p, x + 5, y + 5, w - 10),
    circle(x + w / 2, y + h * 0.58, 16, 'none', { stroke: logoColour, 'stroke-width': 5 }),
    circle(x + w / 2 + 8, y + h * 0.58 - 16, 5, logoColour),
  );
}

function wallpaperLayer(defs: Defs, colours: readonly [string, string, string], x: number, y: number, w: number, h: number): string {
  const [a, b, c] = colours;
  const blur = defs.blur(26);
  return g(
    {},
    rect(
      x,
      y,
      w,
      h,
      0,
      defs.linear(
        [
          [0, shade(a, 0.1)],
          [1, shade(b, -0.25)],
        ],
        0,
        0,
        0.6,
        1,
      ),
    ),
    g(
      { filter: blur },
      circle(x + w * 0.85, y + h * 0.25, w * 0.5, c, { opacity: 0.9 }),
      circle(x + w * 0.15, y + h * 0.7, w * 0.55, b, { opacity: 0.85 }),
      circle(x + w * 0.7, y + h * 0.95, w * 0.4, shade(a, 0.2), { opacity: 0.8 }),
    ),
    path(
      `M${x} ${y + h * 0.62} C${x + w * 0.35} ${y + h * 0.5} ${x + w * 0.6} ${y + h * 0.8} ${x + w} ${y + h * 0.66} L${x + w} ${y + h} L${x} ${y + h} Z`,
      '#ffffff',
      { opacity: 0.12 },
    ),
  );
}

function cutout(style: MobileParams['screen'], cx: number, top: number): string {
  switch (style) {
    case 'punch-hole':
      return g({}, circle(cx, top + 22, 9, '#05060a'), circle(cx - 2, top + 20, 2.5, '#2a3250'));
    case 'island':
      return g({}, rect(cx - 44, top + 12, 88, 26, 13, '#05060a'), circle(cx + 28, top + 25, 5, '#1a2036'));
    case 'notch':
      return g(
        {},
        path(
          `M${cx - 74} ${top} H${cx + 74} C${cx + 60} ${top} ${cx + 60} ${top + 28} ${cx + 46} ${top + 28} H${cx - 46} C${cx - 60} ${top + 28} ${cx - 60} ${top} ${cx - 74} ${top} Z`,
          '#05060a',
        ),
        rect(cx - 20, top + 10, 40, 5, 2.5, '#1b1e2a'),
      );
  }
}

function screenContent(defs: Defs, p: MobileParams, x: number, y: number, w: number, h: number, r: number): string {
  const clip = defs.clip(path(roundedPath(x, y, w, h, [r, r, r, r]), '#000'));
  const time = '9:41';
  const size = Math.min(64, w * 0.27);
  const tw = digitsWidth(time, size);
  const dockY = y + h - 78;
  const icons: string[] = [];
  const iconSize = 38;
  const count = w > 300 ? 6 : 4;
  const spacing = (w - 40 - iconSize * count) / (count - 1);
  for (let i = 0; i < count; i += 1) {
    const ix = x + 20 + i * (iconSize + spacing);
    icons.push(rect(ix, dockY + 12, iconSize, iconSize, 11, '#ffffff', { opacity: 0.82 - (i % 2) * 0.12 }));
    icons.push(rect(ix + 10, dockY + 22, iconSize - 20, iconSize - 20, 5, p.wallpaper[i % 3] ?? p.wallpaper[0], { opacity: 0.85 }));
  }
  return g(
    { 'clip-path': clip },
    wallpaperLayer(defs, p.wallpaper, x, y, w, h),
    digits(time, x + (w - tw) / 2, y + 74, size, '#ffffff', { opacity: 0.92 }),
    rect(x + w / 2 - 44, y + 84 + size, 88, 8, 4, '#ffffff', { opacity: 0.6 }),
    rect(x + 14, dockY, w - 28, 62, 22, '#ffffff', { opacity: 0.22 }),
    ...icons,
    rect(x + w / 2 - 50, y + h - 12, 100, 5, 2.5, '#ffffff', { opacity: 0.8 }),
    path(`M${x} ${y} L${x + w * 0.55} ${y} L${x} ${y + h * 0.45} Z`, '#ffffff', { opacity: 0.07 }),
  );
}

function phoneFront(defs: Defs, p: MobileParams, x: number, y: number, w: number, h: number): string {
  const bezel = 11;
  const inner = { x: x + bezel, y: y + bezel, w: w - bezel * 2, h: h - bezel * 2, r: R - bezel };
  return g(
    {},
    sideButtons(p.frame, x, y, w),
    rails(defs, p.frame, x, y, w, h, R),
    path(roundedPath(x + 4, y + 4, w - 8, h - 8, [R - 4, R - 4, R - 4, R - 4]), '#0a0b0f'),
    screenContent(defs, p, inner.x, inner.y, inner.w, inner.h, inner.r),
    cutout(p.screen, x + w / 2, inner.y),
  );
}

function foldOpen(defs: Defs, p: MobileParams, x: number, y: number, w: number, h: number): string {
  const bezel = 12;
  const r = 30;
  const crease = defs.horizontal([
    [0, '#000000', 0],
    [0.45, '#000000', 0.18],
    [0.5, '#ffffff', 0.14],
    [0.55, '#000000', 0.18],
    [1, '#000000', 0],
  ]);
  return g(
    {},
    rails(defs, p.frame, x, y, w, h, r),
    path(roundedPath(x + 4, y + 4, w - 8, h - 8, [r - 4, r - 4, r - 4, r - 4]), '#0a0b0f'),
    screenContent(defs, p, x + bezel, y + bezel, w - bezel * 2, h - bezel * 2, r - bezel),
    rect(x + w / 2 - 18, y + 4, 36, h - 8, 0, crease),
    rect(x + w / 2 - 2, y - 2, 4, h + 4, 2, shade(p.frame, -0.35)),
    circle(x + w * 0.78, y + bezel + 20, 8, '#05060a'),
  );
}

export function mobile(p: MobileParams): string {
  const fold = p.form === 'fold';
  return scene({
    backdrop: p.backdrop,
    shadows: fold
      ? [
          { cx: 560, cy: 658, rx: 130, ry: 16, opacity: 0.3, blur: 10 },
          { cx: 340, cy: 672, rx: 250, ry: 20, opacity: 0.35, blur: 12 },
        ]
      : [
          { cx: 525, cy: 650, rx: 145, ry: 18, opacity: 0.3, blur: 10 },
          { cx: 300, cy: 668, rx: 150, ry: 20, opacity: 0.38, blur: 10 },
        ],
    draw: (defs) => {
      if (fold) {
        const cw = 190;
        return g(
          {},
          g({ transform: 'rotate(7 590 400)' }, phoneBack(defs, p, 590 - cw / 2, 150, cw, H)),
          g({ transform: 'rotate(-3 340 420)' }, foldOpen(defs, p, 340 - 230, 170, 460, H)),
        );
      }
      return g(
        {},
        g({ transform: 'rotate(9 520 390)' }, phoneBack(defs, p, 520 - W / 2, 140, W, H)),
        g({ transform: 'rotate(-4 300 410)' }, phoneFront(defs, p, 300 - W / 2, 162, W, H)),
      );
    },
  });
}
