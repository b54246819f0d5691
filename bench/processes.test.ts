import { describe, expect, it } from "vitest";
import { serveEnv, serveNodeFlags } from "./processes.ts";

describe("the Node flags of the serve script", () => {
  it("are the options between node and the server entry", () => {
    expect(
      serveNodeFlags(
        "node scripts/check-node.mjs && NODE_ENV=production exec node --max-semi-space-size=2 --enable-source-maps apps/server/src/server.ts",
      ),
    ).toEqual(["--max-semi-space-size=2", "--enable-source-maps"]);
  });

  it("are none when the script runs the server plainly, or runs something else", () => {
    expect(
      serveNodeFlags(
        "node scripts/check-node.mjs && NODE_ENV=production exec node apps/server/src/server.ts",
      ),
    ).toEqual([]);
    expect(serveNodeFlags("node dist/server.js")).toEqual([]);
  });
});

describe("the environment of the serve script", () => {
  it("is the assignments on the server's command, NODE_ENV left to the bench", () => {
    expect(
      serveEnv(
        "node scripts/check-node.mjs && NODE_ENV=production MALLOC_ARENA_MAX=2 exec node --max-semi-space-size=2 apps/server/src/server.ts",
      ),
    ).toEqual({ MALLOC_ARENA_MAX: "2" });
  });

  it("is empty when the command sets nothing, or is not the server's", () => {
    expect(serveEnv("node scripts/check-node.mjs && exec node apps/server/src/server.ts")).toEqual({});
    expect(serveEnv("FOO=1 node dist/server.js")).toEqual({});
  });
});
