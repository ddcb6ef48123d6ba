// The piece's outline as an SVG path: a square with a knob on top, one on the right, and a
// notch on the left (the previous site's shape, there drawn on a canvas).

type Arc = { cx: number; cy: number; r: number; from: number; to: number; clockwise: boolean };

const round = (value: number) => Math.round(value * 100) / 100;

function at(cx: number, cy: number, r: number, turns: number): string {
  const angle = turns * Math.PI;
  return `${round(cx + r * Math.cos(angle))} ${round(cy + r * Math.sin(angle))}`;
}

/** A line to the arc's start, then the arc; each of the piece's arcs is more than a half turn. */
function arc({ cx, cy, r, from, to, clockwise }: Arc): string {
  return `L${at(cx, cy, r, from)} A${r} ${r} 0 1 ${clockwise ? 1 : 0} ${at(cx, cy, r, to)}`;
}

/** The outline of a piece whose square body has its top-left corner at (x, y). */
export function piecePath(x: number, y: number, l: number, r: number): string {
  return [
    `M${x} ${y}`,
    arc({ cx: x + l / 2, cy: y - r + 2, r, from: 0.72, to: 2.26, clockwise: true }),
    `L${x + l} ${y}`,
    arc({ cx: x + l + r - 2, cy: y + l / 2, r, from: 1.21, to: 2.78, clockwise: true }),
    `L${x + l} ${y + l} L${x} ${y + l}`,
    arc({ cx: x + r - 2, cy: y + l / 2, r: r + 0.4, from: 2.76, to: 1.24, clockwise: false }),
    'Z',
  ].join(' ');
}
