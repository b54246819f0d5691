import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { requestLoggerFactory } from "./request-logger.ts";

/** A pino logger at `level` whose lines land in `lines`, parsed. */
function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const child = vi.spyOn(parent, "child");
  return { parent: parent as unknown as FastifyBaseLogger, lines, child };
}

/** The logger Fastify would give a request `reqId` (its route's own `options`, if any). */
function requestLogger(parent: FastifyBaseLogger, reqId: string, options: { level?: string } = {}) {
  return requestLoggerFactory.call(undefined as never, parent, { reqId }, options, undefined as never);
}

describe("the request logger (no pino child for a request that logs nothing)", () => {
  it("makes no child while the request writes nothing at an enabled level", () => {
    const { parent, lines, child } = logger("warn");
    const log = requestLogger(parent, "r-1");
    log.info({ req: { url: "/api/footer" } }, "incoming request");
    log.debug("details");
    expect(lines).toEqual([]);
    expect(child).not.toHaveBeenCalled();
    expect(log.level).toBe("warn");
  });

  it("writes an enabled line through one child bound to the request id", () => {
    const { parent, lines, child } = logger("info");
    const log = requestLogger(parent, "r-2");
    log.info({ path: "/api/settings" }, "incoming request");
    log.error(new Error("boom"), "failed");
    log.warn("once more");
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ["r-2", "incoming request"],
      ["r-2", "failed"],
      ["r-2", "once more"],
    ]);
    expect(lines[0]?.path).toBe("/api/settings");
    expect(lines[1]?.err).toMatchObject({ message: "boom" });
  });

  it("hands on child loggers and a changed level with the request id", () => {
    const { parent, lines } = logger("warn");
    const log = requestLogger(parent, "r-3");
    log.child({ module: "cards" }).warn("nested");
    log.level = "debug";
    log.debug("now written");
    expect(lines.map((line) => [line.reqId, line.module, line.msg])).toEqual([
      ["r-3", "cards", "nested"],
      ["r-3", undefined, "now written"],
    ]);
  });

  it("gives a route with its own level pino's child at once, as Fastify would", () => {
    const { parent, lines, child } = logger("warn");
    const log = requestLogger(parent, "r-4", { level: "info" });
    expect(child).toHaveBeenCalledTimes(1);
    log.info("route-level info");
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([["r-4", "route-level info"]]);
  });
});
