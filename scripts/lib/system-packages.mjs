// Debian packages the tests need, installed on demand when we are root (CI machines, containers).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = "/usr/bin/chromium";

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** `apt-get update` then `apt-get install -y --no-install-recommends <packages>`; true on success. */
export function aptInstall(packages) {
  // Wait for another apt/dpkg run instead of failing on its lock.
  const lock = ["-o", "DPkg::Lock::Timeout=600"];
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    [...lock, "update"],
    [...lock, "install", "-y", "--no-install-recommends", ...packages],
  ]) {
    console.log(`> apt-get ${args.join(" ")}`);
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) {
      console.error(
        `apt-get ${args.join(" ")} failed (${result.error?.message ?? `exit code ${result.status}`}).`,
      );
      return false;
    }
  }
  return true;
}

/** Makes sure Debian's Chromium is at /usr/bin/chromium (never Playwright's own browser download); true when it is. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) {
    return true;
  }
  if (!isRoot() || !existsSync("/usr/bin/apt-get")) {
    console.error(
      `The end-to-end tests drive Debian's Chromium at ${CHROMIUM}, which is missing.\n` +
        "Install it: sudo apt-get install -y --no-install-recommends chromium",
    );
    return false;
  }
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package.`);
  return aptInstall(["chromium"]) && existsSync(CHROMIUM);
}

/** Makes sure PostgreSQL server binaries exist (Debian's postgresql); true when they do. */
export async function ensurePostgres() {
  const { findPostgresBinDir } = await import("./postgres.mjs");
  if (findPostgresBinDir()) {
    return true;
  }
  if (!isRoot() || !existsSync("/usr/bin/apt-get")) {
    console.error(
      "The end-to-end tests run the server on a throwaway PostgreSQL, whose binaries are missing.\n" +
        "Install them: sudo apt-get install -y --no-install-recommends postgresql",
    );
    return false;
  }
  console.log("PostgreSQL is missing: installing Debian's postgresql package.");
  return aptInstall(["postgresql"]) && Boolean(findPostgresBinDir());
}

/** Whether a `java` runs from PATH. */
function hasJava() {
  return spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
}

/** Makes sure a Java runtime is on PATH (Debian's default-jre-headless), for the Nu HTML checker; true when it is. */
export function ensureJava() {
  if (hasJava()) {
    return true;
  }
  if (!isRoot() || !existsSync("/usr/bin/apt-get")) {
    console.error(
      "The end-to-end tests check every page's HTML with the Nu HTML checker (vnu-jar), which needs Java.\n" +
        "Install it: sudo apt-get install -y --no-install-recommends default-jre-headless",
    );
    return false;
  }
  console.log("Java is missing: installing Debian's default-jre-headless package.");
  return aptInstall(["default-jre-headless"]) && hasJava();
}
