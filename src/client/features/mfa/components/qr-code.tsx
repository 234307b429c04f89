import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code drawn as SVG in the page (the `qrcode` library's matrix): no image request, no data:
 * address for the CSP to allow, and the secret never leaves the browser.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, cells } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const dark: string[] = [];
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (modules.get(row, col)) dark.push(`M${col + 4} ${row + 4}h1v1h-1z`);
    return { size: modules.size + 8, cells: dark.join('') };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="size-48 rounded-lg bg-white"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={cells} fill="#000" />
    </svg>
  );
}
