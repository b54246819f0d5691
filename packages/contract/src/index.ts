export * from "./account.ts";
export * from "./brand.ts";
export * from "./domains.ts";
export * from "./errors.ts";
export * from "./health.ts";
export * from "./languages.ts";
export * from "./web-context.ts";
