import { setupServer } from "msw/node";
import { handlers } from "./handlers";

/** The same fake endpoints for component tests (apps/web/vitest.setup.ts). */
export const fakeServer = setupServer(...handlers);
