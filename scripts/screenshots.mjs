#!/usr/bin/env node
// `npm run screenshots [-- --out <folder>] [-- --only <screen,...>]`: a PNG of every screen at 1280 and
// 390 px in docs/screens/<screen>-<width>.png (docs/design-system.md "Screenshots").
// 1. Builds the web when apps/web/build is missing (or with --build).
// 2. Starts the built server on its own port (SCREENSHOTS_PORT, default 3377) on a fresh PGlite
//    folder, which the demo seed (cli/seed.ts) fills first.
// 3. Drives Debian's Chromium (/usr/bin/chromium; never Playwright's own download) at device scale 1:
//    the sign-in page, then signs in through it as a seeded customer and shoots every customer route
//    of lib/routing/customer-routes.ts that answers. A route not built yet answers the not-found
//    page: it is skipped and named. Shots wait for the network to settle and every skeleton to go.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium.mjs";
import { ensureNode24, envWithBin, npmRun, repoRoot } from "./lib/node24.mjs";

await ensureNode24();

const { chromium } = await import("@playwright/test");

const args = process.argv.slice(2);
function option(name) {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}
const outDir = path.resolve(repoRoot, option("--out") ?? "docs/screens");
const only = option("--only")?.split(",");
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3377);
const BASE = `http://localhost:${PORT}`;

/**
 * A browser context of a visitor who already chose in the consent dialog, accepting every purpose
 * (the cookie of apps/web/app/lib/analytics/consent.ts, on both domains): the shots show the screens,
 * not the first visit's dialog over them.
 */
async function newShotContext(browser, options) {
  const context = await browser.newContext(options);
  await context.addCookies(
    ["localhost", "nl.localhost"].map((host) => ({
      name: "cinelux_consent",
      value: `1.${Date.now()}.111`,
      url: `http://${host}:${PORT}`,
    })),
  );
  return context;
}
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const PASSWORD = "Cinelux-demo-2026!";
const CUSTOMER = "camille.martin@example.com";
const NOT_REGISTERED = "new.customer@example.com";
/** The not-found page's heading: a route not built yet answers it. */
const NOT_FOUND_TITLE = JSON.parse(
  readFileSync(path.join(repoRoot, "apps/web/public/assets/i18n/fr.json"), "utf8"),
)["NotFound.Title"];

/** The customer routes, read from the one table (lib/routing/customer-routes.ts). */
function customerRoutes() {
  const source = readFileSync(path.join(repoRoot, "apps/web/app/lib/routing/customer-routes.ts"), "utf8");
  const table = source.slice(source.indexOf("CUSTOMER_ROUTES = {"), source.indexOf("} as const"));
  return [...table.matchAll(/^\s+(\w+): \{ segment: "([^"]*)", access: "([\w-]+)"/gm)].map(
    ([, key, segment, access]) => ({ key, segment, access }),
  );
}

function startServer(dataDir) {
  const env = envWithBin({
    NODE_ENV: "production",
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  });
  // The demo data first: the server never seeds.
  execFileSync(process.execPath, ["apps/server/src/cli/seed.ts", "--if-empty"], {
    cwd: repoRoot,
    env,
    stdio: "ignore",
  });
  return spawn(process.execPath, ["apps/server/src/server.ts"], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env,
  });
}

async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => server.once("exit", resolve));
  // SIGINT: no load balancer to warn, so no drain notice.
  server.kill("SIGINT");
  await exited;
}

/** A genuine film news unsubscribe link for `mail`, signed the way the server signs it. */
async function unsubscribeToken(dataDir, mail) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { signUnsubscribeToken } = await import("../apps/server/src/modules/newsletter/unsubscribe-token.ts");
  const db = new PGlite(dataDir);
  try {
    const secrets = await db.query("select value from identity_keys where name = 'newsletter-unsubscribe'");
    const account = await db.query("select id from accounts where mail = $1", [mail]);
    return signUnsubscribeToken(secrets.rows[0].value, {
      accountId: account.rows[0].id,
      category: "filmnews",
    });
  } finally {
    await db.close();
  }
}

/** Turns a feature flag of a domain on or off in the embedded database (the server stopped: one process at a time). */
async function setFlag(dataDir, domain, flag, value) {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(dataDir);
  try {
    await db.query("update site_settings set flags = jsonb_set(flags, $2, $3::jsonb) where domain = $1", [
      domain,
      `{${flag}}`,
      JSON.stringify(value),
    ]);
  } finally {
    await db.close();
  }
}

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      const response = await fetch(`${BASE}/readyz`);
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${BASE}/readyz`);
}

/** Waits for the page to settle: no request in flight, no skeleton, no busy region. */
const LOADING = ".ui-skeleton, .ui-skeleton-card, [aria-busy='true'], .page-loading";
/** Shots that could not be taken whole (still loading, a broken image): the run fails naming them. */
const failures = [];

/** Waits for the page to settle: no request in flight, no skeleton, no busy region, images loaded. */
async function settle(page) {
  await page.waitForLoadState("networkidle");
  const ready = await page
    .waitForFunction(
      (loading) =>
        !document.querySelector(loading) &&
        [...document.images].every((image) => image.complete && image.naturalWidth > 0),
      LOADING,
      { timeout: 30_000 },
    )
    .then(
      () => true,
      () => false,
    );
  await page.evaluate(() => document.fonts.ready);
  // Caret and animations off: two runs give the same picture.
  await page.addStyleTag({
    content:
      "*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}",
  });
  return ready;
}

async function shoot(page, name) {
  if (only && !only.includes(name)) {
    return;
  }
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    // The shell sets --vh (the page's minimum height) 150 ms after a resize (docs/shell.md "Header").
    await page.waitForFunction(
      () =>
        !document.querySelector("header.header") ||
        document.documentElement.style.getPropertyValue("--vh") === `${window.innerHeight * 0.01}px`,
    );
    // Another process rebuilding apps/web/build meanwhile leaves a page without its files: once more.
    if (!(await settle(page))) {
      await page.reload();
      if (!(await settle(page))) {
        failures.push(`${name}-${viewport.width}`);
      }
    }
    const file = path.join(outDir, `${name}-${viewport.width}.png`);
    // The footer is `content-visibility: auto` (drawn once near the viewport): a full-page capture
    // does not scroll, so it is rendered for the shot as a reader scrolling down would get it.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll(".footer")) {
        element.style.contentVisibility = "visible";
      }
    });
    await page.screenshot({ path: file, fullPage: true });
    console.log(`  ${path.relative(repoRoot, file)}`);
  }
}

async function signIn(page, mail) {
  await page.getByLabel("Adresse e-mail").fill(mail);
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/") && !url.pathname.startsWith("/callback"));
}

async function main() {
  if (args.includes("--build") || !existsSync(path.join(repoRoot, "apps/web/build/server/index.js"))) {
    console.log("Building the web…");
    const code = await npmRun("build");
    if (code !== 0) {
      return code;
    }
  }
  mkdirSync(outDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), "cinelux-screens-"));
  let server = startServer(dataDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const skipped = [];
  try {
    await waitForServer();
    const context = await newShotContext(browser, {
      viewport: WIDTHS[0],
      deviceScaleFactor: 1,
      locale: "fr-FR",
    });
    // A machine busy with other builds and tests is slow, not broken.
    context.setDefaultTimeout(90_000);
    const page = await context.newPage();

    // The sign-in page, reached the way a customer does: the "Sign in" button of the catalog home's
    // header (decision 007: `/fr` is the catalog home for an anonymous visitor).
    await page.goto(`${BASE}/fr`);
    await page.getByRole("banner").getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(/\/auth\//);
    await shoot(page, "sign-in");
    await page.goto(page.url().replace(/\/?$/, "/signup").replace("/signup/signup", "/signup"));
    if (page.url().includes("/signup")) {
      await shoot(page, "sign-up");
    }
    await page.goBack();
    await signIn(page, CUSTOMER);

    for (const route of customerRoutes()) {
      if (route.key === "register" || route.key === "error" || route.key === "unsubscribe") {
        continue;
      }
      const url = `${BASE}/fr${route.segment ? `/${route.segment}` : ""}`;
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      const heading = await page.locator("h1").first().textContent();
      if (heading?.trim() === NOT_FOUND_TITLE || new URL(page.url()).pathname !== new URL(url).pathname) {
        skipped.push(route.key);
        continue;
      }
      await shoot(page, route.key === "home" ? "home" : route.key);
    }

    // The Wallet's add-card modal and a ticket's full-screen code, open (the screen, not
    // the full page: a modal covers the viewport).
    for (const [name, button] of [
      ["tickets-add", "Ajouter une carte"],
      ["tickets-code", "Afficher en plein écran"],
    ]) {
      if (only && !only.includes(name)) {
        continue;
      }
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        await page.goto(`${BASE}/fr/tickets`);
        await settle(page);
        await page.getByRole("button", { name: button }).first().click();
        await page.getByRole("dialog").waitFor();
        await settle(page);
        const file = path.join(outDir, `${name}-${viewport.width}.png`);
        await page.screenshot({ path: file });
        console.log(`  ${path.relative(repoRoot, file)}`);
      }
    }

    // Support: a case's conversation (camille's seeded open case, with the chain's answer) and the
    // contact form once a reason is chosen (its suggested articles above the form).
    if (!only || only.includes("messages-case")) {
      await page.goto(`${BASE}/fr/messages`);
      await settle(page);
      await page.getByRole("link", { name: /Prélevé deux fois/ }).click();
      await page.getByRole("heading", { level: 2, name: /Prélevé deux fois/ }).waitFor();
      await shoot(page, "messages-case");
    }
    if (!only || only.includes("contact-reason")) {
      await page.goto(`${BASE}/fr/contact`);
      await settle(page);
      await page.getByRole("combobox", { name: "Thème" }).selectOption({ label: "Carte et photo" });
      await page.getByRole("combobox", { name: "Sous-thème" }).selectOption({ label: "Photo de la carte" });
      await page.getByRole("combobox", { name: "Motif" }).selectOption({ label: "Photo refusée" });
      await page.getByRole("region", { name: "Cela répond peut-être à votre question" }).waitFor();
      await shoot(page, "contact-reason");
    }

    // The mobile navigation, open (a phone's screen, not the full page).
    if (!only || only.includes("menu")) {
      await page.goto(`${BASE}/fr`);
      await page.setViewportSize(WIDTHS[1]);
      await settle(page);
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      await page.getByRole("dialog").waitFor();
      const file = path.join(outDir, "menu-390.png");
      await page.screenshot({ path: file });
      console.log(`  ${path.relative(repoRoot, file)}`);
      await page.keyboard.press("Escape");
    }

    await page.goto(`${BASE}/fr/error`);
    await shoot(page, "error");
    await page.goto(`${BASE}/fr/this-page-does-not-exist`);
    await shoot(page, "not-found");

    // A customer not yet registered: the registration page.
    const fresh = await newShotContext(browser, {
      viewport: WIDTHS[0],
      deviceScaleFactor: 1,
      locale: "fr-FR",
    });
    fresh.setDefaultTimeout(90_000);
    const freshPage = await fresh.newPage();
    await freshPage.goto(`${BASE}/fr/register`);
    await freshPage.waitForURL(/\/auth\//);
    await signIn(freshPage, NOT_REGISTERED);
    await freshPage.waitForURL(/\/register/);
    await shoot(freshPage, "register");
    await fresh.close();
    await context.close();

    // The newsletter's unsubscribe page with a real link, opened signed out as from a mail. The
    // link's secret is in the embedded database, which only one process may open: stop, read, start.
    await stopServer(server);
    const token = await unsubscribeToken(dataDir, CUSTOMER);
    server = startServer(dataDir);
    await waitForServer();
    const reader = await newShotContext(browser, {
      viewport: WIDTHS[0],
      deviceScaleFactor: 1,
      locale: "fr-FR",
    });
    reader.setDefaultTimeout(90_000);
    const readerPage = await reader.newPage();
    await readerPage.goto(`${BASE}/fr/unsubscribe?token=${encodeURIComponent(token)}`);
    await shoot(readerPage, "unsubscribe");
    await reader.close();

    // The catalog's show page, anonymous: French, and Dutch on the Dutch domain.
    const visitor = await newShotContext(browser, {
      viewport: WIDTHS[0],
      deviceScaleFactor: 1,
      locale: "fr-FR",
    });
    visitor.setDefaultTimeout(90_000);
    const visitorPage = await visitor.newPage();
    for (const [name, url] of [
      ["show-fr", `${BASE}/fr/films/metropolis`],
      ["show-nl", `http://nl.localhost:${PORT}/nl/films/nosferatu`],
      // The Subscription page (French) and the Club page (English).
      ["subscription-fr", `${BASE}/fr/abonnement`],
      ["club-en", `${BASE}/en/club-cinelux`],
      // The Movies page (French, and Dutch on the Dutch domain) and the Experiences page.
      ["movies-fr", `${BASE}/fr/films`],
      ["movies-nl", `http://nl.localhost:${PORT}/nl/films`],
      ["experiences-en", `${BASE}/en/experiences`],
      // The catalog home, anonymous (decision 007): Paris's schedule, Amsterdam's on the Dutch domain.
      ["catalog-home-fr", `${BASE}/fr`],
      ["catalog-home-nl", `http://nl.localhost:${PORT}/nl`],
      // The footer's site pages and the FAQ page (a question opened by its anchor).
      ["page-fr", `${BASE}/fr/infos/about`],
      ["faq-nl", `http://nl.localhost:${PORT}/nl/veelgestelde-vragen#ka-nl-0001`],
      // Support: the FAQ search's answer (a GET form the server answers).
      ["faq-search-fr", `${BASE}/fr/faq?q=pause`],
      ["cinemas-fr", `${BASE}/fr/nos-cinemas`],
      ["cinema-fr", `${BASE}/fr/cinema/cinelux-paris-bastille`],
      ["city-nl", `http://nl.localhost:${PORT}/nl/bioscopen/amsterdam`],
    ]) {
      if (only && !only.includes(name)) {
        continue;
      }
      await visitorPage.goto(url);
      // A full-page shot shows what is below the fold too: its lazy pictures load now.
      await visitorPage.evaluate(() => {
        for (const image of document.querySelectorAll("img[loading=lazy]")) {
          image.loading = "eager";
        }
      });
      await shoot(visitorPage, name);
    }
    await visitor.close();

    // The Offers page on the Dutch domain: the seed hides it there (offersMenuDisplayed off),
    // so the operator's switch goes on first, the server stopped meanwhile. Last, as it changes the header.
    if (!only || only.includes("offers-nl")) {
      await stopServer(server);
      await setFlag(dataDir, "nl", "offersMenuDisplayed", true);
      server = startServer(dataDir);
      await waitForServer();
      const dutch = await newShotContext(browser, {
        viewport: WIDTHS[0],
        deviceScaleFactor: 1,
        locale: "nl-NL",
      });
      dutch.setDefaultTimeout(90_000);
      const dutchPage = await dutch.newPage();
      await dutchPage.goto(`http://nl.localhost:${PORT}/nl/aanbiedingen`);
      await shoot(dutchPage, "offers-nl");
      await dutch.close();
    }
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (skipped.length > 0) {
    console.log(`Skipped (not built yet, the not-found page answers): ${skipped.join(", ")}`);
  }
  if (failures.length > 0) {
    console.error(`Still loading or with a broken image (run again): ${failures.join(", ")}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
