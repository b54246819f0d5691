// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { type ComponentType, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyServerPage, preloadableLazy } from "./preloadable-lazy";

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

function Greeting({ name }: { name: string }) {
  return <p>Bonjour {name}</p>;
}

/** A module load the test settles by hand. */
function deferredModule() {
  let resolve: (component: typeof Greeting) => void = () => undefined;
  const promise = new Promise<typeof Greeting>((settle) => {
    resolve = settle;
  });
  return { load: vi.fn(() => promise), resolve };
}

function renderIn(Component: ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Chargement</p>}>
      <Component name="Camille" />
    </Suspense>,
  );
}

describe("preloadableLazy (no Suspense fallback for a part already loaded)", () => {
  it("draws a preloaded part in the very first commit: no fallback, the module asked for once", async () => {
    const module = deferredModule();
    const part = preloadableLazy(module.load);
    const preloading = part.preload();
    module.resolve(Greeting);
    await preloading;

    renderIn(part.Component);
    // Synchronously, with no act() flush: a lazy component would show its fallback here.
    expect(screen.getByText("Bonjour Camille")).toBeTruthy();
    expect(screen.queryByText("Chargement")).toBeNull();
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it("suspends like React.lazy while the module is on its way, then draws it", async () => {
    const module = deferredModule();
    const part = preloadableLazy(module.load);
    renderIn(part.Component);
    expect(screen.getByText("Chargement")).toBeTruthy();

    await act(async () => module.resolve(Greeting));
    expect(await screen.findByText("Bonjour Camille")).toBeTruthy();
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it("asks again after a failed load (a chunk missing after a deploy)", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("chunk missing")).mockResolvedValueOnce(Greeting);
    const part = preloadableLazy(load);
    await expect(part.preload()).rejects.toThrow("chunk missing");
    await expect(part.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("lazyServerPage (decision 004: a server-rendered page whose code is not in the HTML's scripts)", () => {
  it("on the server, draws the page the loader imported without suspending, imported once", async () => {
    vi.stubEnv("SSR", true);
    const load = vi.fn(async () => Greeting);
    const page = lazyServerPage(load);
    expect(load).not.toHaveBeenCalled();

    await page.load();
    await page.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect(page.current()).toBe(Greeting);
  });

  it("in the browser, asks for the page as the route module runs and draws it through lazy", async () => {
    vi.stubEnv("SSR", false);
    const module = deferredModule();
    const page = lazyServerPage(module.load);
    expect(module.load).toHaveBeenCalledTimes(1);

    renderIn(page.current());
    expect(screen.getByText("Chargement")).toBeTruthy();
    await act(async () => module.resolve(Greeting));
    expect(await screen.findByText("Bonjour Camille")).toBeTruthy();
    expect(page.current()).not.toBe(Greeting);
  });
});
