import { create } from "qrcode";
import { useMemo } from "react";

/**
 * The pass's code as a QR code (DESIGN.md "Codes": `qrcode`) drawn as SVG squares: no canvas, no
 * data URL (the page's CSP), crisp at any size. Dark on white with the standard 4-module quiet zone,
 * so a cinema's scanner reads it whatever the page's theme.
 */
export function PassQrCode({ code, label }: { code: string; label: string }) {
  const path = useMemo(() => {
    const { modules } = create(code, { errorCorrectionLevel: "M" });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        if (modules.get(row, column)) {
          parts.push(`M${column + 4} ${row + 4}h1v1h-1z`);
        }
      }
    }
    return { d: parts.join(""), size: modules.size + 8 };
  }, [code]);
  return (
    <svg
      className="pass-card__qr"
      viewBox={`0 0 ${path.size} ${path.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={path.size} height={path.size} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
