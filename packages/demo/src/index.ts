export * from "./customers.ts";
