import { createHash } from "node:crypto";
import { EncryptJWT, type JWTPayload, jwtDecrypt } from "jose";

/**
 * Small encrypted, time-limited values the browser carries between two of our own requests (the
 * flow's state cookie, a sign-in result, a demonstration authorization code): A256GCM with a key
 * derived from a stored secret and a purpose, so one kind can never be read as another.
 */
export interface Sealer {
  seal(payload: JWTPayload, ttlSeconds: number): Promise<string>;
  /** The payload, or undefined when the value is not ours, was altered or has expired. */
  open<T extends JWTPayload>(value: string): Promise<T | undefined>;
}

export function sealer(secret: string, purpose: string): Sealer {
  const key = createHash("sha256").update(`${purpose}\u0000${secret}`).digest();
  return {
    seal: (payload, ttlSeconds) =>
      new EncryptJWT(payload)
        .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .encrypt(key),
    async open<T extends JWTPayload>(value: string) {
      try {
        const { payload } = await jwtDecrypt(value, key, {
          keyManagementAlgorithms: ["dir"],
          contentEncryptionAlgorithms: ["A256GCM"],
        });
        return payload as T;
      } catch {
        return undefined;
      }
    },
  };
}
