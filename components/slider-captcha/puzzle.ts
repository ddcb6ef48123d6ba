// Drawing the puzzle: the background with a hole where the piece belongs, and the piece cut out
// of the same picture on its own canvas, which slides over the first one.

export type PuzzleGeometry = {
  width: number;
  height: number;
  pieceLength: number;
  radius: number;
  /** Top-left corner of the piece's square body in the picture. */
  x: number;
  y: number;
};

/** The piece's outline: a square with a knob on top, one on the right, and a notch on the left. */
function tracePiece(ctx: CanvasRenderingContext2D, x: number, y: number, l: number, r: number) {
  const { PI } = Math;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.arc(x + l / 2, y - r + 2, r, 0.72 * PI, 2.26 * PI);
  ctx.lineTo(x + l, y);
  ctx.arc(x + l + r - 2, y + l / 2, r, 1.21 * PI, 2.78 * PI);
  ctx.lineTo(x + l, y + l);
  ctx.lineTo(x, y + l);
  ctx.arc(x + r - 2, y + l / 2, r + 0.4, 2.76 * PI, 1.24 * PI, true);
  ctx.lineTo(x, y);
  ctx.closePath();
}

/** Left margin of the piece inside its own canvas, so that its outline is not clipped. */
export const pieceInset = 1;

export function drawPuzzle(
  background: CanvasRenderingContext2D,
  piece: CanvasRenderingContext2D,
  image: CanvasImageSource,
  { width, height, pieceLength: l, radius: r, x, y }: PuzzleGeometry,
): void {
  background.clearRect(0, 0, width, height);
  background.drawImage(image, 0, 0, width, height);
  tracePiece(background, x, y, l, r);
  background.fillStyle = 'rgb(255 255 255 / 0.7)';
  background.strokeStyle = 'rgb(255 255 255 / 0.8)';
  background.lineWidth = 2;
  background.fill();
  background.stroke();

  // The piece's canvas starts `pieceInset` left of the body: at left = x − inset it sits exactly
  // in the hole.
  piece.clearRect(0, 0, piece.canvas.width, height);
  const shift = x - pieceInset;
  piece.save();
  tracePiece(piece, pieceInset, y, l, r);
  piece.clip();
  piece.drawImage(image, -shift, 0, width, height);
  piece.restore();
  tracePiece(piece, pieceInset, y, l, r);
  piece.strokeStyle = 'rgb(255 255 255 / 0.9)';
  piece.lineWidth = 2;
  piece.stroke();
}
