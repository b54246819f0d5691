import { domainFromHost, isLanguage, type Language, languageFromLocales } from "@cinelux/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type Provider from "oidc-provider";
import type { Config } from "../config.ts";
import { MESSAGES } from "./messages/index.ts";
import { messagePage } from "./pages/pages.ts";

export type InteractionDetails = Awaited<ReturnType<Provider["interactionDetails"]>>;

/**
 * What the sign-in pages ask of the provider: its two interaction calls. index.ts hands them a
 * stand-in that loads `oidc-provider` on first use, so the pages never hold the provider itself.
 */
export type ProviderInteractions = Pick<Provider, "interactionDetails" | "interactionResult">;

/** Whether the interaction is the staff client's: its pages are staff-interaction.routes.ts's only. */
export function isStaffInteraction(config: Config, details: InteractionDetails): boolean {
  return details.params.client_id === config.oidc.staffClientId;
}

export function interactionLanguage(details: InteractionDetails): Language {
  return languageFromLocales(details.params.ui_locales as string | undefined);
}

/** The site origin the customer came from (the redirect_uri's), so links in mails go back there. */
export function interactionOrigin(config: Config, details: InteractionDetails): string {
  const redirect = details.params.redirect_uri;
  if (typeof redirect === "string") {
    const origin = new URL(redirect).origin;
    if (config.origins.includes(origin)) {
      return origin;
    }
  }
  return config.publicUrl;
}

export function domainOfOrigin(origin: string) {
  return domainFromHost(new URL(origin).host).id;
}

export function queryLanguage(value: unknown): Language {
  return isLanguage(value) ? value : languageFromLocales(undefined);
}

export function sendPage(reply: FastifyReply, page: string, status = 200): FastifyReply {
  return reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(page);
}

/** The interaction cookie is gone or expired: start again from the site. */
export function sendExpired(reply: FastifyReply, lang: Language): FastifyReply {
  const t = MESSAGES[lang].error;
  return sendPage(reply, messagePage(lang, t.title, t.body, [{ href: `/${lang}`, label: t.back }]), 400);
}

export function formString(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : "";
}

/** C0 control characters but tab, line feed and carriage return: nothing a person types or a URL needs. */
export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) {
      return true;
    }
  }
  return false;
}

/** Any field name or value of a parsed form (strings, or lists of them) carries a control character. */
export function formHasControlCharacter(body: unknown): boolean {
  if (!body || typeof body !== "object") {
    return false;
  }
  return Object.entries(body).some(
    ([name, value]) =>
      hasControlCharacter(name) ||
      [value].flat().some((item) => typeof item === "string" && hasControlCharacter(item)),
  );
}

/**
 * Control characters are refused at the edge (docs/security.md "Input at the edge"): a NUL must never reach
 * PostgreSQL.
 */
export function sendInvalidInput(reply: FastifyReply, lang: Language): FastifyReply {
  const t = MESSAGES[lang].error;
  return sendPage(reply, messagePage(lang, t.invalidInputTitle, t.invalidInputBody), 400);
}

/**
 * The interaction a form was posted to, with its language, or undefined once the answer is sent: the
 * expired page when `find` has none (gone, or another client kind's), the invalid-input page when a
 * field carries a control character. Every sign-in form opens so.
 */
export async function postedForm(
  request: FastifyRequest,
  reply: FastifyReply,
  find: (request: FastifyRequest, reply: FastifyReply) => Promise<InteractionDetails | undefined>,
): Promise<{ found: InteractionDetails; lang: Language } | undefined> {
  const found = await find(request, reply);
  if (!found) {
    sendExpired(reply, "fr");
    return undefined;
  }
  const lang = interactionLanguage(found);
  if (formHasControlCharacter(request.body)) {
    sendInvalidInput(reply, lang);
    return undefined;
  }
  return { found, lang };
}
