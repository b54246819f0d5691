import { describe, expect, it } from "vitest";
import routes from "../routes";
import { handle, loader } from "./not-found";

describe("404 and catch-all (SPEC 2.2)", () => {
  it("answers HTTP 404", () => {
    expect(loader().init?.status).toBe(404);
  });

  it("is the analytics screen 404", () => {
    expect(handle.screenName).toBe("404");
  });

  it("serves /404 and every unknown path", () => {
    const files = routes
      .filter((entry) => entry.path === "404" || entry.path === "*")
      .map((entry) => entry.file);
    expect(files).toEqual(["routes/not-found.tsx", "routes/not-found.tsx"]);
  });
});
