// A QR code as SVG path data, drawn on the server from the `qrcode` package's module matrix:
// no external QR service, no client JavaScript, and the page embeds it inline.
import { create } from 'qrcode';

export type QrPath = {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** One path in module units: a `M x y h w v 1 h -w z` rectangle per run of dark modules. */
  d: string;
};

/** The quiet zone the QR standard asks for around the code, in modules. */
export const quietZone = 4;

export function qrPath(text: string): QrPath {
  // Level M survives a smudged screen or a printed page and keeps the code small.
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  const runs: string[] = [];
  for (let y = 0; y < size; y += 1) {
    let x = 0;
    while (x < size) {
      if (!modules.get(y, x)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && modules.get(y, x)) x += 1;
      // Joining each row's runs keeps the path a few kilobytes instead of one rect per module.
      runs.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  }
  return { size, d: runs.join('') };
}
