import { create } from "qrcode";
import { useMemo } from "react";

/**
 * A wallet item's code as a QR code (DESIGN.md "Codes": `qrcode`) drawn as SVG squares: no canvas,
 * no data URL (the page's CSP), crisp at any size, dark on white with the 4-module quiet zone so a
 * cinema's scanner reads it whatever the page's theme. Sized by its CSS class.
 */
export function CodeQr({ code, label, className }: { code: string; label: string; className: string }) {
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
