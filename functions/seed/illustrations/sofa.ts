// Sofas in a gentle three-quarter view: a cabinet-style projection where depth drops down and to
// the right, so seat tops, arm tops and the left-hand sides all show.
import { shade } from './palette.ts';
import { type Defs, Projection, g, path, quad, rect, circle, roundedPath, scene, floorShadow } from './scene.ts';

export type SofaParams = {
  style: 'armchair' | 'loveseat' | 'three-seat' | 'corner';
  fabric: string;
  backdrop: string;
  legs: 'tapered' | 'block' | 'hairpin' | 'bun' | 'plinth';
  legColour: string;
  arms: 'track' | 'rounded' | 'rolled' | 'slim';
  /** Throw pillow colours, placed from the left. */
  pillows?: readonly string[];
  /** Buttoned back cushions. */
  tufted?: boolean;
  /** Piping colour along cushion edges. */
  piping?: string;
};

const KY = 0.3; // screen drop per unit of depth
const KX = 0.16; // screen shift right per unit of depth
const DEPTH = 250;
const FLOOR = 520; // screen y of the floor at the back plane
const BACK_Z = 42; // front of the back frame
const CUSHION_Z = 96; // front of the back cushions

const LEG_HEIGHT: Record<SofaParams['legs'], number> = { tapered: 48, block: 26, hairpin: 52, bun: 24, plinth: 14 };
const ARM_WIDTH: Record<SofaParams['arms'], number> = { track: 48, rounded: 58, rolled: 58, slim: 28 };
const LAYOUT: Record<SofaParams['style'], { seats: number; seatW: number; scale: number }> = {
  armchair: { seats: 1, seatW: 240, scale: 1.4 },
  loveseat: { seats: 2, seatW: 196, scale: 1.2 },
  'three-seat': { seats: 3, seatW: 162, scale: 1.06 },
  corner: { seats: 3, seatW: 156, scale: 1.02 },
};

const view = new Projection(KX, KY, FLOOR);
const P = (x: number, h: number, z: number) => view.at(x, h, z);
const front = view.front.bind(view);
const top = view.top.bind(view);
const side = view.side.bind(view);

function leg(defs: Defs, p: SofaParams, x: number, z: number, visible: boolean, splay: -1 | 1): string {
  const h = LEG_HEIGHT[p.legs];
  const [lx, floorY] = P(x, 0, z);
  const topY = floorY - h;
  const colour = visible ? p.legColour : shade(p.legColour, -0.35);
  switch (p.legs) {
    case 'tapered': {
      const s = 8 * splay;
      const fill = visible
        ? defs.horizontal([
            [0, shade(colour, 0.2)],
            [1, shade(colour, -0.25)],
          ])
        : colour;
      return quad(
        [
          [lx - 9, topY],
          [lx + 9, topY],
          [lx + 4 + s, floorY],
          [lx - 3 + s, floorY],
        ],
        fill,
      );
    }
    case 'block':
      return rect(lx - 14, topY, 28, h, 3, colour);
    case 'hairpin':
      return path(`M${lx - 11} ${topY} L${lx + 3 * splay} ${floorY} L${lx + 11} ${topY}`, 'none', {
        stroke: colour,
        'stroke-width': 4.5,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      });
    case 'bun': {
      const fill = visible
        ? defs.radial(
            [
              [0, shade(colour, 0.3)],
              [1, shade(colour, -0.2)],
            ],
            0.4,
            0.35,
            0.65,
          )
        : colour;
      return g({}, rect(lx - 7, topY, 14, 8, 2, shade(colour, -0.25)), circle(lx, floorY - h / 2 + 1, h / 2 + 2, fill));
    }
    case 'plinth':
      return '';
  }
}

function pillow(defs: Defs, cx: number, cy: number, size: number, colour: string, tilt: number): string {
  const s = size / 2;
  const b = size * 0.08;
  const d = `M${-s} ${-s} Q0 ${-s + b} ${s} ${-s} Q${s - b} 0 ${s} ${s} Q0 ${s - b} ${-s} ${s} Q${-s + b} 0 ${-s} ${-s} Z`;
  return g(
    { transform: `translate(${cx} ${cy}) rotate(${tilt})` },
    path(
      d,
      defs.linear(
        [
          [0, shade(colour, 0.25)],
          [1, shade(colour, -0.2)],
        ],
        0,
        0,
        1,
        1,
      ),
      {
        stroke: shade(colour, -0.28),
        'stroke-width': 2,
        'stroke-linejoin': 'round',
      },
    ),
    circle(0, 0, size * 0.05, shade(colour, -0.3), { opacity: 0.5 }),
  );
}

function arm(defs: Defs, p: SofaParams, x: number, w: number, zEnd: number): string {
  const legH = LEG_HEIGHT[p.legs];
  const armTop = legH + 176;
  const fabric = p.fabric;
  const r = p.arms === 'track' ? 8 : p.arms === 'slim' ? 6 : w / 2;
  const parts = [
    side(
      x,
      legH,
      armTop - r * 0.4,
      0,
      zEnd,
      defs.linear([
        [0, shade(fabric, -0.1)],
        [1, shade(fabric, -0.3)],
      ]),
    ),
    top(
      x,
      w,
      armTop,
      0,
      zEnd,
      Math.min(r, 12),
      defs.linear([
        [0, shade(fabric, 0.02)],
        [1, shade(fabric, 0.16)],
      ]),
    ),
  ];
  const frontFill = defs.linear([
    [0, shade(fabric, 0.02)],
    [1, shade(fabric, -0.2)],
  ]);
  if (p.arms === 'rolled') {
    const [cx, cy] = P(x + w / 2, armTop - w / 2 + 6, zEnd);
    parts.push(front(x - 4, w + 8, legH, armTop - w / 2, zEnd, [4, 4, 8, 8], frontFill));
    parts.push(
      circle(
        cx,
        cy,
        w / 2 + 6,
        defs.radial(
          [
            [0, shade(fabric, 0.18)],
            [0.75, fabric],
            [1, shade(fabric, -0.18)],
          ],
          0.42,
          0.4,
          0.62,
        ),
      ),
    );
    parts.push(circle(cx, cy, w / 5, shade(fabric, -0.14), { opacity: 0.7 }));
  } else {
    const fr = p.arms === 'rounded' ? Math.min(24, w / 2) : 6;
    parts.push(front(x, w, legH, armTop, zEnd, [fr, fr, 8, 8], frontFill));
    parts.push(front(x + 5, w - 10, armTop - 5, armTop - 2, zEnd, [1.5, 1.5, 1.5, 1.5], '#ffffff', { opacity: 0.25 }));
  }
  return g({}, ...parts);
}

export function sofa(p: SofaParams): string {
  const layout = LAYOUT[p.style];
  const armW = ARM_WIDTH[p.arms];
  const innerW = layout.seats * layout.seatW;
  const width = innerW + armW * 2;
  const x0 = 400 - width / 2;
  const x1 = x0 + width;
  const legH = LEG_HEIGHT[p.legs];
  const baseH = 60;
  const seatTop = legH + baseH + 46;
  const backTop = seatTop + 150;
  const chaise = p.style === 'corner' ? 190 : 0;
  const fabric = p.fabric;
  const dark = shade(fabric, -0.3);
  const s = layout.scale;
  const zMax = DEPTH + chaise;
  // Centre the footprint: shift left by half the depth offset, and centre vertically.
  const [, topY] = P(0, backTop, 0);
  const [, bottomY] = P(0, 0, zMax);
  const centreX = 400 + (zMax * KX) / 2;
  const centreY = (topY + bottomY) / 2;

  return scene({
    backdrop: p.backdrop,
    shadows: [],
    draw: (defs) => {
      const parts: string[] = [];
      const [fx, fy] = P(400, 0, zMax / 2);
      parts.push(
        floorShadow(defs, p.backdrop, { cx: fx, cy: fy + 6, rx: width / 2 + 40, ry: (zMax * KY) / 2 + 16, opacity: 0.28, blur: 18 }),
        floorShadow(defs, p.backdrop, { cx: fx, cy: fy, rx: width / 2 - 6, ry: (zMax * KY) / 2 - 6, opacity: 0.4, blur: 7 }),
      );

      // Legs at the back.
      parts.push(leg(defs, p, x0 + 22, 26, false, -1), leg(defs, p, x1 - 22, 26, false, 1));

      // Back frame.
      const [bx, by] = P(x0, backTop, 0);
      const [, bb] = P(0, legH, BACK_Z);
      parts.push(
        side(x0, legH, backTop - 10, 0, BACK_Z, shade(fabric, -0.3)),
        path(
          roundedPath(bx, by, width + BACK_Z * KX, bb - by, [16, 16, 4, 4]),
          defs.linear([
            [0, shade(fabric, 0.16)],
            [0.06, shade(fabric, 0.08)],
            [0.1, shade(fabric, -0.02)],
            [1, shade(fabric, -0.34)],
          ]),
        ),
      );

      // Right arm sits behind the seat from this viewpoint.
      parts.push(arm(defs, p, x1 - armW, armW, DEPTH + chaise));

      // Back cushions.
      const gap = 6;
      const cw = (innerW - gap * (layout.seats + 1)) / layout.seats;
      for (let i = 0; i < layout.seats; i += 1) {
        const cx = x0 + armW + gap + i * (cw + gap);
        parts.push(
          side(cx, seatTop - 10, seatTop + 140, BACK_Z, CUSHION_Z, shade(fabric, -0.22)),
          top(cx, cw, seatTop + 146, BACK_Z + 6, CUSHION_Z - 4, 14, shade(fabric, 0.2)),
          front(
            cx,
            cw,
            seatTop - 10,
            seatTop + 146,
            CUSHION_Z,
            [26, 26, 10, 10],
            defs.linear([
              [0, shade(fabric, 0.2)],
              [0.5, shade(fabric, 0.05)],
              [1, shade(fabric, -0.22)],
            ]),
            {
              stroke: p.piping ?? shade(fabric, -0.14),
              'stroke-width': p.piping ? 3 : 1.2,
            },
          ),
        );
        if (p.tufted) {
          for (let row = 0; row < 2; row += 1) {
            for (let col = 0; col < (row === 0 ? 3 : 2); col += 1) {
              const u = row === 0 ? 0.2 + col * 0.3 : 0.35 + col * 0.3;
              const [bx, by] = P(cx + cw * u, seatTop + 108 - row * 46, CUSHION_Z);
              parts.push(circle(bx, by, 4.5, shade(fabric, -0.38)), circle(bx - 1, by - 1.2, 1.5, shade(fabric, 0.3)));
            }
          }
        }
      }

      // Seat base.
      parts.push(
        front(
          x0 + armW - 2,
          innerW + 4,
          legH,
          legH + baseH + 20,
          DEPTH,
          [4, 4, 6, 6],
          defs.linear([
            [0, shade(fabric, -0.06)],
            [1, shade(fabric, -0.28)],
          ]),
        ),
      );
      if (p.legs === 'plinth') {
        const [px, py] = P(x0 + 16, legH, DEPTH);
        parts.push(rect(px, py, width - 32, legH, 2, shade(p.legColour, -0.1)));
      }

      // Seat cushions; with a corner layout the last one runs forward as a chaise.
      const seatW = innerW / layout.seats;
      for (let i = 0; i < layout.seats; i += 1) {
        const isChaise = chaise > 0 && i === layout.seats - 1;
        const zFront = DEPTH + 8 + (isChaise ? chaise : 0);
        const sx = x0 + armW + gap / 2 + i * seatW;
        const sw = seatW - gap;
        if (isChaise) {
          const baseFill = defs.linear([
            [0, shade(fabric, -0.06)],
            [1, shade(fabric, -0.28)],
          ]);
          parts.push(
            side(sx - 2, legH, seatTop - 40, DEPTH, zFront - 8, shade(fabric, -0.34)),
            front(sx - 2, sw + 4, legH, legH + baseH + 20, zFront - 8, [4, 4, 6, 6], baseFill),
          );
          if (p.legs === 'plinth') {
            const [px, py] = P(sx + 8, legH, zFront - 8);
            parts.push(rect(px, py, sw + armW - 24, legH, 2, shade(p.legColour, -0.1)));
          }
        }
        const zBack = isChaise ? CUSHION_Z : CUSHION_Z;
        const segments: (readonly [number, number])[] = isChaise
          ? [
              [zBack, DEPTH + 4],
              [DEPTH + 4, zFront],
            ]
          : [[zBack, zFront]];
        for (const [za, zb] of segments) {
          parts.push(
            side(sx, seatTop - 46, seatTop - 6, za + 4, zb, shade(fabric, -0.26)),
            top(
              sx,
              sw,
              seatTop,
              za,
              zb,
              16,
              defs.linear([
                [0, shade(fabric, -0.04)],
                [0.4, shade(fabric, 0.12)],
                [1, shade(fabric, 0.22)],
              ]),
            ),
          );
        }
        parts.push(
          front(
            sx,
            sw,
            seatTop - 46,
            seatTop,
            zFront,
            [14, 14, 10, 10],
            defs.linear([
              [0, shade(fabric, 0.06)],
              [1, shade(fabric, -0.16)],
            ]),
            {
              stroke: p.piping ?? shade(fabric, -0.12),
              'stroke-width': p.piping ? 3 : 1,
            },
          ),
          front(sx + 12, sw - 24, seatTop - 5, seatTop - 2, zFront, [1.5, 1.5, 1.5, 1.5], '#ffffff', { opacity: 0.22 }),
        );
      }

      // Throw pillows lean against the back cushions.
      (p.pillows ?? []).forEach((colour, i, all) => {
        const along = all.length === 1 ? 0.12 : i / (all.length - 1);
        const [px, py] = P(x0 + armW + 74 + along * (innerW - 148), seatTop + 58, CUSHION_Z + 28);
        parts.push(pillow(defs, px, py, 100, colour, (i % 2 === 0 ? -1 : 1) * (7 + (i % 3) * 2)));
      });

      // Shade where the left arm meets the seat, then the left arm itself.
      const [shx, shy] = P(x0 + armW, seatTop + 140, CUSHION_Z);
      const [, shb] = P(0, seatTop - 46, DEPTH + 8);
      parts.push(
        rect(
          shx,
          shy,
          28,
          shb - shy,
          0,
          defs.horizontal([
            [0, dark, 0.4],
            [1, dark, 0],
          ]),
        ),
      );
      parts.push(arm(defs, p, x0, armW, DEPTH));

      // Front legs.
      parts.push(leg(defs, p, x0 + 22, DEPTH - 6, true, -1));
      if (chaise > 0) {
        parts.push(leg(defs, p, x1 - armW - seatW + 20, DEPTH + chaise - 6, true, -1));
        parts.push(leg(defs, p, x1 - armW - seatW + 10, DEPTH - 6, true, 1));
      }
      parts.push(leg(defs, p, x1 - 22, DEPTH + chaise - 6, true, 1));

      return g({ transform: `translate(400 425) scale(${s}) translate(${-centreX} ${-centreY})` }, ...parts);
    },
  });
}
