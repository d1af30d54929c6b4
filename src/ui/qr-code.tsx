import { create } from 'qrcode';
import { useMemo } from 'react';

export interface QrCodeProps {
  /** The text the code carries. */
  value: string;
  /** The image's accessible name, e.g. 'Scan code for submission #12'. */
  label: string;
  className?: string;
}

/** The quiet zone around the code, in modules (the QR standard asks for 4). */
const QUIET = 4;

/**
 * A QR code drawn as SVG from the `qrcode` library's module matrix: sharp at any print size, no canvas
 * and no HTML strings. Error correction M survives a scuffed box label.
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let y = 0; y < modules.size; y += 1) {
      for (let x = 0; x < modules.size; x += 1) {
        if (modules.get(y, x)) d += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
      }
    }
    return { size: modules.size + QUIET * 2, path: d };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      data-qr-value={value}
    >
      <rect width={size} height={size} fill="white" />
      <path d={path} fill="black" />
    </svg>
  );
}
