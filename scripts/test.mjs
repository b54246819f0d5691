#!/usr/bin/env node
// `npm test`: everything, in order, stopping at the first failure.
//   1. typecheck   npm run typecheck
//   2. lint        npm run lint (Biome)
//   3. unit        vitest run (every project; the server's tests on PGlite)
//   4. postgres    the server's tests again on a real PostgreSQL server, and the fault tests that stop
//                  and restart one (Vitest project `faults`, docs/availability.md) (scripts/test-api.mjs).
//                  Mandatory under CI; skipped with a notice locally when PostgreSQL is not installed.
//   5. e2e         npm run test:e2e (build, then Playwright on Debian's Chromium)
// Stages 4 and 5 run at the same time (they share nothing: each starts its own servers on their
// own ports, and Playwright's one worker leaves a core mostly idle); the output of each is held and
// printed whole when it ends, the first to end first. Alone (--only, --skip) a stage prints live.
// The last line printed is `N passed, M failed` (stages). Exit code 0 only when nothing failed.
//
// Options: --skip=<stage>[,<stage>] and --only=<stage>[,<stage>], e.g. `npm test -- --skip=e2e`.
import { PassThrough } from "node:stream";
import {
  ensureNode24,
  envWithBin,
  handleSignals,
  heading,
  interruption,
  npmRun,
  run,
  vitest,
} from "./lib/node24.mjs";
import { findPostgresBinDir } from "./lib/postgres.mjs";

await ensureNode24();

const isCI = Boolean(process.env.CI) && !["0", "false"].includes(String(process.env.CI).toLowerCase());

const stages = [
  { name: "typecheck", title: "Type check (tsc, react-router typegen)", run: () => npmRun("typecheck") },
  { name: "lint", title: "Lint and format check (Biome)", run: () => npmRun("lint") },
  { name: "unit", title: "Unit, component and API tests on PGlite (vitest run)", run: () => vitest(["run"]) },
  {
    name: "postgres",
    title: "API and fault tests on PostgreSQL (scripts/test-api.mjs)",
    skip: () => {
      if (findPostgresBinDir()) {
        return undefined;
      }
      if (isCI) {
        return undefined; // mandatory under CI: test-api.mjs fails and says what is missing
      }
      return "no PostgreSQL binaries on this machine (apt-get install postgresql); CI runs this stage";
    },
    // Beside the journeys the server tests take one core, not two: with both, the journeys' two
    // browsers and servers and the timing-bound fault tests starved (a server not ready in 60 s).
    // The stage stays shorter than the journeys, so the suite's length does not change.
    run: ({ together, ...options }) =>
      run(process.execPath, ["scripts/test-api.mjs"], {
        ...options,
        env: envWithBin(together.includes("e2e") ? { CINELUX_SERVER_TEST_WORKERS: "1" } : {}),
      }),
    besideNext: true,
  },
  {
    name: "e2e",
    title: "End-to-end tests (build, Playwright, Chromium)",
    run: (options) => npmRun("test:e2e", [], options),
  },
];

function parseArgs(argv) {
  const names = new Set(stages.map((stage) => stage.name));
  const list = (value) => {
    const items = value.split(",").filter(Boolean);
    const unknown = items.filter((item) => !names.has(item));
    if (unknown.length > 0) {
      throw new Error(`unknown stage ${unknown.join(", ")} (stages: ${[...names].join(", ")})`);
    }
    return new Set(items);
  };
  let only;
  let skip = new Set();
  for (const arg of argv) {
    if (arg.startsWith("--only=")) {
      only = list(arg.slice("--only=".length));
    } else if (arg.startsWith("--skip=")) {
      skip = list(arg.slice("--skip=".length));
    } else {
      throw new Error(`unknown argument ${arg} (use --only=<stages> or --skip=<stages>)`);
    }
  }
  return { only, skip };
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`scripts/test.mjs: ${error.message}`);
    return 2;
  }
  handleSignals();
  const results = new Map();
  const startedAll = Date.now();
  let failed = false;
  // Stages to run now: one, or a stage marked `besideNext` and the next, at the same time.
  const wanted = stages.filter((stage) => {
    if (options.only ? !options.only.has(stage.name) : options.skip.has(stage.name)) {
      results.set(stage, { stage, status: "skipped", note: "by request" });
      return false;
    }
    return true;
  });
  for (let i = 0; i < wanted.length; i += 1) {
    const group = [wanted[i]];
    while (group.at(-1).besideNext && i + 1 < wanted.length) {
      i += 1;
      group.push(wanted[i]);
    }
    if (failed) {
      for (const stage of group) {
        results.set(stage, { stage, status: "not run" });
      }
      continue;
    }
    const runnable = group.filter((stage) => {
      const skipReason = stage.skip?.();
      if (skipReason) {
        heading(`${label(stage)}: SKIPPED — ${stage.title}`);
        console.log(`NOTICE: skipping ${stage.name}: ${skipReason}.`);
        results.set(stage, { stage, status: "skipped", note: skipReason });
      }
      return !skipReason;
    });
    if (runnable.length > 1) {
      console.log(
        `\nRunning ${runnable.map((stage) => stage.name).join(" and ")} at the same time; each one's output follows when it ends.`,
      );
    }
    const outcomes = await Promise.all(
      runnable.map(async (stage) => {
        const held = runnable.length > 1 ? new PassThrough() : undefined;
        const chunks = [];
        held?.on("data", (chunk) => chunks.push(chunk));
        if (!held) {
          heading(`${label(stage)}: ${stage.title}`);
        }
        const started = Date.now();
        const together = runnable.map((each) => each.name);
        const code = await stage.run(held ? { output: held, together } : { together });
        const took = Date.now() - started;
        if (held) {
          heading(`${label(stage)}: ${stage.title}`);
          process.stdout.write(Buffer.concat(chunks));
        }
        report(stage, code, took);
        return code;
      }),
    );
    failed = outcomes.some((code) => code !== 0) || interruption();
  }

  function label(stage) {
    return `${stages.indexOf(stage) + 1}/${stages.length} ${stage.name}`;
  }

  function report(stage, code, took) {
    if (code === 0 && !interruption()) {
      results.set(stage, { stage, status: "passed", took });
      console.log(`\n${stage.name} passed in ${seconds(took)}.`);
    } else {
      results.set(stage, { stage, status: "failed", took, code });
      console.error(`\n${stage.name} FAILED (exit code ${code}) after ${seconds(took)}.`);
    }
  }

  heading(`Summary (${seconds(Date.now() - startedAll)})`);
  const ordered = stages.map((stage) => results.get(stage) ?? { stage, status: "not run" });
  for (const { stage, status, took, note, code } of ordered) {
    const details = [took === undefined ? "" : seconds(took), code ? `exit code ${code}` : "", note ?? ""]
      .filter(Boolean)
      .join(", ");
    console.log(`  ${status.padEnd(8)} ${stage.name.padEnd(10)} ${details}`.trimEnd());
  }
  const passed = ordered.filter((result) => result.status === "passed").length;
  const failedCount = ordered.filter((result) => result.status === "failed").length;
  console.log(`${passed} passed, ${failedCount} failed`);
  return failedCount > 0 || interruption() ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
