import type { WebServerContext } from "@cinelux/contract/web-context";
import { createContext } from "react-router";

/**
 * The one context key the server fills for every request (DESIGN.md pitfalls: React Router 8
 * always runs middleware, so the load context is a RouterContextProvider). The server must use
 * this very object: entry.server.tsx re-exports it as `build.entry.module.serverContext`.
 */
export const serverContext = createContext<WebServerContext>();
