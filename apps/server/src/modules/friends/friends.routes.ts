import {
  AddFriendRequestSchema,
  ErrorResponseSchema,
  FRIEND_INVITATION_LIMIT,
  FriendIdRequestSchema,
  FriendSchema,
  FriendsResponseSchema,
} from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { acceptFriend, inviteFriend, listFriends, removeFriend } from "./friends.service.ts";
import { FRIEND_INVITATION_RATE_LIMIT, FRIEND_WRITE_RATE_LIMIT } from "./friends-limits.ts";

const ERRORS = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
const FLAG = "404 FEATURE_DISABLED where myFriendsEnabled is off.";

/** Friends (docs/domain/favourites-friends.md): SPEC 7 "Cinemas and friends", the friends half. */
export const friendsRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    "/api/accounts/me/friends",
    {
      schema: {
        tags: ["friends"],
        summary: "The customer's friends, requests received and invitations (SPEC 3, 4, 7)",
        description: `Received first, then accepted, then pending; newest first. ${FLAG}`,
        security: [{ bearer: [] }],
        response: { 200: FriendsResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => listFriends({ db, accountId: request.accountId, host: request.host }),
  );

  app.post(
    "/api/accounts/me/friends",
    {
      config: { rateLimit: FRIEND_INVITATION_RATE_LIMIT },
      schema: {
        tags: ["friends"],
        summary: "Invite a friend by mail (SPEC 5: needs the mail)",
        description:
          "Answers the invitation, pending with firstName and lastName null, whether or not the address has an " +
          "account; the invited person is mailed a request, or an invitation to sign up. 409 FRIEND_SELF for " +
          `one's own address. ${FRIEND_INVITATION_LIMIT.max} a day per customer; 429 beyond. ${FLAG}`,
        security: [{ bearer: [] }],
        body: AddFriendRequestSchema,
        response: { 200: FriendSchema, ...ERRORS },
      },
    },
    async (request) =>
      inviteFriend({ db, config, accountId: request.accountId, host: request.host, mail: request.body.mail }),
  );

  app.patch(
    "/api/accounts/me/friends",
    {
      config: { rateLimit: FRIEND_WRITE_RATE_LIMIT },
      schema: {
        tags: ["friends"],
        summary: "Accept a received friend request (SPEC 4)",
        description: `409 FRIEND_NOT_RECEIVED unless it is a request received; 404 FRIEND_NOT_FOUND if not the customer's. ${FLAG}`,
        security: [{ bearer: [] }],
        body: FriendIdRequestSchema,
        response: { 200: FriendSchema, ...ERRORS },
      },
    },
    async (request) =>
      acceptFriend({ db, accountId: request.accountId, host: request.host, id: request.body.id }),
  );

  app.delete(
    "/api/accounts/me/friends",
    {
      config: { rateLimit: FRIEND_WRITE_RATE_LIMIT },
      schema: {
        tags: ["friends"],
        summary: "Remove a friend, withdraw an invitation or decline a request",
        description: `Answers the list. 404 FRIEND_NOT_FOUND if not the customer's. ${FLAG}`,
        security: [{ bearer: [] }],
        body: FriendIdRequestSchema,
        response: { 200: FriendsResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      removeFriend({ db, accountId: request.accountId, host: request.host, id: request.body.id }),
  );
};
