/**
 * The bench's figures: every measure is taken once per run (`--runs=N`) and reported as the median
 * with the min-max over the runs, next to its budget and a mark. Pure functions, tested in
 * figures.test.ts.
 */

export type Unit = "%" | "ms" | "MiB" | "KB" | "score" | "req/s" | "count" | "";

export interface Budget {
  /** "=": an exact count (the webhook storm's 100 paid orders), met only by a value equal to the limit. */
  op: ">=" | "<=" | "=";
  limit: number;
  /** "median" (default): the median meets it; "every run": the worst run meets it (errors: 0). */
  on?: "median" | "every run";
}

export interface Figure {
  /** The table it is printed in, e.g. "API on PGlite". */
  section: string;
  name: string;
  unit: Unit;
  /** One value per run; fewer when a run failed. */
  values: number[];
  budget?: Budget;
  /** false: printed with its budget but never failed (the sign-in page's SEO: it is rightly noindex). */
  judged?: boolean;
  note?: string;
}

export type Mark = "pass" | "FAIL" | "apart" | "info" | "no data";

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) {
    return Number.NaN;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function spread(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

export function meets(value: number, budget: Budget): boolean {
  switch (budget.op) {
    case ">=":
      return value >= budget.limit;
    case "<=":
      return value <= budget.limit;
    case "=":
      return value === budget.limit;
  }
}

/** The value a budget is judged on: the median, or the worst run for "every run" budgets. */
export function judgedValue(values: readonly number[], budget: Budget): number {
  if (budget.on !== "every run") {
    return median(values);
  }
  if (budget.op === "=") {
    // The run furthest from the count: any run off it is the one to show.
    return values.reduce((worst, value) =>
      Math.abs(value - budget.limit) > Math.abs(worst - budget.limit) ? value : worst,
    );
  }
  return budget.op === ">=" ? Math.min(...values) : Math.max(...values);
}

export function mark(figure: Figure): Mark {
  if (figure.values.length === 0) {
    return "no data";
  }
  if (!figure.budget) {
    return "info";
  }
  if (figure.judged === false) {
    return "apart";
  }
  return meets(judgedValue(figure.values, figure.budget), figure.budget) ? "pass" : "FAIL";
}

/** A value in its unit, with the precision a reader needs (CLS 0.013, 41.2 %, 7,664 req/s). */
export function formatValue(value: number, unit: Unit): string {
  if (!Number.isFinite(value)) {
    return "-";
  }
  switch (unit) {
    case "%":
      return `${value.toFixed(1)} %`;
    case "ms":
      return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} ms`;
    case "MiB":
      return `${value.toFixed(0)} MiB`;
    case "KB":
      return `${value.toFixed(1)} KB`;
    case "req/s":
      return `${Math.round(value).toLocaleString("en-US")} req/s`;
    case "score":
    case "count":
      return value.toFixed(0);
    default:
      return value < 1 ? value.toFixed(3) : value.toFixed(2);
  }
}

export function formatBudget(budget: Budget | undefined, unit: Unit): string {
  if (!budget) {
    return "";
  }
  const every = budget.on === "every run" ? " each run" : "";
  return `${budget.op} ${formatValue(budget.limit, unit)}${every}`;
}

/** "41.2 %  (39.0-44.1 %)": the median, then the range when there is more than one run. */
export function formatSpread(values: readonly number[], unit: Unit): string {
  if (values.length === 0) {
    return "-";
  }
  const { median: middle, min, max } = spread(values);
  if (values.length === 1) {
    return formatValue(middle, unit);
  }
  return `${formatValue(middle, unit)}  (${formatValue(min, unit)} - ${formatValue(max, unit)})`;
}

/** One printed row: name, median (min - max), budget, mark. */
export function formatRow(figure: Figure): string {
  const budget = formatBudget(figure.budget, figure.unit);
  const shownMark = mark(figure);
  const markText = shownMark === "info" ? "" : shownMark === "apart" ? "judged apart" : shownMark;
  const note = figure.note ? `  ${figure.note}` : "";
  return `  ${figure.name.padEnd(44)} ${formatSpread(figure.values, figure.unit).padEnd(34)} ${budget.padEnd(18)} ${markText}${note}`.trimEnd();
}

export const SECTIONS = [
  "api",
  "ssr",
  "start",
  "memory",
  "js",
  "lighthouse",
  "payments",
  "booking",
  "limiter",
  "cluster",
] as const;
export type Section = (typeof SECTIONS)[number];
/**
 * What a plain `npm run bench` runs: every figure with a DESIGN.md budget (the limiter and the
 * cluster, which starts its own PostgreSQL pair and HAProxy, on request).
 */
export const DEFAULT_SECTIONS: readonly Section[] = [
  "api",
  "ssr",
  "start",
  "memory",
  "js",
  "lighthouse",
  "payments",
  "booking",
];

export interface Options {
  runs: number;
  seconds: number;
  only: Section[];
}

/**
 * `--runs=N` (default BENCH_ROUNDS or 3), `--seconds=S` (default BENCH_SECONDS or 5),
 * `--only=api,ssr,...` (default: DEFAULT_SECTIONS).
 */
export function parseOptions(args: readonly string[], env: Record<string, string | undefined> = {}): Options {
  const wholeNumber = (name: string, value: string) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1) {
      throw new Error(`${name} wants a whole number >= 1, not "${value}"`);
    }
    return number;
  };
  const options: Options = {
    runs: wholeNumber("BENCH_ROUNDS", env.BENCH_ROUNDS ?? "3"),
    seconds: wholeNumber("BENCH_SECONDS", env.BENCH_SECONDS ?? "5"),
    only: [...DEFAULT_SECTIONS],
  };
  for (const arg of args) {
    const [key, value = ""] = arg.replace(/^--/, "").split("=", 2) as [string, string?];
    if (key === "runs" || key === "seconds") {
      options[key] = wholeNumber(`--${key}`, value);
    } else if (key === "only") {
      const names = value.split(",").filter(Boolean);
      const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
      if (names.length === 0 || unknown.length > 0) {
        throw new Error(
          `--only takes some of ${SECTIONS.join(",")}; unknown: ${unknown.join(",") || "(none given)"}`,
        );
      }
      options.only = SECTIONS.filter((section) => names.includes(section));
    } else {
      throw new Error(`unknown option ${arg} (--runs=N, --seconds=S, --only=${SECTIONS.join(",")})`);
    }
  }
  return options;
}
