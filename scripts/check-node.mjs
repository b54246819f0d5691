#!/usr/bin/env node
// Fails with a clear message unless this is Node 24 (`engines` in package.json). npm scripts put
// node_modules/.bin first on PATH, so `node` there is the Node 24 of the `node` devDependency.
const wanted = 24;
const major = Number.parseInt(process.versions.node, 10);
if (major !== wanted) {
  console.error(
    [
      `Cinélux needs Node ${wanted}; this is Node ${process.versions.node} (${process.execPath}).`,
      "Run it through npm (`npm start`, `npm test`, `npm run <script>`), which uses the Node 24 that",
      "`npm ci` installs in node_modules/.bin, or install Node 24 (see .nvmrc).",
    ].join("\n"),
  );
  process.exit(1);
}
