// qrcode's encoder alone (lib/core/qrcode.js): what QrCode draws from. The package's entries add
// renderers this app never uses: canvas and SVG strings in the browser, and on the server pngjs
// with ~55 modules that every start would load, against the cold-start budget (decision 006).
declare module "qrcode/lib/core/qrcode.js" {
  export { create } from "qrcode";
}
