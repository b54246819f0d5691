import type { Environment } from "./domains.ts";

/**
 * SPEC 1: per environment, which identity tenant and endpoint set it uses. Preprod and prod share
 * the production tenant; the others each have their own.
 */
export const ENVIRONMENT_ENDPOINTS: Record<Environment, { identityTenant: string; endpointSet: string }> = {
  prod: { identityTenant: "production", endpointSet: "prod" },
  preprod: { identityTenant: "production", endpointSet: "preprod" },
  staging: { identityTenant: "staging", endpointSet: "staging" },
  uat: { identityTenant: "uat", endpointSet: "uat" },
  dev: { identityTenant: "dev", endpointSet: "dev" },
};
