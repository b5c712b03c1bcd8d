// Chairs and stools in the same gentle three-quarter view as the sofas.
import { shade } from './palette.ts';
import {
  type Box,
  type Defs,
  type P3,
  Projection,
  circle,
  ellipse,
  fit,
  floorShadow,
  g,
  metalRod,
  path,
  rect,
  scene,
  taper,
  woodRod,
} from './scene.ts';

export type ChairParams = {
  style: 'office' | 'dining' | 'lounge' | 'stool' | 'shell';
  backdrop: string;
  /** Upholstery, mesh or shell colour. */
  primary: string;
  /** Wood or metal of the frame and legs. */
  frame: string;
  /** Dining chairs: how the back is made. */
  back?: 'slats' | 'spindles' | 'ladder' | 'upholstered';
  /** Seat pad colour (dining chairs and stools); none for a bare seat. */
  cushion?: string;
  /** Office chairs: a mesh back instead of an upholstered one; also adds a headrest when 'headrest'. */
  office?: 'mesh' | 'upholstered' | 'headrest';
  /** Shell chairs and stools: wooden dowel legs or slim metal legs. */
  legs?: 'dowel' | 'metal';
};

const view = new Projection(0.2, 0.32, 600);
const P = (x: number, h: number, z: number) => view.at(x, h, z);

function contactShadows(
  defs: Defs,
  backdrop: string,
  feet: readonly P3[],
  spread: { cx: number; cz: number; rx: number; rz: number },
): string {
  const [sx, sy] = P(spread.cx, 0, spread.cz);
  return [
    floorShadow(defs, backdrop, { cx: sx, cy: sy, rx: spread.rx, ry: spread.rz * view.ky + 10, opacity: 0.22, blur: 18 }),
    ...feet.map(([x, h, z]) => {
      const [fx, fy] = P(x, h, z);
      return floorShadow(defs, backdrop, { cx: fx, cy: fy, rx: 22, ry: 6, opacity: 0.4, blur: 4 });
    }),
  ].join('');
}

/** Seat box with optional pad: side, top and front faces. */
function seatBox(defs: Defs, x0: number, x1: number, h: number, thick: number, z0: number, z1: number, colour: string, r: number): string {
  return g(
    {},
    view.side(x0, h - thick, h, z0 + r * 0.3, z1, shade(colour, -0.28)),
    view.top(
      x0,
      x1 - x0,
      h,
      z0,
      z1,
      r,
      defs.linear([
        [0, shade(colour, -0.02)],
        [1, shade(colour, 0.18)],
      ]),
    ),
    view.front(
      x0,
      x1 - x0,
      h - thick,
      h,
      z1,
      [Math.min(r, thick / 2), Math.min(r, thick / 2), 4, 4],
      defs.linear([
        [0, shade(colour, 0.02)],
        [1, shade(colour, -0.2)],
      ]),
    ),
  );
}

function dining(defs: Defs, p: ChairParams): { content: string; feet: P3[] } {
  const x0 = 270;
  const x1 = 530;
  const d = 240;
  const seatH = 300;
  const backTop = 660;
  const lean = -26;
  const wood = p.frame;
  const legW = 20;
  const parts: string[] = [];
  const feet: P3[] = [
    [x0 + 14, 0, 14],
    [x1 - 14, 0, 14],
    [x0 + 14, 0, d - 14],
    [x1 - 14, 0, d - 14],
  ];
  // Back legs rise into the back uprights, leaning back a little.
  const upright = (x: number) =>
    g(
      {},
      view.rod([x, 0, 22], [x, seatH, 12], legW - 4, legW, woodRod(defs, shade(wood, -0.08))),
      view.rod([x, seatH - 4, 12], [x, backTop, lean], legW, legW - 4, woodRod(defs, wood)),
    );
  parts.push(upright(x1 - 14), upright(x0 + 14));
  const backStyle = p.back ?? 'slats';
  const bx0 = x0 + 24;
  const bx1 = x1 - 24;
  const backPoint = (x: number, h: number): readonly [number, number] => P(x, h, 12 + ((h - seatH) / (backTop - seatH)) * (lean - 12));
  const panel = (xa: number, xb: number, ha: number, hb: number, fill: string, extra = {}) => {
    const pts = [backPoint(xa, ha), backPoint(xa, hb), backPoint(xb, hb), backPoint(xb, ha)];
    return path(`M${pts.map(([x, y]) => `${x} ${y}`).join(' L')} Z`, fill, extra);
  };
  if (backStyle === 'upholstered') {
    const fabric = p.cushion ?? p.primary;
    parts.push(
      panel(
        x0 + 4,
        x1 - 4,
        seatH + 70,
        backTop - 6,
        defs.linear([
          [0, shade(fabric, 0.18)],
          [1, shade(fabric, -0.2)],
        ]),
        {
          stroke: shade(fabric, 0.05),
          'stroke-width': 22,
          'stroke-linejoin': 'round',
        },
      ),
      panel(x0 + 20, x1 - 20, backTop - 40, backTop - 30, '#ffffff', { opacity: 0.18 }),
    );
  } else {
    parts.push(
      panel(bx0 - 10, bx1 + 10, backTop - 70, backTop - 12, woodRod(defs, wood), {
        stroke: shade(wood, -0.05),
        'stroke-width': 6,
        'stroke-linejoin': 'round',
      }),
    );
    if (backStyle === 'slats') {
      const count = 4;
      for (let i = 0; i < count; i += 1) {
        const sx = bx0 + 12 + i * ((bx1 - bx0 - 24 - 26) / (count - 1));
        parts.push(panel(sx, sx + 26, seatH + 70, backTop - 66, woodRod(defs, shade(wood, -0.04))));
      }
      parts.push(panel(bx0 - 10, bx1 + 10, seatH + 56, seatH + 86, woodRod(defs, shade(wood, -0.06))));
    } else if (backStyle === 'spindles') {
      const count = 7;
      for (let i = 0; i < count; i += 1) {
        const sx = bx0 + 8 + i * ((bx1 - bx0 - 16) / (count - 1));
        parts.push(taper(backPoint(sx, seatH + 10), backPoint(sx, backTop - 60), 10, 8, woodRod(defs, shade(wood, -0.04))));
      }
    } else {
      for (let i = 0; i < 3; i += 1) {
        const h = seatH + 120 + i * 70;
        parts.push(panel(bx0 - 10, bx1 + 10, h, h + 26, woodRod(defs, shade(wood, -0.04 * i))));
      }
    }
  }
  // Seat, then the front legs with a stretcher.
  parts.push(seatBox(defs, x0, x1, seatH, 26, 0, d, wood, 10));
  if (p.cushion) parts.push(seatBox(defs, x0 + 10, x1 - 10, seatH + 22, 20, 12, d - 8, p.cushion, 16));
  parts.push(view.rod([x0 + 4, 110, d - 14], [x1 - 4, 110, d - 14], 10, 10, woodRod(defs, shade(wood, -0.12))));
  for (const x of [x0 + 14, x1 - 14]) {
    parts.push(view.rod([x, seatH - 26, d - 14], [x, 0, d - 14], legW, legW - 6, woodRod(defs, wood)));
  }
  return { content: g({}, ...parts), feet };
}

function office(defs: Defs, p: ChairParams): { content: string; feet: P3[] } {
  const cx = 400;
  const cz = 140;
  const spoke = 200;
  const base = shade(p.frame, -0.02);
  const parts: string[] = [];
  const feet: P3[] = [];
  const spokes = [0, 1, 2, 3, 4].map((i) => {
    const a = ((90 + i * 72) * Math.PI) / 180;
    return { end: [cx + spoke * Math.cos(a), 34, cz + spoke * Math.sin(a)] as const, back: Math.sin(a) < 0.2 };
  });
  const drawSpoke = ({ end }: { end: P3 }) => {
    const [ex, eh, ez] = end;
    const [wx, wy] = P(ex, 16, ez);
    feet.push([ex, 0, ez]);
    return g(
      {},
      view.rod([cx, 62, cz], end, 30, 18, metalRod(defs, base)),
      rect(wx - 6, wy - 24, 12, 14, 3, shade(base, -0.3)),
      ellipse(wx, wy, 17, 16, '#1c1d22'),
      ellipse(wx - 4, wy - 5, 6, 4, '#ffffff', { opacity: 0.18 }),
      view.disc(ex, eh, ez, 12, 12, shade(base, 0.2)),
    );
  };
  spokes.filter((s) => s.back).forEach((s) => parts.push(drawSpoke(s)));
  // Gas lift.
  const [gx, gy] = P(cx, 250, cz);
  const [, gb] = P(cx, 60, cz);
  parts.push(
    view.disc(cx, 64, cz, 38, 38, shade(base, -0.2)),
    rect(gx - 18, gy + 70, 36, gb - gy - 70, 6, metalRod(defs, '#2a2c33')),
    rect(gx - 12, gy, 24, 80, 4, metalRod(defs, '#c9ced6')),
  );
  spokes.filter((s) => !s.back).forEach((s) => parts.push(drawSpoke(s)));

  // Back: a tall rounded panel behind the seat, joined by a spine.
  const upholstery = p.primary;
  const bz = -6;
  const [spx, spy] = P(cx, 300, 30);
  const [, spt] = P(cx, 380, bz);
  parts.push(rect(spx - 14, spt, 28, spy - spt, 8, '#23252c'));
  const bw = 130;
  const outline = (inset: number, hTop: number, hBottom: number) => {
    const tl = P(cx - bw + inset, hTop, bz);
    const tr = P(cx + bw - inset, hTop, bz);
    const ml = P(cx - bw * 0.86 + inset, (hTop + hBottom) / 2 - 20, bz);
    const mr = P(cx + bw * 0.86 - inset, (hTop + hBottom) / 2 - 20, bz);
    const bl = P(cx - bw + 6 + inset, hBottom, bz);
    const br = P(cx + bw - 6 - inset, hBottom, bz);
    const crown = P(cx, hTop + 26, bz);
    return `M${bl[0]} ${bl[1]} Q${ml[0] - 20} ${ml[1]} ${tl[0]} ${tl[1] + 30} Q${tl[0] + 10} ${crown[1]} ${crown[0]} ${crown[1]} Q${tr[0] - 10} ${crown[1]} ${tr[0]} ${tr[1] + 30} Q${mr[0] + 20} ${mr[1]} ${br[0]} ${br[1]} Q${(bl[0] + br[0]) / 2} ${br[1] + 24} ${bl[0]} ${bl[1]} Z`;
  };
  const backTop = 700;
  const backBottom = 360;
  if (p.office === 'headrest') {
    const [hx, hy] = P(cx - 78, backTop + 120, bz - 6);
    parts.push(rect(hx + 66, hy + 40, 24, 60, 6, '#23252c'));
    parts.push(
      rect(
        hx,
        hy,
        156,
        56,
        26,
        defs.linear([
          [0, shade(upholstery, 0.15)],
          [1, shade(upholstery, -0.2)],
        ]),
        { stroke: '#1f2127', 'stroke-width': 6 },
      ),
    );
  }
  parts.push(path(outline(0, backTop, backBottom), '#1f2127'));
  if (p.office === 'upholstered') {
    parts.push(
      path(
        outline(10, backTop - 10, backBottom + 10),
        defs.linear([
          [0, shade(upholstery, 0.16)],
          [1, shade(upholstery, -0.18)],
        ]),
      ),
    );
    for (let i = 1; i < 4; i += 1) {
      const [lx, ly] = P(cx - bw + 26, backBottom + i * 80, bz);
      parts.push(rect(lx, ly, 2 * bw - 52, 4, 2, shade(upholstery, -0.2), { opacity: 0.6 }));
    }
  } else {
    const clip = defs.clip(path(outline(10, backTop - 10, backBottom + 10), '#000'));
    const lines: string[] = [];
    const [ox, oy] = P(cx - bw, backTop + 40, bz);
    for (let i = 0; i < 40; i += 1) {
      lines.push(
        path(`M${ox - 40 + i * 10} ${oy} l300 420`, 'none', { stroke: shade(upholstery, 0.25), 'stroke-width': 1.4, opacity: 0.5 }),
      );
      lines.push(
        path(`M${ox + 300 - i * 10} ${oy} l-300 420`, 'none', { stroke: shade(upholstery, 0.25), 'stroke-width': 1.4, opacity: 0.35 }),
      );
    }
    parts.push(
      g(
        { 'clip-path': clip },
        path(
          outline(10, backTop - 10, backBottom + 10),
          defs.linear([
            [0, shade(upholstery, 0.08)],
            [1, shade(upholstery, -0.25)],
          ]),
        ),
        ...lines,
      ),
    );
    const [lx, ly] = P(cx - bw + 20, backBottom + 80, bz);
    parts.push(rect(lx, ly, 2 * bw - 40, 34, 17, '#1f2127', { opacity: 0.85 }));
  }

  // Seat cushion with a waterfall front edge.
  const sx0 = cx - 140;
  const sx1 = cx + 140;
  const [mx, my] = P(cx - 70, 262, cz - 40);
  parts.push(rect(mx, my, 140, 30, 6, '#23252c'));
  parts.push(view.side(sx0, 262, 300, 40, 270, shade(upholstery, -0.35)));
  parts.push(
    view.top(
      sx0,
      sx1 - sx0,
      306,
      10,
      270,
      60,
      defs.linear([
        [0, shade(upholstery, -0.05)],
        [1, shade(upholstery, 0.2)],
      ]),
    ),
  );
  parts.push(
    view.front(
      sx0,
      sx1 - sx0,
      262,
      306,
      270,
      [22, 22, 14, 14],
      defs.linear([
        [0, shade(upholstery, 0.06)],
        [1, shade(upholstery, -0.25)],
      ]),
    ),
  );

  // Armrests.
  const armrest = (x: number) =>
    g(
      {},
      view.rod([x, 280, 150], [x, 420, 150], 22, 20, metalRod(defs, '#2b2d34')),
      view.side(x - 20, 410, 430, 60, 250, '#16171b'),
      view.top(
        x - 20,
        40,
        430,
        60,
        250,
        18,
        defs.linear([
          [0, '#3a3d46'],
          [1, '#2a2c33'],
        ]),
      ),
      view.front(x - 20, 40, 410, 430, 250, [8, 8, 8, 8], '#1b1c21'),
    );
  parts.push(armrest(sx1 + 8), armrest(sx0 - 8));
  return { content: g({}, ...parts), feet };
}

function lounge(defs: Defs, p: ChairParams): { content: string; feet: P3[] } {
  const wood = p.frame;
  const leather = p.primary;
  const x0 = 240;
  const x1 = 560;
  const d = 320;
  const armH = 330;
  const parts: string[] = [];
  const feet: P3[] = [];
  const sideFrame = (x: number, near: boolean) => {
    const out = x < 400 ? -1 : 1;
    const legFront: P3 = [x + out * 10, 0, d + 10];
    const legBack: P3 = [x + out * 10, 0, 10];
    feet.push(legFront, legBack);
    const fill = woodRod(defs, near ? wood : shade(wood, -0.15));
    return g(
      {},
      view.rod([x, armH, 40], legBack, 24, 16, fill),
      view.rod([x, 170, 50], [x, 170, d - 10], 16, 16, fill),
      view.rod([x, armH, d - 20], legFront, 24, 16, fill),
      view.side(x - 18, armH - 18, armH, 20, d, shade(wood, -0.3)),
      view.top(
        x - 18,
        36,
        armH,
        20,
        d,
        10,
        defs.linear([
          [0, shade(wood, 0.05)],
          [1, shade(wood, 0.22)],
        ]),
      ),
      view.front(x - 18, 36, armH - 18, armH, d, [6, 6, 6, 6], woodRod(defs, wood)),
    );
  };
  parts.push(sideFrame(x1 + 26, false));
  // Reclined back cushion with a wooden shell behind it.
  const seatTop = 230;
  const tilt = (h: number) => 70 - ((h - seatTop) / (620 - seatTop)) * 110;
  const slab = (xa: number, xb: number, ha: number, hb: number, dz: number) => {
    const pts = [P(xa, ha, tilt(ha) + dz), P(xa, hb, tilt(hb) + dz), P(xb, hb, tilt(hb) + dz), P(xb, ha, tilt(ha) + dz)];
    return `M${pts.map(([x, y]) => `${x} ${y}`).join(' L')} Z`;
  };
  const shellFill = woodRod(defs, shade(wood, -0.1));
  parts.push(
    path(slab(x0 + 6, x1 - 6, seatTop - 20, 640, -24), shellFill, { stroke: shellFill, 'stroke-width': 24, 'stroke-linejoin': 'round' }),
  );
  const cushionFill = () =>
    defs.linear([
      [0, shade(leather, 0.22)],
      [0.5, shade(leather, 0.04)],
      [1, shade(leather, -0.22)],
    ]);
  const cushion = (ha: number, hb: number) => {
    const fill = cushionFill();
    return path(slab(x0 + 16, x1 - 16, ha, hb, 0), fill, { stroke: fill, 'stroke-width': 30, 'stroke-linejoin': 'round' });
  };
  parts.push(
    cushion(seatTop, 440),
    cushion(478, 612),
    path(slab(x0 + 40, x1 - 40, 598, 604, 0), '#ffffff', { opacity: 0.2 }),
    path(slab(x0 + 40, x1 - 40, 426, 432, 0), '#ffffff', { opacity: 0.16 }),
  );
  // Seat cushion.
  parts.push(view.side(x0 + 4, 170, seatTop - 12, 80, d - 4, shade(leather, -0.32)));
  parts.push(
    view.top(
      x0 + 4,
      x1 - x0 - 8,
      seatTop,
      70,
      d,
      26,
      defs.linear([
        [0, shade(leather, -0.08)],
        [1, shade(leather, 0.22)],
      ]),
    ),
  );
  parts.push(
    view.front(
      x0 + 4,
      x1 - x0 - 8,
      168,
      seatTop,
      d,
      [22, 22, 12, 12],
      defs.linear([
        [0, shade(leather, 0.06)],
        [1, shade(leather, -0.24)],
      ]),
    ),
  );
  parts.push(view.front(x0 + 30, x1 - x0 - 60, seatTop - 8, seatTop - 4, d, [2, 2, 2, 2], '#ffffff', { opacity: 0.22 }));
  parts.push(sideFrame(x0 - 26, true));
  return { content: g({}, ...parts), feet };
}

function stool(defs: Defs, p: ChairParams): { content: string; feet: P3[] } {
  const cx = 400;
  const cz = 120;
  const seatH = 620;
  const seatR = 118;
  const metal = p.legs === 'metal';
  const frame = p.frame;
  const parts: string[] = [];
  const feet: P3[] = [];
  const legs = [45, 135, 225, 315].map((deg) => {
    const a = (deg * Math.PI) / 180;
    const topPt: P3 = [cx + 70 * Math.cos(a), seatH - 40, cz + 70 * Math.sin(a)];
    const foot: P3 = [cx + 150 * Math.cos(a), 0, cz + 150 * Math.sin(a)];
    feet.push(foot);
    return { topPt, foot, back: Math.sin(a) < 0 };
  });
  const legFill = metal ? metalRod(defs, frame) : woodRod(defs, frame);
  const drawLeg = (l: { topPt: P3; foot: P3 }) => view.rod(l.topPt, l.foot, metal ? 12 : 22, metal ? 10 : 15, legFill);
  legs.filter((l) => l.back).forEach((l) => parts.push(drawLeg(l)));
  // Footrest ring.
  const ringH = 220;
  const ringR = 70 + (150 - 70) * (1 - ringH / (seatH - 40)) + 6;
  parts.push(view.disc(cx, ringH, cz, ringR, ringR, 'none', { stroke: metal ? shade(frame, -0.1) : '#9ea3ab', 'stroke-width': 9 }));
  parts.push(view.disc(cx, ringH + 2, cz, ringR, ringR, 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.5 }));
  legs.filter((l) => !l.back).forEach((l) => parts.push(drawLeg(l)));
  // Seat: a short cylinder built from stacked discs, then the top.
  const seatColour = p.cushion ?? p.primary;
  for (let h = seatH - 44; h < seatH; h += 2) {
    parts.push(view.disc(cx, h, cz, seatR, seatR, h < seatH - 24 && p.cushion ? shade(frame, -0.15) : shade(seatColour, -0.25)));
  }
  parts.push(
    view.disc(
      cx,
      seatH,
      cz,
      seatR,
      seatR,
      defs.radial(
        [
          [0, shade(seatColour, 0.25)],
          [0.7, seatColour],
          [1, shade(seatColour, -0.1)],
        ],
        0.45,
        0.35,
        0.7,
      ),
    ),
  );
  parts.push(
    view.disc(cx, seatH, cz, seatR - 22, seatR - 22, 'none', { stroke: shade(seatColour, -0.15), 'stroke-width': 2, opacity: 0.5 }),
  );
  return { content: g({}, ...parts), feet };
}

function shell(defs: Defs, p: ChairParams): { content: string; feet: P3[] } {
  const colour = p.primary;
  const frame = p.frame;
  const metal = p.legs === 'metal';
  const parts: string[] = [];
  const seatH = 300;
  const feet: P3[] = [];
  const legs = [
    { a: [310, seatH - 30, 60], b: [268, 0, 20] },
    { a: [490, seatH - 30, 60], b: [532, 0, 20] },
    { a: [310, seatH - 30, 190], b: [262, 0, 250] },
    { a: [490, seatH - 30, 190], b: [538, 0, 250] },
  ] as const;
  legs.forEach(({ b }) => feet.push(b));
  const legFill = metal ? metalRod(defs, frame) : woodRod(defs, frame);
  const drawLeg = (i: number) => {
    const l = legs[i];
    return l ? view.rod(l.a, l.b, metal ? 10 : 22, metal ? 8 : 14, legFill) : '';
  };
  parts.push(drawLeg(0), drawLeg(1));
  // Wire cross bracing between the legs.
  const wire = { stroke: metal ? shade(frame, -0.1) : '#3b3d44', 'stroke-width': 3.5, fill: 'none', 'stroke-linecap': 'round' };
  const mid = (h: number, z: number): P3 => [400, h, z];
  const link = (a: P3, b: P3) => {
    const [ax, ay] = P(...a);
    const [bx, by] = P(...b);
    return path(`M${ax} ${ay} L${bx} ${by}`, 'none', wire);
  };
  parts.push(
    link([300, 120, 40], mid(200, 120)),
    link([500, 120, 40], mid(200, 120)),
    link([292, 120, 225], mid(200, 120)),
    link([508, 120, 225], mid(200, 120)),
  );
  const [hx, hy] = P(400, 200, 120);
  parts.push(circle(hx, hy, 7, '#2a2c33'));
  // The moulded shell: a curved back rising from a dished seat with a rolled front lip.
  const tl = P(262, 640, -20);
  const tr = P(538, 640, -20);
  const bl = P(250, seatH - 8, 70);
  const br = P(550, seatH - 8, 70);
  const back = (inset: number) =>
    `M${bl[0] + inset} ${bl[1]} C${bl[0] + 18 + inset} ${bl[1] - 120} ${tl[0] + inset - 14} ${tl[1] + 150} ${tl[0] + inset} ${tl[1] + 40 + inset} ` +
    `Q${(tl[0] + tr[0]) / 2} ${tl[1] - 40 + inset * 1.6} ${tr[0] - inset} ${tr[1] + 40 + inset} ` +
    `C${tr[0] - inset + 14} ${tr[1] + 150} ${br[0] - 18 - inset} ${br[1] - 120} ${br[0] - inset} ${br[1]} Z`;
  parts.push(
    path(
      back(0),
      defs.linear([
        [0, shade(colour, -0.12)],
        [1, shade(colour, -0.3)],
      ]),
    ),
  );
  parts.push(
    path(
      back(9),
      defs.linear([
        [0, shade(colour, 0.22)],
        [0.45, shade(colour, 0.06)],
        [1, shade(colour, -0.2)],
      ]),
    ),
  );
  const [sx, sy] = P(330, 560, -8);
  parts.push(
    path(`M${sx} ${sy} Q${sx - 16} ${sy + 80} ${sx + 4} ${sy + 150}`, 'none', {
      stroke: '#ffffff',
      'stroke-width': 12,
      opacity: 0.3,
      'stroke-linecap': 'round',
      filter: defs.blur(4),
    }),
  );
  // Seat pan: a thick rim under a dished top.
  for (let h = seatH - 18; h < seatH; h += 3) {
    parts.push(view.top(248, 304, h, 24, 272, 70, shade(colour, -0.3 + ((h - seatH + 18) / 18) * 0.14)));
  }
  parts.push(
    view.top(
      248,
      304,
      seatH,
      24,
      272,
      70,
      defs.linear([
        [0, shade(colour, -0.22)],
        [0.35, shade(colour, 0.02)],
        [1, shade(colour, 0.2)],
      ]),
    ),
  );
  parts.push(view.top(262, 276, seatH, 40, 258, 60, 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.25 }));
  parts.push(drawLeg(2), drawLeg(3));
  return { content: g({}, ...parts), feet };
}

const STYLES: Record<ChairParams['style'], (defs: Defs, p: ChairParams) => { content: string; feet: P3[] }> = {
  dining,
  office,
  lounge,
  stool,
  shell,
};

/** Rough screen bounds per style (before fitting), used to scale each chair to the frame. */
function bounds(p: ChairParams): Box {
  switch (p.style) {
    case 'dining':
      return { x0: 248, y0: -78, x1: 592, y1: 692 };
    case 'office':
      return { x0: 228, y0: p.office === 'headrest' ? -232 : -124, x1: 652, y1: 714 };
    case 'lounge':
      return { x0: 188, y0: -80, x1: 672, y1: 714 };
    case 'stool':
      return { x0: 285, y0: -30, x1: 555, y1: 692 };
    case 'shell':
      return { x0: 245, y0: -72, x1: 602, y1: 692 };
  }
}

export function chair(p: ChairParams): string {
  return scene({
    backdrop: p.backdrop,
    shadows: [],
    draw: (defs) => {
      const { content, feet } = STYLES[p.style](defs, p);
      const xs = feet.map(([x, , z]) => x + z * 0);
      const zs = feet.map(([, , z]) => z);
      const spread = {
        cx: (Math.min(...xs) + Math.max(...xs)) / 2,
        cz: (Math.min(...zs) + Math.max(...zs)) / 2,
        rx: (Math.max(...xs) - Math.min(...xs)) / 2 + 50,
        rz: (Math.max(...zs) - Math.min(...zs)) / 2 + 30,
      };
      return fit(contactShadows(defs, p.backdrop, feet, spread) + content, bounds(p), 560, 680, 400, 400);
    },
  });
}
