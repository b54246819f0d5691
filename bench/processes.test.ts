import { describe, expect, it } from "vitest";
import { serveNodeFlags } from "./processes.ts";

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
