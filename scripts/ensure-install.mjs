#!/usr/bin/env node
// Makes `npm start`, `npm test`, `npm run dev` work on a fresh clone: installs the npm packages when
// node_modules is missing or does not match package-lock.json, and is a fast no-op otherwise.
//
// Plain JavaScript for any Node >= 20: on a fresh clone it runs on the system Node, before the Node 24
// of the `node` devDependency exists.
//
// "Up to date" means: node_modules/.cinelux-install-hash holds the SHA-256 of package-lock.json,
// written after a successful install. When the hash is missing or stale (someone ran `npm install`
// themselves, or pulled a new lockfile), npm's own record of what it installed
// (node_modules/.package-lock.json) is compared with package-lock.json; when every package matches,
// the hash is simply recorded, otherwise `npm ci` runs (and `npm install` if `npm ci` fails).
//
// Set CINELUX_SKIP_INSTALL=1 to skip the check entirely.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const lockFile = path.join(root, "package-lock.json");
const modules = path.join(root, "node_modules");
const hashFile = path.join(modules, ".cinelux-install-hash");
const hiddenLockFile = path.join(modules, ".package-lock.json");
// Binaries that every script relies on; their absence means a broken or partial install.
const requiredBins = ["node", "vitest", "biome", "tsc"];
const isCI = Boolean(process.env.CI) && !["0", "false"].includes(String(process.env.CI).toLowerCase());

function lockHash() {
  return createHash("sha256").update(readFileSync(lockFile)).digest("hex");
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/** Why node_modules needs an install, or undefined when it matches package-lock.json. */
function staleReason(hash) {
  if (!existsSync(modules)) {
    return "node_modules is missing";
  }
  const missingBin = requiredBins.find((bin) => !existsSync(path.join(modules, ".bin", bin)));
  if (missingBin) {
    return `node_modules/.bin/${missingBin} is missing`;
  }
  if (existsSync(hashFile) && readFileSync(hashFile, "utf8").trim() === hash) {
    return undefined;
  }
  return installedDiffers();
}

/** Compares npm's record of the installed tree with the lockfile, package by package. */
function installedDiffers() {
  const wanted = readJson(lockFile)?.packages;
  const installed = readJson(hiddenLockFile)?.packages;
  if (!wanted || !installed) {
    return "node_modules/.package-lock.json is missing or unreadable";
  }
  for (const [key, entry] of Object.entries(wanted)) {
    if (key === "") {
      continue;
    }
    const actual = installed[key];
    if (!actual) {
      // Optional packages for other platforms (esbuild, biome, rolldown binaries) are never installed.
      if (entry.optional) {
        continue;
      }
      return `${key} is not installed`;
    }
    if (entry.version !== actual.version || Boolean(entry.link) !== Boolean(actual.link)) {
      return `${key} is ${actual.version ?? "a link"}, the lockfile wants ${entry.version ?? "a link"}`;
    }
    // Workspace folders: their declared dependencies must match too.
    if (!key.includes("node_modules/")) {
      for (const field of ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"]) {
        if (JSON.stringify(entry[field] ?? {}) !== JSON.stringify(actual[field] ?? {})) {
          return `${key} ${field} differ from the lockfile`;
        }
      }
    }
  }
  for (const key of Object.keys(installed)) {
    if (key !== "" && !(key in wanted)) {
      return `${key} is installed but not in the lockfile`;
    }
  }
  return undefined;
}

/** Runs npm on the system Node: node_modules/.bin/node may be deleted by `npm ci` while it runs. */
function npm(args) {
  const bin = path.join(modules, ".bin");
  const PATH = (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter(
      (entry) =>
        entry && path.resolve(entry) !== bin && !entry.endsWith(`${path.sep}node_modules${path.sep}.bin`),
    )
    .join(path.delimiter);
  console.log(`\n> npm ${args.join(" ")}`);
  const result = spawnSync("npm", args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PATH },
    shell: process.platform === "win32",
  });
  if (result.error) {
    console.error(`Could not run npm: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

function main() {
  if (process.env.CINELUX_SKIP_INSTALL === "1") {
    return 0;
  }
  if (!existsSync(lockFile)) {
    console.error("package-lock.json is missing: run `npm install` once to create it.");
    return 1;
  }
  const hash = lockHash();
  const reason = staleReason(hash);
  if (!reason) {
    if (!existsSync(hashFile) || readFileSync(hashFile, "utf8").trim() !== hash) {
      writeFileSync(hashFile, `${hash}\n`);
    }
    return 0;
  }
  console.log(`Installing npm packages: ${reason}.`);
  const started = Date.now();
  let status = npm(["ci", "--no-audit", "--no-fund"]);
  if (status !== 0 && isCI) {
    // Under CI a lockfile out of step with package.json is a failure, never papered over.
    console.error(
      "`npm ci` failed: package-lock.json must match package.json (run `npm install` and commit it).",
    );
    return status;
  }
  if (status !== 0) {
    console.warn("`npm ci` failed; trying `npm install`.");
    status = npm(["install", "--no-audit", "--no-fund"]);
  }
  if (status !== 0) {
    console.error(`Installing npm packages failed (exit code ${status}).`);
    return status;
  }
  const after = lockHash(); // `npm install` may have rewritten the lockfile
  const still = staleReason(after);
  if (still) {
    console.warn(`Warning: after the install, node_modules still differs from package-lock.json: ${still}.`);
  }
  writeFileSync(hashFile, `${after}\n`);
  console.log(`npm packages installed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return 0;
}

process.exitCode = main();
