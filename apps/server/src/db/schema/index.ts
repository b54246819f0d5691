export * from "./accounts.ts";
export * from "./advantages.ts";
export * from "./bookings.ts";
export * from "./catalog.ts";
export * from "./footer.ts";
export * from "./identity.ts";
export * from "./outbox.ts";
export * from "./settings.ts";
