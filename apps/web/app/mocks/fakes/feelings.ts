import {
  type Feeling,
  FeelingsQuerySchema,
  IgnoreMovieRequestSchema,
  MAX_FEELINGS,
  MAX_SHOWS_TO_RATE,
  type MoviesToNoteResponse,
  SetEmotionRequestSchema,
  SetIntentionRequestSchema,
} from "@cinelux/contract/feelings";
import {
  applyFeelingChange,
  emotionChangeOf,
  intentionChangeOf,
  isShowToRate,
  type RatingTarget,
  ratingTargetOf,
} from "@cinelux/contract/feelings-rules";
import { isLanguage, type Language } from "@cinelux/contract/languages";
import { HttpResponse, http } from "msw";
import { FAKE_SHOWS, type FakeShow } from "../data/catalog";
import { fakeSalesforceShowId, fakeShowBySalesforceId } from "../data/feelings";
import { fakeDb } from "../fake-db";
import { coded, codedAs, signedInBody, signedInQuery, unauthorized } from "../fake-responses";
import { fakeFeelings, saveFakeFeelings } from "./feelings-state";

/**
 * The wishlist and ratings on the fakes (docs/fakes.md): the server's endpoints and codes
 * with the contract's rules (feelings-rules.ts) on the fake customer's feelings.
 */

function languageOf(request: Request): Language {
  const language = new URL(request.url).searchParams.get("language");
  return isLanguage(language) ? language : "fr";
}

function showOf(target: RatingTarget): FakeShow | undefined {
  return "slug" in target
    ? FAKE_SHOWS.find((show) => show.slug === target.slug)
    : fakeShowBySalesforceId(target.salesforceShowId);
}

function lastSeen(slug: string): number | undefined {
  const times = fakeFeelings()
    .seen.filter((s) => s.slug === slug)
    .map((s) => s.at);
  return times.length > 0 ? Math.max(...times) : undefined;
}

function present(show: FakeShow, language: Language): Feeling | undefined {
  const kept = fakeFeelings().feelings[show.slug];
  if (!kept) {
    return undefined;
  }
  return {
    intention: kept.intention,
    emotion: kept.emotion,
    isSeen: lastSeen(show.slug) !== undefined,
    show: {
      id: `fake-show-${show.slug}`,
      slug: show.slug,
      name: show.texts[language].title,
      genres: show.genres,
      salesforceShowId: fakeSalesforceShowId(show.slug) as string,
    },
    updatedAt: new Date(kept.updatedAt).toISOString(),
  };
}

/** GET /api/accounts/me/movieToNote's list: seen, not rated, not ignored, the last seen first. */
export function fakeMoviesToNote(language: Language): MoviesToNoteResponse {
  const state = fakeFeelings();
  const shows = FAKE_SHOWS.flatMap((show) => {
    const seenAt = lastSeen(show.slug);
    const facts = {
      seen: seenAt !== undefined,
      emotion: state.feelings[show.slug]?.emotion ?? null,
      ignored: state.ignored.includes(show.slug),
    };
    return seenAt !== undefined && isShowToRate(facts) ? [{ show, seenAt }] : [];
  });
  return {
    shows: shows
      .sort((a, b) => b.seenAt - a.seenAt)
      .slice(0, MAX_SHOWS_TO_RATE)
      .map(({ show, seenAt }) => ({
        salesforceShowId: fakeSalesforceShowId(show.slug) as string,
        name: show.texts[language].title,
        slug: show.slug,
        seenAt: new Date(seenAt).toISOString(),
      })),
  };
}

/** One feeling change, as the server's changeFeeling: the account, the show, the limit. */
function change(
  request: Request,
  params: { account?: string; slug?: string; salesforceShowId?: string },
  apply:
    | { intention: ReturnType<typeof intentionChangeOf> }
    | { emotion: ReturnType<typeof emotionChangeOf> },
) {
  if (params.account !== fakeDb().account.id) {
    return coded(request, "CLIENT_ACCOUNT_NOT_FOUND");
  }
  const target = ratingTargetOf(params);
  if (!target) {
    return coded(request, "MISSING_PARAMETER");
  }
  const show = showOf(target);
  if (!show) {
    return codedAs(request, "SHOW_NOT_FOUND", (m) => m.when.namingShowByIdOrSlug.SHOW_NOT_FOUND);
  }
  const state = fakeFeelings();
  const current = state.feelings[show.slug];
  const next =
    "intention" in apply && apply.intention
      ? applyFeelingChange(current, { intention: apply.intention })
      : "emotion" in apply && apply.emotion
        ? applyFeelingChange(current, { emotion: apply.emotion })
        : current;
  if (!current && next && Object.keys(state.feelings).length >= MAX_FEELINGS) {
    return codedAs(request, "FEELINGS_FULL", (m) => m.FEELINGS_FULL(MAX_FEELINGS));
  }
  if (next) {
    state.feelings[show.slug] = { intention: next.intention, emotion: next.emotion, updatedAt: Date.now() };
  } else {
    delete state.feelings[show.slug];
  }
  saveFakeFeelings();
  return HttpResponse.json({ feeling: present(show, languageOf(request)) ?? null });
}

export const feelingsHandlers = [
  http.get("*/api/accounts/me/feelings", ({ request }) => {
    const parsed = signedInQuery(request, FeelingsQuerySchema);
    if (parsed.refused) {
      return parsed.refused;
    }
    const language = languageOf(request);
    const feelings = FAKE_SHOWS.flatMap((show) => {
      const feeling = present(show, language);
      const kept = parsed.data.filter === "wished" ? feeling?.intention !== null : feeling?.emotion !== null;
      return feeling && kept ? [feeling] : [];
    }).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    return HttpResponse.json({ feelings });
  }),

  http.post("*/api/client/:account/show/:slug/intention", async ({ request, params }) => {
    const parsed = await signedInBody(request, SetIntentionRequestSchema);
    if (parsed.refused) {
      return parsed.refused;
    }
    return change(
      request,
      { account: String(params.account), slug: String(params.slug) },
      {
        intention: intentionChangeOf(parsed.data),
      },
    );
  }),

  ...[
    ["*/api/client/:account/show/sf/:id/emotion", "salesforceShowId"],
    ["*/api/client/:account/show/:slug/emotion", "slug"],
  ].map(([path, key]) =>
    http.post(path as string, async ({ request, params }) => {
      const parsed = await signedInBody(request, SetEmotionRequestSchema);
      if (parsed.refused) {
        return parsed.refused;
      }
      const named = String(key === "slug" ? params.slug : params.id);
      return change(
        request,
        { account: String(params.account), [key as string]: named },
        {
          emotion: emotionChangeOf(parsed.data),
        },
      );
    }),
  ),

  http.get("*/api/accounts/me/movieToNote", ({ request }) => {
    return unauthorized(request) ?? HttpResponse.json(fakeMoviesToNote(languageOf(request)));
  }),

  http.patch("*/api/accounts/me/ignoreMovie", async ({ request }) => {
    const parsed = await signedInBody(request, IgnoreMovieRequestSchema);
    if (parsed.refused) {
      return parsed.refused;
    }
    const show = fakeShowBySalesforceId(parsed.data.idSpectacle);
    if (!show || lastSeen(show.slug) === undefined) {
      return coded(request, "MOVIE_TO_NOTE_NOT_FOUND");
    }
    const state = fakeFeelings();
    if (!state.ignored.includes(show.slug)) {
      state.ignored.push(show.slug);
    }
    saveFakeFeelings();
    return HttpResponse.json(fakeMoviesToNote(languageOf(request)));
  }),

  http.post("*/api/accounts/me/movieToNote/purge", ({ request }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const state = fakeFeelings();
    for (const show of fakeMoviesToNote(languageOf(request)).shows) {
      state.ignored.push(show.slug);
    }
    saveFakeFeelings();
    return HttpResponse.json(fakeMoviesToNote(languageOf(request)));
  }),
];
