import { useMemo } from "react";
import { create } from "./qrcode-encoder.client";

/** The standard quiet zone around a QR code, in modules: scanners need it to find the code. */
const QUIET_ZONE = 4;

/**
 * A code a cinema scans (the pass, an e-ticket, a wallet card, a goodie) as a QR code (DESIGN.md
 * "Codes": `qrcode`), drawn as SVG squares: no canvas, no data URL (the page's CSP), crisp at any
 * size. Always dark on white with the 4-module quiet zone, so a scanner reads it whatever the page's
 * theme. `label` names it for a screen reader; the screen sizes it with `className`.
 */
export function QrCode({ code, label, className }: { code: string; label: string; className?: string }) {
  const drawing = useMemo(() => {
    const { modules } = create(code, { errorCorrectionLevel: "M" });
    const squares: string[] = [];
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        if (modules.get(row, column)) {
          squares.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
        }
      }
    }
    return { d: squares.join(""), size: modules.size + 2 * QUIET_ZONE };
  }, [code]);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${drawing.size} ${drawing.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={drawing.size} height={drawing.size} fill="#fff" />
      <path d={drawing.d} fill="#000" />
    </svg>
  );
}
