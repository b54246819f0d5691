/**
 * Where a machine's CPU went during a measure, by component (server processes, PostgreSQL, HAProxy, the
 * bench's own client): read from /proc/<pid>/stat before and after, so the cluster section can say why
 * its load scales as it does on this machine (docs/scaling.md "Why two cores scale as they do").
 * Linux only; elsewhere `sampleCpu` returns an empty sample and no share is reported.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

export interface ProcessTicks {
  comm: string;
  /** utime + stime, in clock ticks. */
  ticks: number;
}

export type CpuSample = Map<number, ProcessTicks>;

/** The kernel's clock ticks per second (USER_HZ, almost always 100). */
function ticksPerSecond(): number {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
}

/** /proc/<pid>/stat: "pid (comm) state ppid …": utime and stime are its 14th and 15th fields. */
export function parseStat(text: string): ProcessTicks | undefined {
  const open = text.indexOf("(");
  const close = text.lastIndexOf(")");
  if (open < 0 || close < open) {
    return undefined;
  }
  // After the comm, the fields start at the 3rd (state): utime is the 14th, so the 12th of these.
  const fields = text
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) {
    return undefined;
  }
  return { comm: text.slice(open + 1, close), ticks: utime + stime };
}

export function sampleCpu(): CpuSample {
  const sample: CpuSample = new Map();
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return sample;
  }
  for (const pid of pids) {
    try {
      const ticks = parseStat(readFileSync(`/proc/${pid}/stat`, "utf8"));
      if (ticks) {
        sample.set(Number(pid), ticks);
      }
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return sample;
}

/**
 * The share of the whole machine (every core) each group used between two samples, in percent. A
 * process that ended in between is not counted (its ticks left with it); one that started in between
 * counts from zero. `group` names a process's component, or undefined for "everything else".
 */
export function cpuShares(
  before: CpuSample,
  after: CpuSample,
  seconds: number,
  group: (pid: number, comm: string) => string | undefined,
): Map<string, number> {
  const capacity = seconds * ticksPerSecond() * availableParallelism();
  const shares = new Map<string, number>();
  for (const [pid, now] of after) {
    const used = now.ticks - (before.get(pid)?.ticks ?? 0);
    if (used <= 0) {
      continue;
    }
    const name = group(pid, now.comm) ?? "everything else";
    shares.set(name, (shares.get(name) ?? 0) + (used / capacity) * 100);
  }
  return shares;
}
