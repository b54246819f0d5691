import { STAFF_ROLES, type StaffRole, staffHasRole } from "@cinelux/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import type { KeySetSource } from "../identity/key-set.ts";
import { AppError } from "../lib/app-error.ts";
import {
  bearerToken,
  checkTokenGrant,
  type GrantRevocations,
  isStaffRoute,
  requiresGrant,
  type VerifiedAccessToken,
  verifyAccessToken,
} from "./auth.ts";

/** An admin action asks for a second factor given less than this long ago (docs/staff.md "The guard"). */
export const FRESH_MFA_SECONDS = 15 * 60;
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface StaffPrincipal {
  id: string;
  roles: StaffRole[];
  /** When the token's second factor was given. */
  mfaAt: Date;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in staff member; set on every /api/staff route (null elsewhere). */
    staff: StaffPrincipal | null;
  }
  interface FastifyContextConfig {
    /**
     * The role a /api/staff route needs (admin holds every role), or `any` for any staff member.
     * Required: a staff route without one stops the start (registerStaffGuard).
     */
    staff?: StaffRole | "any";
  }
}

function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

function principalOf(token: VerifiedAccessToken): StaffPrincipal {
  const roles = Array.isArray(token.payload.roles) ? token.payload.roles.filter(isStaffRole) : [];
  const mfaAt = token.payload.mfa_at;
  if (roles.length === 0 || typeof mfaAt !== "number") {
    // A token of the staff audience without roles or second factor is none the provider signs.
    throw new AppError("UNAUTHORIZED", { detail: "The staff token carries no roles or second factor." });
  }
  return { id: token.sub, roles, mfaAt: new Date(mfaAt * 1000) };
}

/**
 * Every route under /api/staff declares its role in its config (`config: { staff: "agent" }`); the
 * start fails on one that does not, so none can slip through. Each request then needs a token of
 * the staff audience: none is 401, a customer's token 403 STAFF_ONLY, a staff token without the
 * role 403 STAFF_ROLE_REQUIRED, and an admin route's write with a second factor older than 15
 * minutes 403 STAFF_FRESH_MFA_REQUIRED.
 */
export function registerStaffGuard(
  app: FastifyInstance,
  config: Config,
  keySetSource: KeySetSource,
  revocations: GrantRevocations,
): void {
  const grantRequired = requiresGrant(config);
  app.decorateRequest("staff", null);
  app.addHook("onRoute", (route) => {
    if (!isStaffRoute(route.url)) {
      return;
    }
    const role = route.config?.staff;
    if (role !== "any" && !isStaffRole(role)) {
      throw new Error(
        `${[route.method].flat().join(",")} ${route.url}: every /api/staff route declares its role (config.staff)`,
      );
    }
    const freshMfa = role === "admin" && [route.method].flat().some((method) => WRITE_METHODS.has(method));
    const guard = async (request: FastifyRequest) => {
      const bearer = bearerToken(request);
      const keySet = await keySetSource();
      const issuer = config.oidc.issuer;
      let token: VerifiedAccessToken;
      try {
        token = await verifyAccessToken(bearer, { keySet, issuer, audience: config.oidc.staffAudience });
      } catch (staffError) {
        // A genuine customer token: refused with its own code, so the web can say why.
        const customer = await verifyAccessToken(bearer, {
          keySet,
          issuer,
          audience: config.oidc.audience,
        }).catch(() => undefined);
        if (customer) {
          throw new AppError("STAFF_ONLY", { detail: "A customer's token on a staff route." });
        }
        throw staffError;
      }
      const pending = checkTokenGrant(token, grantRequired, revocations);
      if (pending) {
        await pending;
      }
      const staff = principalOf(token);
      if (role !== "any" && !staffHasRole(staff.roles, role)) {
        throw new AppError("STAFF_ROLE_REQUIRED", { detail: `The route needs the ${role} role.` });
      }
      if (
        freshMfa &&
        WRITE_METHODS.has(request.method) &&
        Date.now() - staff.mfaAt.getTime() > FRESH_MFA_SECONDS * 1000
      ) {
        throw new AppError("STAFF_FRESH_MFA_REQUIRED", {
          detail: "The second factor is older than 15 minutes.",
        });
      }
      request.staff = staff;
    };
    // After the rate limiter (registered first), so unauthenticated floods are counted too.
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...existing, guard];
  });
}
