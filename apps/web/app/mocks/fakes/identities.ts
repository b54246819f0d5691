import {
  IDENTITY_ICONS,
  IDENTITY_PROVIDERS,
  type IdentitiesResponse,
  isLastWayToSignIn,
  LinkIdentityRequestSchema,
  PASSWORD_PROVIDER,
  UnlinkIdentityRequestSchema,
} from "@cinelux/contract/identities";
import { HttpResponse, http } from "msw";
import type * as z from "zod";
import { fakeDb, saveFakeDb } from "../fake-db";
import { badRequest, coded, codedAs, unauthorized } from "../fake-responses";

/** As the server's presenter: the e-mail and password first (the fake customer has one), then by provider. */
export function fakeIdentities(): IdentitiesResponse {
  const state = fakeDb();
  const linked = [...state.linkedIdentities].sort(
    (a, b) => IDENTITY_PROVIDERS.indexOf(a.provider) - IDENTITY_PROVIDERS.indexOf(b.provider),
  );
  return [
    ...(state.hasPassword
      ? [
          {
            provider: PASSWORD_PROVIDER,
            icon: IDENTITY_ICONS.password,
            account: { id: "fake-account", name: state.account.mail, main: true },
          } as const,
        ]
      : []),
    ...linked.map((identity) => ({
      provider: identity.provider,
      icon: IDENTITY_ICONS[identity.provider],
      account: { id: identity.id, name: identity.name, main: false },
    })),
  ];
}

async function parse<T>(request: Request, schema: z.ZodType<T>) {
  const body: unknown = await request.json().catch(() => null);
  const parsed = schema.safeParse(body);
  if (parsed.success) {
    return { data: parsed.data };
  }
  return {
    refused: badRequest(request, parsed.error.issues, body),
  };
}

/**
 * SPEC 7 identities calls, with the server's rules (docs/identities.md). There is no popup with the
 * fakes (docs/fakes.md): the web's fake popup hands the token `fake-link:{provider}`, which names
 * the demonstration identity "Camille Démo"; any other token is refused as the server would.
 */
export const identitiesHandlers = [
  http.get(
    "*/api/accounts/me/identities",
    ({ request }) => unauthorized(request) ?? HttpResponse.json(fakeIdentities()),
  ),

  http.post("*/api/accounts/me/link", async ({ request }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const { data, refused: invalid } = await parse(request, LinkIdentityRequestSchema);
    if (!data) {
      return invalid;
    }
    if (data.token !== `fake-link:${data.provider}`) {
      return codedAs(request, "IDENTITY_LINK_TOKEN_INVALID", (m) => m.when.linkToken.invalid, [
        { path: "token", code: "invalid_value" },
      ]);
    }
    const state = fakeDb();
    if (state.linkedIdentities.some((identity) => identity.provider === data.provider)) {
      return coded(request, "IDENTITY_PROVIDER_ALREADY_LINKED");
    }
    state.linkedIdentities = [
      ...state.linkedIdentities,
      { id: crypto.randomUUID(), provider: data.provider, name: "Camille Démo" },
    ];
    saveFakeDb();
    return HttpResponse.json(fakeIdentities());
  }),

  http.post("*/api/accounts/me/unlink", async ({ request }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const { data, refused: invalid } = await parse(request, UnlinkIdentityRequestSchema);
    if (!data) {
      return invalid;
    }
    const state = fakeDb();
    const target = state.linkedIdentities.find(
      (identity) => identity.id === data.id && identity.provider === data.provider,
    );
    if (!target) {
      return coded(request, "NOT_FOUND");
    }
    if (isLastWayToSignIn(fakeIdentities())) {
      return coded(request, "IDENTITY_LAST_SIGN_IN_METHOD");
    }
    state.linkedIdentities = state.linkedIdentities.filter((identity) => identity !== target);
    saveFakeDb();
    return HttpResponse.json(fakeIdentities());
  }),
];
