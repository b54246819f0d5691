import { redirect } from "react-router";

/**
 * GET /favicon.ico: pages name their icon (`/assets/favicon.svg`), but bookmarks, feed readers and
 * some browsers ask for this path anyway; they get the brand mark rather than the not-found page.
 */
export function loader() {
  return redirect("/assets/favicon.svg", {
    status: 301,
    headers: { "cache-control": "public, max-age=86400" },
  });
}
