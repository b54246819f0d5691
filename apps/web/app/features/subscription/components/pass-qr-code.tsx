import { QrCode } from "../../../ui";

/** The pass's code as a QR code (the design system's `QrCode`), sized by the pass card's styles. */
export function PassQrCode({ code, label }: { code: string; label: string }) {
  return <QrCode code={code} label={label} className="pass-card__qr" />;
}
