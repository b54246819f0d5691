/**
 * The QR encoder, through `qrcode`'s public entry. A `.client` module: React Router leaves it out of
 * the server build, so the server never loads the package's Node renderers (pngjs and the PNG, UTF-8
 * and terminal writers) with the web build. Codes are drawn on client-rendered customer pages only.
 */
export { create } from "qrcode";
