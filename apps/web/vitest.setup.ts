import { afterAll, afterEach, beforeAll } from "vitest";
import { resetFakeDb } from "./app/mocks/fake-db";
import { fakeServer } from "./app/mocks/node";

// The fake endpoints answer every /api/ call a test makes; a call no handler knows fails the test.
beforeAll(() => {
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
