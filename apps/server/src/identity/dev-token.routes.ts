import type { FastifyInstance } from "fastify";
import * as z from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import { isLoopback } from "../lib/loopback.ts";
import { findAccountByMail } from "../modules/accounts/accounts.repository.ts";
import { issueAccessToken } from "./tokens.ts";

/**
 * Dev only, loopback only: `npm run token -- <e-mail>` asks the running server, because an embedded
 * PGlite data folder must not be opened by a second process.
 */
export async function devTokenRoutes(
  app: FastifyInstance,
  options: { db: Database; config: Config },
): Promise<void> {
  app.post(
    "/dev/token",
    { schema: { hide: true, body: z.object({ mail: z.string().min(3).max(254) }).strict() } },
    async (request) => {
      if (!isLoopback(request.socket.remoteAddress)) {
        throw new AppError("FORBIDDEN", { detail: "Development tokens are issued to this machine only." });
      }
      const { mail } = request.body as { mail: string };
      const account = await findAccountByMail(options.db, mail);
      if (!account) {
        throw new AppError("NOT_FOUND", { detail: `No account for ${mail}.` });
      }
      return {
        accessToken: await issueAccessToken({
          db: options.db,
          config: options.config,
          accountId: account.id,
        }),
      };
    },
  );
}
