import { index, type RouteConfig, route } from "@react-router/dev/routes";

// SPEC 2.2 customer-area routes; more arrive under ":language" feature by feature.
export default [
  index("routes/language-redirect.tsx"),
  route("callback", "routes/callback.tsx"),
  route(":language", "routes/language-layout.tsx", [
    index("routes/account/home.tsx"),
    route("register", "routes/account/register.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
