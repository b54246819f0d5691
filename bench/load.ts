/**
 * The bench's one way to load a route: autocannon at CONNECTIONS connections for SECONDS, ROUNDS
 * alternating rounds (BENCH_SECONDS, BENCH_ROUNDS), and the mean of the rounds.
 */
import autocannon from "autocannon";

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const CONNECTIONS = 50;

export interface Sample {
  rps: number;
  p99: number;
  errors: number;
}

export async function load(
  url: string,
  headers: Record<string, string> = {},
  seconds: number = SECONDS,
): Promise<Sample> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Mean requests/s, worst p99, all errors. */
export function mean(samples: Sample[]): Sample {
  const sum = (pick: (s: Sample) => number) => samples.reduce((total, s) => total + pick(s), 0);
  return {
    rps: sum((s) => s.rps) / samples.length,
    p99: Math.max(...samples.map((s) => s.p99)),
    errors: sum((s) => s.errors),
  };
}
