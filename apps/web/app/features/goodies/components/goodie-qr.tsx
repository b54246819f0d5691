import { create } from "qrcode";
import { useMemo } from "react";

/**
 * A goodie's code as a QR code (DESIGN.md "Codes": `qrcode`), SVG squares dark on white with the
 * 4-module quiet zone, like the pass's and the wallet's (features do not share components; a
 * shared one belongs in ui/ once a third screen needs it).
 */
export function GoodieQr({ code, label, className }: { code: string; label: string; className: string }) {
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
      className={className}
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
