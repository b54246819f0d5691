import { CASE_COMMENT_MAX } from "@cinelux/contract";
import type { FastifyInstance } from "fastify";
import * as z from "zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import { escapeHtml } from "../../lib/html.ts";
import { fromOwnPage } from "../../lib/request-origin.ts";
import { answerCase } from "./case-answer.ts";
import { findCase, listMessages, listOpenCases } from "./support.repository.ts";

/** Open cases the page lists, oldest first. */
const PAGE_CASES = 50;

const AnswerSchema = z.strictObject({ body: z.string().trim().min(1).max(CASE_COMMENT_MAX) });

function casePage(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Support agent · Cinélux dev</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main><h1>Open support cases (dev agent)</h1>
${body}</main></body></html>`;
}

/**
 * Dev environment only, loopback only (http/dev-loopback.ts, like /dev/mailbox): a developer lists
 * the open cases and answers one without a staff sign-in; the customer sees a `received` message and
 * gets a mail, through the same `answerCase` as the staff's route (docs/domain/support.md "Dev agent
 * page"). A form posted from another origin is refused: a page open in the developer's browser
 * cannot answer in their name.
 */
export async function devAgentRoutes(app: FastifyInstance, options: { db: Database; config: Config }) {
  const { db, config } = options;

  app.get("/dev/support", { schema: { hide: true } }, async (_request, reply) => {
    const cases = await listOpenCases(db, PAGE_CASES);
    const messages = await listMessages(
      db,
      cases.map((row) => row.id),
    );
    const items = cases.map((row) => {
      const thread = messages
        .filter((message) => message.caseId === row.id)
        .map(
          (message) =>
            `<li><strong>${message.received ? "Agent" : "Customer"}</strong> <time datetime="${message.createdAt.toISOString()}">${message.createdAt.toISOString()}</time>: ${escapeHtml(message.body)}</li>`,
        )
        .join("");
      return `<section aria-labelledby="case-${row.id}"><h2 id="case-${row.id}">${escapeHtml(row.number)} — ${escapeHtml(row.subject)}</h2>
<p>${escapeHtml(row.type)} / ${escapeHtml(row.topic)} / ${escapeHtml(row.reasonId)}${row.cinema ? ` — ${escapeHtml(row.cinema)}` : ""} — opened <time datetime="${row.createdAt.toISOString()}">${row.createdAt.toISOString()}</time></p>
<p>${escapeHtml(row.description)}</p>
${thread ? `<ol>${thread}</ol>` : ""}
<form method="post" action="/dev/support/${row.id}/answer"><label for="answer-${row.id}">Answer ${escapeHtml(row.number)}</label>
<textarea id="answer-${row.id}" name="body" required maxlength="${CASE_COMMENT_MAX}" rows="3"></textarea>
<button type="submit">Send the answer</button></form></section>`;
    });
    const body = items.length ? items.join("\n") : "<p>No open case.</p>";
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(casePage(body));
  });

  app.post(
    "/dev/support/:id/answer",
    { schema: { hide: true, params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      if (!fromOwnPage(request.headers, request.host)) {
        throw new AppError("FORBIDDEN", { detail: "The agent page answers only forms of its own origin." });
      }
      const parsed = AnswerSchema.safeParse(request.body);
      const { id } = request.params as { id: string };
      if (!parsed.success) {
        throw invalidFields([{ path: "body", code: "required" }], "The answer needs a body.");
      }
      if (!(await findCase(db, id))) {
        throw new AppError("CASE_NOT_FOUND");
      }
      await answerCase({ db, config, caseId: id, body: parsed.data.body });
      return reply.redirect("/dev/support", 303);
    },
  );
}
