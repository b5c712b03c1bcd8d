// Watches as a top-down flat lay: case, dial or screen, and a strap running top to bottom.
import { luminance, shade } from './palette.ts';
import { type Defs, circle, digits, digitsWidth, el, g, line, path, rect, roundedPath, scene } from './scene.ts';

export type WatchParams = {
  backdrop: string;
  /** Round case, rounded-square smartwatch case, or a tall rectangular dress case. */
  shape: 'round' | 'square' | 'tank';
  kind: 'analog' | 'chrono' | 'diver' | 'smart';
  caseColour: string;
  /** Dial colour for analog watches, watch-face tint for smart ones. */
  dial: string;
  strap: 'leather' | 'metal' | 'sport' | 'mesh';
  strapColour: string;
  /** Second hand, bezel or activity ring colour. */
  accent: string;
  /** Clockwise tilt of the whole watch in degrees. */
  tilt?: number;
};

const CX = 400;
const CY = 400;
const TOP_STRAP = 176;
const BOTTOM_STRAP = 206;

type Geometry = { halfW: number; halfH: number; strapW: number; rx: number };

function geometry(p: WatchParams): Geometry {
  switch (p.shape) {
    case 'round':
      return { halfW: 142, halfH: 142, strapW: 150, rx: 142 };
    case 'square':
      return { halfW: 128, halfH: 152, strapW: 164, rx: 60 };
    case 'tank':
      return { halfW: 100, halfH: 140, strapW: 150, rx: 18 };
  }
}

const metal = (defs: Defs, colour: string) =>
  defs.linear(
    [
      [0, shade(colour, 0.55)],
      [0.35, shade(colour, 0.1)],
      [0.65, shade(colour, -0.2)],
      [1, shade(colour, 0.25)],
    ],
    0,
    0,
    1,
    1,
  );

/** SVG arc path on a circle, angles in degrees clockwise from 12 o'clock. */
function arc(cx: number, cy: number, r: number, from: number, to: number): string {
  const pt = (deg: number) => {
    const a = ((deg - 90) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
  };
  const [x0, y0] = pt(from);
  const [x1, y1] = pt(to);
  const large = to - from > 180 ? 1 : 0;
  return `M${x0} ${y0} A${r} ${r} 0 ${large} 1 ${x1} ${y1}`;
}

/** Top or bottom strap, drawn pointing up from the case; `dir` is -1 for the top strap, 1 for the bottom one. */
function strap(defs: Defs, p: WatchParams, geo: Geometry, dir: -1 | 1): string {
  const w = geo.strapW;
  const start = CY + dir * (geo.halfH - 20);
  const length = dir === -1 ? TOP_STRAP : BOTTOM_STRAP;
  const end = start + dir * length;
  const endW = w * 0.86;
  const top = Math.min(start, end);
  const h = Math.abs(end - start);
  const colour = p.strapColour;
  const outline = (inset: number) => {
    const a = w / 2 - inset;
    const b = endW / 2 - inset;
    const tipR = p.strap === 'metal' || p.strap === 'mesh' ? 10 : b;
    const ey = end - dir * inset;
    return `M${CX - a} ${start} L${CX - b} ${ey - dir * tipR} Q${CX - b} ${ey} ${CX - b + tipR} ${ey} L${CX + b - tipR} ${ey} Q${CX + b} ${ey} ${CX + b} ${ey - dir * tipR} L${CX + a} ${start} Z`;
  };
  const sideShade = defs.horizontal([
    [0, shade(colour, -0.3)],
    [0.12, shade(colour, 0.08)],
    [0.5, shade(colour, 0.14)],
    [0.88, shade(colour, 0.02)],
    [1, shade(colour, -0.32)],
  ]);
  const parts: string[] = [];
  switch (p.strap) {
    case 'leather': {
      parts.push(path(outline(0), sideShade));
      parts.push(path(outline(9), 'none', { stroke: shade(colour, 0.4), 'stroke-width': 2.2, 'stroke-dasharray': '9 6', opacity: 0.8 }));
      if (dir === 1) {
        for (let i = 0; i < 5; i += 1) {
          const hy = start + 60 + i * 26;
          parts.push(
            el('ellipse', { cx: CX, cy: hy, rx: 6, ry: 7, fill: shade(colour, -0.5) }),
            el('ellipse', { cx: CX, cy: hy + 2, rx: 4, ry: 3, fill: shade(colour, 0.2), opacity: 0.35 }),
          );
        }
      } else {
        const by = end + 6;
        const bw = endW + 18;
        parts.push(
          rect(CX - bw / 2, by, bw, 66, 20, 'none', { stroke: metal(defs, p.caseColour), 'stroke-width': 11 }),
          rect(CX - 4, by + 4, 8, 60, 4, metal(defs, p.caseColour)),
          rect(CX - endW / 2 - 2, end + 92, endW + 4, 26, 6, shade(colour, -0.08), { stroke: shade(colour, -0.3), 'stroke-width': 2 }),
        );
      }
      break;
    }
    case 'sport': {
      parts.push(
        path(
          outline(0),
          defs.horizontal([
            [0, shade(colour, -0.25)],
            [0.2, shade(colour, 0.12)],
            [0.6, colour],
            [1, shade(colour, -0.28)],
          ]),
        ),
      );
      parts.push(path(outline(14), 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.12 }));
      if (dir === 1) {
        for (let i = 0; i < 6; i += 1) parts.push(circle(CX, start + 50 + i * 24, 6, shade(colour, -0.45)));
      } else {
        parts.push(circle(CX, end + 40, 9, shade(colour, -0.2)), circle(CX - 2, end + 38, 4, shade(colour, 0.3), { opacity: 0.6 }));
      }
      break;
    }
    case 'metal': {
      const linkH = 34;
      const rows = Math.ceil(h / linkH);
      const clip = defs.clip(path(outline(0), '#000'));
      const links: string[] = [rect(CX - w / 2, top, w, h, 0, shade(colour, -0.45))];
      const outerFill = metal(defs, colour);
      const centreFill = defs.horizontal([
        [0, shade(colour, 0.1)],
        [0.5, shade(colour, 0.55)],
        [1, shade(colour, 0)],
      ]);
      for (let i = 0; i < rows; i += 1) {
        const ly = top + i * linkH + 2;
        links.push(
          rect(CX - w / 2 - 4, ly, w * 0.3, linkH - 4, 6, outerFill),
          rect(CX - w * 0.17, ly, w * 0.34, linkH - 4, 6, centreFill),
          rect(CX + w / 2 - w * 0.3 + 4, ly, w * 0.3, linkH - 4, 6, outerFill),
        );
      }
      parts.push(g({ 'clip-path': clip }, ...links));
      break;
    }
    case 'mesh': {
      const clip = defs.clip(path(outline(0), '#000'));
      const lines: string[] = [path(outline(0), metal(defs, colour))];
      for (let y = top; y < top + h; y += 5) {
        lines.push(line(CX - w / 2, y, CX + w / 2, y, shade(colour, -0.35), 1.4, { opacity: 0.45 }));
      }
      parts.push(g({ 'clip-path': clip }, ...lines));
      if (dir === 1) parts.push(rect(CX - endW / 2, end - 46, endW, 46, 10, metal(defs, shade(colour, 0.05))));
      break;
    }
  }
  return g({}, ...parts);
}

function lugs(defs: Defs, p: WatchParams, geo: Geometry): string {
  if (p.shape === 'square') return '';
  const fill = metal(defs, p.caseColour);
  const parts: string[] = [];
  for (const dir of [-1, 1] as const) {
    for (const side of [-1, 1] as const) {
      const x = CX + side * (geo.strapW / 2 + 2);
      const y0 = CY + dir * (geo.halfH * 0.55);
      const y1 = CY + dir * (geo.halfH + 44);
      parts.push(
        path(`M${x - side * 26} ${y0} L${x + side * 4} ${y0} L${x + side * 2} ${y1} L${x - side * 12} ${y1} Z`, fill, {
          'stroke-linejoin': 'round',
          stroke: shade(p.caseColour, -0.2),
          'stroke-width': 1,
        }),
      );
    }
  }
  return g({}, ...parts);
}

function hand(cx: number, cy: number, angle: number, length: number, width: number, fill: string, tail = 0): string {
  const d = `M${cx - width / 2} ${cy + tail} L${cx - width * 0.35} ${cy - length + width} L${cx} ${cy - length} L${cx + width * 0.35} ${cy - length + width} L${cx + width / 2} ${cy + tail} Z`;
  return path(d, fill, { transform: `rotate(${angle} ${cx} ${cy})` });
}

function handsAt(p: WatchParams, cx: number, cy: number, r: number, hour: number, minute: number, second: number): string {
  const handColour = luminance(p.dial) > 0.6 ? '#20232b' : '#f4f1ea';
  const shadowOffset = { transform: 'translate(3 5)', opacity: 0.25 };
  const hourA = (hour % 12) * 30 + minute * 0.5;
  const minA = minute * 6 + second * 0.1;
  const secA = second * 6;
  return g(
    {},
    g(shadowOffset, hand(cx, cy, hourA, r * 0.52, 14, '#000000', 14), hand(cx, cy, minA, r * 0.8, 10, '#000000', 14)),
    hand(cx, cy, hourA, r * 0.52, 14, handColour, 14),
    hand(cx, cy, minA, r * 0.8, 10, handColour, 14),
    g(
      { transform: `rotate(${secA} ${cx} ${cy})` },
      rect(cx - 1.5, cy - r * 0.88, 3, r * 1.1, 1.5, p.accent),
      circle(cx, cy + r * 0.16, 5, p.accent),
    ),
    circle(cx, cy, 8, p.accent),
    circle(cx, cy, 3, shade(p.accent, 0.5)),
  );
}

function indices(p: WatchParams, cx: number, cy: number, r: number): string {
  const colour = luminance(p.dial) > 0.6 ? '#2a2d35' : '#f3efe6';
  const parts: string[] = [];
  for (let i = 0; i < 60; i += 1) {
    const a = i * 6;
    const major = i % 5 === 0;
    if (major) {
      const len = i === 0 ? 26 : 20;
      const wid = i % 15 === 0 ? 8 : 6;
      if (i === 0) {
        parts.push(rect(cx - 9, cy - r, 6, len, 2, colour), rect(cx + 3, cy - r, 6, len, 2, colour));
      } else {
        parts.push(rect(cx - wid / 2, cy - r, wid, len, 2, colour, { transform: `rotate(${a} ${cx} ${cy})` }));
      }
    } else {
      parts.push(rect(cx - 1, cy - r, 2, 7, 1, colour, { opacity: 0.6, transform: `rotate(${a} ${cx} ${cy})` }));
    }
  }
  return g({}, ...parts);
}

function subdial(p: WatchParams, cx: number, cy: number, r: number, angle: number): string {
  const ring = luminance(p.dial) > 0.6 ? shade(p.dial, -0.12) : shade(p.dial, 0.12);
  const tick = luminance(p.dial) > 0.6 ? '#3a3d45' : '#e6e2d8';
  const ticks: string[] = [];
  for (let i = 0; i < 12; i += 1) ticks.push(rect(cx - 1, cy - r + 3, 2, 6, 1, tick, { transform: `rotate(${i * 30} ${cx} ${cy})` }));
  return g(
    {},
    circle(cx, cy, r, ring),
    circle(cx, cy, r, 'none', { stroke: shade(ring, -0.15), 'stroke-width': 2 }),
    ...ticks,
    hand(cx, cy, angle, r * 0.8, 4, tick),
    circle(cx, cy, 3, tick),
  );
}

function analogFace(defs: Defs, p: WatchParams, geo: Geometry): string {
  const parts: string[] = [];
  const dialFill = defs.radial(
    [
      [0, shade(p.dial, 0.18)],
      [0.75, p.dial],
      [1, shade(p.dial, -0.25)],
    ],
    0.45,
    0.4,
    0.65,
  );
  if (p.shape === 'tank') {
    const w = geo.halfW * 2 - 34;
    const h = geo.halfH * 2 - 34;
    parts.push(rect(CX - w / 2, CY - h / 2, w, h, 8, dialFill));
    const colour = luminance(p.dial) > 0.6 ? '#2a2d35' : '#f3efe6';
    parts.push(rect(CX - w / 2 + 14, CY - h / 2 + 14, w - 28, h - 28, 4, 'none', { stroke: colour, 'stroke-width': 1.5, opacity: 0.6 }));
    for (let i = 0; i < 12; i += 1) {
      const a = (i * 30 * Math.PI) / 180;
      const x = CX + Math.sin(a) * (w / 2 - 34);
      const y = CY - Math.cos(a) * (h / 2 - 34);
      const clampX = Math.max(CX - w / 2 + 26, Math.min(CX + w / 2 - 26, x));
      const clampY = Math.max(CY - h / 2 + 30, Math.min(CY + h / 2 - 30, y));
      parts.push(rect(clampX - 3, clampY - 10, 6, 20, 1.5, colour, { transform: `rotate(${i * 30} ${clampX} ${clampY})` }));
    }
    parts.push(handsAt(p, CX, CY, Math.min(w, h) / 2 + 10, 10, 9, 36));
    return g({}, ...parts);
  }
  const r = geo.halfW - (p.kind === 'diver' ? 34 : 18);
  parts.push(circle(CX, CY, r, dialFill));
  parts.push(indices(p, CX, CY, r - 8));
  if (p.kind === 'chrono') {
    parts.push(
      subdial(p, CX - r * 0.45, CY + 6, r * 0.22, 140),
      subdial(p, CX + r * 0.45, CY + 6, r * 0.22, 250),
      subdial(p, CX, CY + r * 0.45, r * 0.2, 30),
    );
  } else {
    // Date window at three o'clock.
    parts.push(rect(CX + r * 0.52, CY - 12, 30, 24, 3, '#f7f5f0', { stroke: shade(p.dial, -0.3), 'stroke-width': 2 }));
    parts.push(digits('2', CX + r * 0.52 + 4, CY - 8, 16, '#1f2128'), digits('4', CX + r * 0.52 + 17, CY - 8, 16, '#1f2128'));
  }
  if (p.kind === 'diver') {
    // Luminous plots on the dial.
    for (let i = 0; i < 12; i += 1) {
      if (i % 3 === 0) continue;
      const a = ((i * 30 - 90) * Math.PI) / 180;
      parts.push(
        circle(CX + Math.cos(a) * (r - 30), CY + Math.sin(a) * (r - 30), 7, '#eef4e6', { stroke: '#b9c2b0', 'stroke-width': 1.5 }),
      );
    }
  }
  parts.push(handsAt(p, CX, CY, r, 10, 9, 36));
  return g({}, ...parts);
}

function smartFace(defs: Defs, p: WatchParams, geo: Geometry): string {
  const parts: string[] = [];
  const round = p.shape === 'round';
  const inset = round ? 22 : 20;
  const w = geo.halfW * 2 - inset * 2;
  const h = geo.halfH * 2 - inset * 2;
  const screen = round ? circle(CX, CY, w / 2, '#050608') : rect(CX - w / 2, CY - h / 2, w, h, geo.rx - inset + 6, '#050608');
  parts.push(screen);
  const glow = defs.radial(
    [
      [0, p.dial, 0.35],
      [1, p.dial, 0],
    ],
    0.5,
    0.35,
    0.6,
  );
  parts.push(round ? circle(CX, CY, w / 2, glow) : rect(CX - w / 2, CY - h / 2, w, h, geo.rx - inset + 6, glow));
  const ringColours = [p.accent, shade(p.dial, 0.2), '#4cc9f0'];
  const ringCx = round ? CX : CX - w * 0.2;
  const ringCy = round ? CY : CY + h * 0.2;
  const base = round ? w / 2 - 12 : 50;
  const step = round ? 14 : 17;
  const ends = [290, 220, 160];
  ringColours.forEach((colour, i) => {
    const rr = base - i * step;
    parts.push(path(arc(ringCx, ringCy, rr, 0, 359.9), 'none', { stroke: colour, 'stroke-width': round ? 9 : 13, opacity: 0.22 }));
    parts.push(
      path(arc(ringCx, ringCy, rr, 0, ends[i] ?? 180), 'none', {
        stroke: colour,
        'stroke-width': round ? 9 : 13,
        'stroke-linecap': 'round',
      }),
    );
  });
  const time = '10:09';
  const size = round ? 44 : 62;
  const tw = digitsWidth(time, size);
  const ty = round ? CY - size / 2 - 8 : CY - h / 2 + 36;
  parts.push(digits(time, CX - tw / 2, ty, size, '#f5f6fa'));
  if (round) {
    parts.push(
      rect(CX - 34, CY + 34, 68, 7, 3.5, p.dial, { opacity: 0.85 }),
      rect(CX - 22, CY + 50, 44, 6, 3, '#ffffff', { opacity: 0.4 }),
    );
  } else {
    parts.push(
      rect(CX + 24, CY + h * 0.08, w / 2 - 44, 12, 6, p.dial),
      rect(CX + 24, CY + h * 0.08 + 24, w / 2 - 60, 10, 5, '#ffffff', { opacity: 0.45 }),
      rect(CX + 24, CY + h * 0.08 + 44, w / 2 - 52, 10, 5, '#ffffff', { opacity: 0.3 }),
    );
    parts.push(
      path(`M${CX + 24} ${CY + h * 0.36} l14 -18 l12 10 l16 -26 l14 16`, 'none', {
        stroke: p.accent,
        'stroke-width': 5,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    );
  }
  // Glass reflection.
  const clip = defs.clip(round ? circle(CX, CY, w / 2, '#000') : rect(CX - w / 2, CY - h / 2, w, h, geo.rx - inset + 6, '#000'));
  parts.push(
    g(
      { 'clip-path': clip },
      path(`M${CX - w} ${CY - h} L${CX + w * 0.2} ${CY - h} L${CX - w * 0.6} ${CY + h * 0.1} Z`, '#ffffff', { opacity: 0.08 }),
    ),
  );
  return g({}, ...parts);
}

function watchCase(defs: Defs, p: WatchParams, geo: Geometry): string {
  const parts: string[] = [];
  const caseFill = metal(defs, p.caseColour);
  const crownX = CX + geo.halfW - 4;
  // Crown and pushers sit under the case edge.
  parts.push(rect(crownX, CY - 22, 30, 44, 8, caseFill, { stroke: shade(p.caseColour, -0.25), 'stroke-width': 1.5 }));
  for (let i = 0; i < 5; i += 1) parts.push(rect(crownX + 8 + i * 4.5, CY - 20, 2, 40, 1, shade(p.caseColour, -0.3), { opacity: 0.5 }));
  if (p.kind === 'chrono') {
    for (const dy of [-1, 1]) {
      parts.push(
        rect(CX + geo.halfW * 0.62, CY + dy * geo.halfH * 0.78 - 12, 36, 24, 6, caseFill, {
          transform: `rotate(${dy * 42} ${CX + geo.halfW * 0.62} ${CY + dy * geo.halfH * 0.78})`,
        }),
      );
    }
  }
  if (p.kind === 'smart' && p.shape === 'square') {
    parts.push(rect(CX + geo.halfW - 6, CY + 42, 14, 60, 6, shade(p.caseColour, -0.1)));
  }
  if (p.shape === 'round') {
    parts.push(circle(CX, CY, geo.halfW, caseFill, { stroke: shade(p.caseColour, -0.3), 'stroke-width': 2 }));
    parts.push(
      circle(
        CX,
        CY,
        geo.halfW - 10,
        defs.linear(
          [
            [0, shade(p.caseColour, -0.25)],
            [1, shade(p.caseColour, 0.4)],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    if (p.kind === 'diver') {
      parts.push(
        circle(
          CX,
          CY,
          geo.halfW - 12,
          defs.radial([
            [0.8, shade(p.accent, -0.1)],
            [1, shade(p.accent, -0.35)],
          ]),
        ),
      );
      for (let i = 0; i < 60; i += 1) {
        const major = i % 5 === 0;
        if (i === 0) continue;
        parts.push(
          rect(CX - (major ? 3 : 1.2), CY - geo.halfW + 16, major ? 6 : 2.4, major ? 14 : 8, 1, '#f2f2f2', {
            opacity: i <= 15 || major ? 0.9 : 0.5,
            transform: `rotate(${i * 6} ${CX} ${CY})`,
          }),
        );
      }
      parts.push(path(`M${CX - 10} ${CY - geo.halfW + 14} L${CX + 10} ${CY - geo.halfW + 14} L${CX} ${CY - geo.halfW + 32} Z`, '#f6f6f0'));
    }
  } else {
    const r = geo.rx;
    parts.push(
      path(roundedPath(CX - geo.halfW, CY - geo.halfH, geo.halfW * 2, geo.halfH * 2, [r, r, r, r]), caseFill, {
        stroke: shade(p.caseColour, -0.3),
        'stroke-width': 2,
      }),
    );
    const i = 9;
    parts.push(
      path(
        roundedPath(CX - geo.halfW + i, CY - geo.halfH + i, geo.halfW * 2 - i * 2, geo.halfH * 2 - i * 2, [r - i, r - i, r - i, r - i]),
        defs.linear(
          [
            [0, shade(p.caseColour, -0.25)],
            [1, shade(p.caseColour, 0.35)],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
  }
  parts.push(p.kind === 'smart' ? smartFace(defs, p, geo) : analogFace(defs, p, geo));
  // Crystal highlight.
  if (p.kind !== 'smart') {
    const hr = p.shape === 'round' ? geo.halfW - 24 : geo.halfW - 20;
    parts.push(
      path(arc(CX, CY, hr, 295, 350), 'none', { stroke: '#ffffff', 'stroke-width': 10, 'stroke-linecap': 'round', opacity: 0.22 }),
    );
  }
  return g({}, ...parts);
}

function silhouette(geo: Geometry, p: WatchParams): string {
  const w = geo.strapW;
  const body =
    p.shape === 'round'
      ? circle(CX, CY, geo.halfW + 4, '#000')
      : rect(CX - geo.halfW, CY - geo.halfH, geo.halfW * 2, geo.halfH * 2, geo.rx, '#000');
  return g({}, rect(CX - w / 2, CY - geo.halfH + 20 - TOP_STRAP, w, geo.halfH * 2 - 40 + TOP_STRAP + BOTTOM_STRAP, 40, '#000'), body);
}

export function watch(p: WatchParams): string {
  const geo = geometry(p);
  const tilt = p.tilt ?? -14;
  return scene({
    backdrop: p.backdrop,
    shadows: [],
    draw: (defs) => {
      const turn = `rotate(${tilt} ${CX} ${CY})`;
      const scale = 'translate(400 392) scale(1.02) translate(-400 -400)';
      return g(
        { transform: scale },
        g(
          { transform: `translate(14 22) ${turn}`, opacity: 0.28, filter: defs.blur(14), fill: shade(p.backdrop, -0.7) },
          silhouette(geo, p).replace(/#000/g, shade(p.backdrop, -0.7)),
        ),
        g({ transform: turn }, strap(defs, p, geo, -1), strap(defs, p, geo, 1), lugs(defs, p, geo), watchCase(defs, p, geo)),
      );
    },
  });
}
