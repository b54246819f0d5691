import { DEMO_MAILS } from "@cinelux/demo/customers";
import type { FastifyInstance } from "fastify";
import type * as z from "zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { cspNonce } from "../../lib/csp-nonce.ts";
import { DevHostQuerySchema, RenewCookieRequestSchema, webviewCookie } from "./dev-host.cookie.ts";
import { renderDevHostPage } from "./dev-host.page.ts";
import { findHostedCustomer } from "./dev-host.repository.ts";

/**
 * Dev environment only (registered by app.ts in dev; loopback only like every /dev/ page,
 * http/dev-loopback.ts): a page that plays the mobile app around the embedded pages
 * (docs/embedded.md). It mints real access tokens, hence never outside dev.
 */
export async function devHostRoutes(app: FastifyInstance, options: { db: Database; config: Config }) {
  const { db, config } = options;
  const [firstMail = ""] = DEMO_MAILS;

  app.get(
    "/dev/embedded",
    { schema: { hide: true, querystring: DevHostQuerySchema } },
    async (request, reply) => {
      const query = request.query as z.infer<typeof DevHostQuerySchema>;
      const choice = { ...query, mail: query.mail ?? firstMail };
      const mails = DEMO_MAILS.includes(choice.mail) ? DEMO_MAILS : [...DEMO_MAILS, choice.mail];
      const customer = await findHostedCustomer(db, choice.mail);
      reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
      if (!customer) {
        const problem = `No account for ${choice.mail}: run npm run db:seed, or choose another customer.`;
        return reply
          .status(404)
          .send(renderDevHostPage({ choice, mails, nonce: cspNonce(request), problem }));
      }
      reply.header("set-cookie", await webviewCookie({ db, config, customer, state: choice.cookie }));
      return reply.send(renderDevHostPage({ choice, mails, nonce: cspNonce(request) }));
    },
  );

  // The host's answer to refresh-login: a new cookie, as an app that signed in again would leave.
  app.post(
    "/dev/embedded/cookie",
    { schema: { hide: true, body: RenewCookieRequestSchema } },
    async (request, reply) => {
      const { mail } = request.body as { mail: string };
      const customer = await findHostedCustomer(db, mail);
      if (!customer) {
        throw new AppError("NOT_FOUND", { detail: `No account for ${mail}.` });
      }
      reply.header("set-cookie", await webviewCookie({ db, config, customer, state: "valid" }));
      return reply.header("cache-control", "no-store").send({ renewed: true });
    },
  );
}
