import type { FastifyInstance, RouteOptions } from "fastify";

/**
 * Routes whose handler hands the raw request to another framework (the provider's Koa, React
 * Router), which reads the body stream itself: Fastify must not parse it first.
 */
export async function registerRawRoutes(app: FastifyInstance, routes: RouteOptions[]): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    for (const route of routes) {
      scope.route(route);
    }
  });
}
