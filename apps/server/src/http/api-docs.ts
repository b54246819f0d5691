import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
  RouteOptions,
} from "fastify";
import type { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { registerCompression } from "./compression.ts";

const DOCS_PREFIX = "/api/docs";

type DocsRoute = Pick<RouteOptions, "method" | "url" | "schema" | "config">;

/** The route as documented: with the answers every /api route may give that it does not declare. */
function withEveryApiAnswer(route: DocsRoute, everyApiRoute: Record<number, unknown> | undefined): DocsRoute {
  const response = route.schema?.response as Record<string, unknown> | undefined;
  if (!everyApiRoute || !response || !route.url.startsWith("/api/")) {
    return route;
  }
  const missing = Object.entries(everyApiRoute).filter(([status]) => !(status in response));
  return { ...route, schema: { ...route.schema, response: { ...response, ...Object.fromEntries(missing) } } };
}

/**
 * The OpenAPI document and its UI at /api/docs (`@fastify/swagger` and `@fastify/swagger-ui`), built
 * on the first request for them rather than at start: the two and what they load (yaml, a JSON
 * schema resolver: ~100 modules) are off the cold start's critical path (decision 006).
 *
 * Every route registered after this call is noted as it is added (method, URL, schema, config: what
 * the generator reads); the first /api/docs request builds a separate Fastify instance with the same
 * compilers and router options, the two plugins and those routes (handlers never called), and every
 * /api/docs request is then answered by that instance's router on the same raw request and response,
 * so the app's own raw-response hooks (security headers) still apply; it compresses its own replies. Requests that arrive while it
 * builds wait for the one build; a failed build is an error answer and is tried again next time.
 */
export function registerApiDocs(
  app: FastifyInstance,
  options: {
    openapi: Record<string, unknown>;
    /** The app's zod compilers and schema transform (fastify-type-provider-zod), as the app uses them. */
    zod: {
      validatorCompiler: typeof validatorCompiler;
      serializerCompiler: typeof serializerCompiler;
      jsonSchemaTransform: typeof jsonSchemaTransform;
    };
    schemaController: FastifyServerOptions["schemaController"];
    routerOptions: FastifyServerOptions["routerOptions"];
    /**
     * Answers every `/api/` route may give whatever its own schema declares (the app's guards answer
     * them before the route runs), by status: documented on each such route that does not declare
     * that status itself.
     */
    everyApiRoute?: Record<number, unknown>;
  },
): void {
  const routes: DocsRoute[] = [];
  app.addHook("onRoute", (route) => {
    // The generator leaves out HEAD routes and hidden ones; its own routes are added by the UI plugin.
    if (route.method === "HEAD" || route.schema?.hide === true || route.url.startsWith(DOCS_PREFIX)) {
      return;
    }
    routes.push(withEveryApiAnswer(route, options.everyApiRoute));
  });

  let building: Promise<FastifyInstance> | undefined;
  let built: FastifyInstance | undefined;
  app.addHook("onClose", async () => built?.close());
  const build = async (): Promise<FastifyInstance> => {
    const [{ default: Fastify }, { default: swagger }, { default: swaggerUi }] = await Promise.all([
      import("fastify"),
      import("@fastify/swagger"),
      import("@fastify/swagger-ui"),
    ]);
    const docs = Fastify({
      logger: false,
      routerOptions: options.routerOptions,
      schemaController: options.schemaController,
    });
    // The app's compression plugin sees only its own replies: this instance answers with its own.
    await registerCompression(docs);
    docs.setValidatorCompiler(options.zod.validatorCompiler);
    docs.setSerializerCompiler(options.zod.serializerCompiler);
    await docs.register(swagger, { openapi: options.openapi, transform: options.zod.jsonSchemaTransform });
    await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: "list" } });
    const unused = async () => {
      throw new Error("the documentation instance only describes routes");
    };
    for (const route of routes) {
      docs.route({
        method: route.method,
        url: route.url,
        ...(route.schema ? { schema: route.schema } : {}),
        ...(route.config ? { config: route.config } : {}),
        handler: unused,
      });
    }
    await docs.ready();
    built = docs;
    return docs;
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    building ??= build().catch((error: unknown) => {
      building = undefined;
      throw error;
    });
    const docs = await building;
    reply.hijack();
    docs.routing(request.raw, reply.raw);
  };
  for (const url of [DOCS_PREFIX, `${DOCS_PREFIX}/*`]) {
    // Public through auth.ts PUBLIC_PREFIXES, as the UI plugin's own routes were.
    app.get(url, { schema: { hide: true } }, handler);
  }
}
