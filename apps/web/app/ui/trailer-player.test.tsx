// @vitest-environment jsdom
import { artworkUrl } from "@cinelux/contract/artwork";
import { trailerUrl } from "@cinelux/contract/trailer";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TrailerPlayer } from "./trailer-player";

afterEach(cleanup);
beforeEach(() => {
  // jsdom has no media playback: record the call instead.
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
});

function renderPlayer() {
  const user = userEvent.setup();
  const view = render(
    <TrailerPlayer
      slug="metropolis"
      trailerKey="metropolis"
      playLabel="Play the trailer of Metropolis"
      videoLabel="Trailer: Metropolis"
    />,
  );
  return { user, ...view };
}

describe("TrailerPlayer", () => {
  it("is a link to the MP4 file before the click, with nothing of the video loaded", () => {
    const { container } = renderPlayer();
    const link = screen.getByRole("link", { name: "Play the trailer of Metropolis" });
    expect(link.getAttribute("href")).toBe(trailerUrl("metropolis", 720, "mp4"));
    expect(container.querySelector("video")).toBeNull();
  });

  it("plays the self-hosted video on click, WebM then MP4, and moves the focus to it", async () => {
    const { user, container } = renderPlayer();
    await user.click(screen.getByRole("link", { name: "Play the trailer of Metropolis" }));
    const video = container.querySelector("video");
    expect(video).not.toBeNull();
    expect(video?.getAttribute("aria-label")).toBe("Trailer: Metropolis");
    expect([video?.hasAttribute("controls"), video?.hasAttribute("playsinline")]).toEqual([true, true]);
    expect([video?.getAttribute("width"), video?.getAttribute("height")]).toEqual(["1280", "720"]);
    expect(video?.getAttribute("poster")).toBe(artworkUrl("backdrop", "metropolis", 1280, "jpg"));
    const sources = [...(video?.querySelectorAll("source") ?? [])].map((source) => [
      source.getAttribute("src"),
      source.getAttribute("type")?.split(";")[0],
    ]);
    expect(sources).toEqual([
      [trailerUrl("metropolis", 360, "webm"), "video/webm"],
      [trailerUrl("metropolis", 360, "mp4"), "video/mp4"],
      [trailerUrl("metropolis", 720, "webm"), "video/webm"],
      [trailerUrl("metropolis", 720, "mp4"), "video/mp4"],
    ]);
    expect(document.activeElement).toBe(video);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  });

  it("opens with the keyboard as well", async () => {
    const { user, container } = renderPlayer();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Play the trailer of Metropolis" }));
    await user.keyboard("{Enter}");
    expect(container.querySelector("video")).not.toBeNull();
  });
});
