import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyComponent } from "./lazy-component";

const Chunk: ComponentType<object> = () => createElement("p", null, "here");

/** A load that fails `failures` times, then gives the component; counts its calls. */
function flaky(failures: number) {
  const load = async () => {
    load.calls++;
    if (load.calls <= failures) throw new TypeError("Failed to fetch dynamically imported module");
    return Chunk;
  };
  load.calls = 0;
  return load;
}

/** What a render that does not want the chunk (a closed dialog) has of it. */
function shown(lazy: ReturnType<typeof lazyComponent<object>>) {
  function Probe() {
    const Loaded = lazy.useComponent(false);
    return Loaded ? createElement(Loaded) : "not yet";
  }
  return renderToString(createElement(Probe));
}

describe("lazyComponent", () => {
  it("fetches once, however often it is preloaded", async () => {
    const load = flaky(0);
    const lazy = lazyComponent(load, []);
    expect(shown(lazy)).toBe("not yet");
    await Promise.all([lazy.preload(), lazy.preload()]);
    await lazy.preload();
    expect(load.calls).toBe(1);
    expect(shown(lazy)).toBe("<p>here</p>");
  });

  it("fetches again after a preload failed for good before any render wanted it", async () => {
    // A menu's preload of its dialog while the network was away: the dialog's opening (or the
    // menu's next preload) fetches once more instead of showing the old failure.
    const load = flaky(2);
    const lazy = lazyComponent(load, []);
    await lazy.preload();
    expect(shown(lazy)).toBe("not yet");
    await lazy.preload();
    expect(load.calls).toBe(2);
    await lazy.preload();
    expect(load.calls).toBe(3);
    expect(shown(lazy)).toBe("<p>here</p>");
  });
});
