export * from "./accounts.ts";
export * from "./catalog.ts";
export * from "./identity.ts";
export * from "./outbox.ts";
