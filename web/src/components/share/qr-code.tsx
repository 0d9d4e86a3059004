import { useEffect, useState } from 'react';

type Matrix = boolean[][];

// The encoder (uqr, ~8 KB gzipped) is fetched only when a QR code is first drawn, so the app's
// first load and the viewer never carry it.
async function encodeQr(text: string): Promise<Matrix> {
  const { encode } = await import('uqr');
  return encode(text, { ecc: 'M', border: 2 }).data;
}

/** The modules as one SVG path: one square per dark cell, crisp at any size. */
function pathOf(matrix: Matrix): string {
  let d = '';
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return d;
}

export function QrCode({ text, label, size = 160 }: { text: string; label: string; size?: number }) {
  const [matrix, setMatrix] = useState<Matrix | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setMatrix(null);
    setFailed(false);
    encodeQr(text).then(
      (m) => live && setMatrix(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [text]);

  if (failed)
    return (
      <p
        className="grid place-items-center text-center text-xs text-slate-500"
        style={{ width: size, height: size }}
      >
        The QR code could not be drawn. Copy the link instead.
      </p>
    );
  if (!matrix)
    return (
      <span
        role="status"
        aria-label="Drawing the QR code"
        className="block animate-pulse rounded-lg bg-slate-100"
        style={{ width: size, height: size }}
      />
    );
  const n = matrix.length;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="share-qr"
      data-modules={n}
      viewBox={`0 0 ${n} ${n}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-lg bg-white"
    >
      <rect width={n} height={n} fill="#fff" />
      <path d={pathOf(matrix)} fill="#0f172a" />
    </svg>
  );
}
