import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";

type ChildLoggerFactory = NonNullable<FastifyServerOptions["childLoggerFactory"]>;
type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace";

type PinoLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

function isPino(logger: FastifyBaseLogger): logger is PinoLogger {
  return typeof (logger as Partial<PinoLogger>).isLevelEnabled === "function";
}

/**
 * A request's logger whose pino child (bound to the request id) is made on the first line the
 * request writes, instead of for every request. pino builds a child's bindings through the
 * redaction paths (lib/logger.ts): ~4% of the CPU of a cached read that logs nothing.
 * A line below the logger's level makes no child: pino would drop it anyway.
 */
class RequestLogger {
  readonly #parent: PinoLogger;
  readonly #bindings: Record<string, unknown>;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: PinoLogger, bindings: Record<string, unknown>) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings);
    return this.#child;
  }

  #write(level: Level, args: unknown[]): void {
    if (this.#child || this.#parent.isLevelEnabled(level)) {
      (this.#real()[level] as (...line: unknown[]) => void)(...args);
    }
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  isLevelEnabled(level: Level): boolean {
    return ((this.#child as PinoLogger | undefined) ?? this.#parent).isLevelEnabled(level);
  }

  bindings(): Record<string, unknown> {
    return (this.#real() as FastifyBaseLogger & { bindings(): Record<string, unknown> }).bindings();
  }

  child(bindings: Record<string, unknown>, options?: Parameters<FastifyBaseLogger["child"]>[1]) {
    return this.#real().child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    this.#write("fatal", args);
  }
  error(...args: unknown[]): void {
    this.#write("error", args);
  }
  warn(...args: unknown[]): void {
    this.#write("warn", args);
  }
  info(...args: unknown[]): void {
    this.#write("info", args);
  }
  debug(...args: unknown[]): void {
    this.#write("debug", args);
  }
  trace(...args: unknown[]): void {
    this.#write("trace", args);
  }
  silent(): void {}
}

/**
 * Fastify's `childLoggerFactory`. A route with its own log level or serializers gets pino's child at
 * once, as Fastify would make it, and so does a logger that is not pino (none, in tests); every other
 * request gets the lazy logger above.
 */
export const requestLoggerFactory: ChildLoggerFactory = (logger, bindings, options) => {
  if (options.level || options.serializers || !isPino(logger)) {
    return logger.child(bindings, options);
  }
  // Its log methods take pino's arguments and hand them on unchanged.
  return new RequestLogger(logger, bindings) as unknown as FastifyBaseLogger;
};
