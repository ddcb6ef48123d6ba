// The QR code of the Android app's download link, drawn on the server as inline SVG.
import { qrPath, quietZone } from '#lib/qr-svg.ts';

type Props = { url: string; label: string; className?: string };

export function AndroidQr({ url, label, className }: Props) {
  const { size, d } = qrPath(url);
  const side = size + quietZone * 2;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`${-quietZone} ${-quietZone} ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect x={-quietZone} y={-quietZone} width={side} height={side} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
