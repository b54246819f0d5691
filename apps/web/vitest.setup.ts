import { configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { resetFakeDb } from "./app/mocks/fake-db";
import { fakeServer } from "./app/mocks/node";

// findBy*/waitFor wait up to 5 s instead of 1 s: the first render of a route in a file loads its
// modules lazily, which takes over a second when the two cores are busy with the other stages.
// A waited-for thing that never comes still fails the test.
configure({ asyncUtilTimeout: 5000 });

// The fake endpoints answer every /api/ call a test makes; a call no handler knows fails the test.
// Files share their worker's window (vitest.config.ts, `isolate: false`): each starts without the
// analytics layer the previous one filled.
beforeAll(() => {
  if (typeof window !== "undefined") {
    delete (window as { dataLayer?: unknown }).dataLayer;
  }
  fakeServer.listen({
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith("/api/")) {
        print.error();
      }
    },
  });
});

afterEach(() => {
  fakeServer.resetHandlers();
  resetFakeDb();
  globalThis.sessionStorage?.clear();
});

afterAll(() => {
  fakeServer.close();
});
