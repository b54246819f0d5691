import { describe, expect, it, vi } from "vitest";
import { AUTH_ERROR_STORAGE_KEY } from "../auth/auth-error";
import { MemoryStorage } from "../testing/memory-storage";
import { completeSignIn, safeTargetPath } from "./sign-in-callback";

const now = new Date("2026-03-01T10:00:00.000Z");

describe("safeTargetPath", () => {
  it.each([
    ["/nl/register?from=mail", "/nl/register?from=mail"],
    ["/fr", "/fr"],
    ["/fr#tickets", "/fr#tickets"],
  ])("follows the saved path %s", (state, expected) => {
    expect(safeTargetPath(state)).toBe(expected);
  });

  it.each([
    ["no state", undefined],
    ["a non-string state", { path: "/fr" }],
    ["an empty state", ""],
    ["an absolute URL", "https://evil.example/fr"],
    ["a protocol-relative URL", "//evil.example/fr"],
    ["a backslash trick", "/\\evil.example/fr"],
    ["a relative path", "fr/register"],
  ])("goes to / for %s", (_label, state) => {
    expect(safeTargetPath(state)).toBe("/");
  });
});

describe("completeSignIn (SPEC 2.2 callback)", () => {
  it("returns the saved target after a successful exchange", async () => {
    const storage = new MemoryStorage();
    const path = await completeSignIn({
      signinRedirectCallback: async () => ({ state: "/en/register" }),
      storage,
      now,
    });
    expect(path).toBe("/en/register");
    expect(storage.getItem(AUTH_ERROR_STORAGE_KEY)).toBeNull();
  });

  it("returns / when the sign-in carried no target", async () => {
    const path = await completeSignIn({
      signinRedirectCallback: async () => ({}),
      storage: new MemoryStorage(),
      now,
    });
    expect(path).toBe("/");
  });

  it("stores the provider's error and goes to the error path (SPEC 8)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const storage = new MemoryStorage();
    const failure = Object.assign(new Error("access_denied"), {
      error: "access_denied",
      error_description: "The customer refused",
    });
    const path = await completeSignIn({
      signinRedirectCallback: () => Promise.reject(failure),
      storage,
      now,
      errorPath: "/fr/error",
    });
    expect(path).toBe("/fr/error");
    expect(JSON.parse(storage.getItem(AUTH_ERROR_STORAGE_KEY) ?? "null")).toEqual({
      error: "access_denied",
      description: "The customer refused",
      at: "2026-03-01T10:00:00.000Z",
    });
  });

  it("goes to / by default when the exchange fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const path = await completeSignIn({
      signinRedirectCallback: () => Promise.reject(new Error("No matching state found in storage")),
      storage: new MemoryStorage(),
      now,
    });
    expect(path).toBe("/");
  });
});
