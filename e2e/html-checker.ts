import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import vnuJar from "vnu-jar";

/**
 * The Nu HTML checker (the W3C's validator, npm `vnu-jar`, on Debian's Java) as a local web service:
 * one per Playwright run, started by global-setup.ts, its address in this variable for the workers.
 * Every page a journey visits is posted to it (fixtures.ts), and any error fails the journey.
 */
export const HTML_CHECKER_ENV = "E2E_HTML_CHECKER_URL";

/** What the checker answers with `?out=json` (its documented message format). */
interface CheckerAnswer {
  messages: { type: string; subType?: string; message: string; lastLine?: number; extract?: string }[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Starts the checker's web service on a free loopback port; resolves once it answers. */
export async function startHtmlChecker(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const child: ChildProcess = spawn(
    "java",
    [
      "-Xmx1g",
      "-Dnu.validator.servlet.bind-address=127.0.0.1",
      "-cp",
      String(vnuJar),
      "nu.validator.servlet.Main",
      String(port),
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) {
        resolve();
        return;
      }
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  // Reading its schemas takes a few seconds (more while the build or PostgreSQL share the cores).
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the Nu HTML checker stopped (exit code ${child.exitCode}):\n${output}`);
    }
    try {
      if ((await fetch(url)).ok) {
        return { url, stop };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the Nu HTML checker did not answer within 120 s:\n${output}`);
}

/** The checker's errors for one page, each as "line N: message «extract»"; warnings are left out. */
export async function htmlErrors(checkerUrl: string, html: string): Promise<string[]> {
  const response = await fetch(`${checkerUrl}?out=json`, {
    method: "POST",
    headers: { "content-type": "text/html; charset=utf-8" },
    body: html,
  });
  if (!response.ok) {
    throw new Error(`the Nu HTML checker answered ${response.status}`);
  }
  const answer = (await response.json()) as CheckerAnswer;
  return answer.messages
    .filter((message) => message.type === "error" || message.type === "non-document-error")
    .map(
      (message) => `line ${message.lastLine ?? "?"}: ${message.message} «${(message.extract ?? "").trim()}»`,
    );
}
