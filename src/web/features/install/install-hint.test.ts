import { describe, expect, it } from "vitest";
import { installHint } from "./install-hint";

const shown = {
  standalone: false,
  installed: false,
  dismissed: false,
  eventCount: 1,
  canPrompt: false,
};

describe("installHint", () => {
  it("says how to install once the person has an event", () => {
    expect(installHint(shown)).toBe("instructions");
    expect(installHint({ ...shown, eventCount: 5 })).toBe("instructions");
  });

  it("offers the browser's own dialog where the browser offered to install", () => {
    expect(installHint({ ...shown, canPrompt: true })).toBe("install");
  });

  it("is not shown before the first event", () => {
    expect(installHint({ ...shown, eventCount: 0 })).toBe("none");
    expect(installHint({ ...shown, eventCount: 0, canPrompt: true })).toBe("none");
  });

  it("is not shown in the installed app, or once installed", () => {
    expect(installHint({ ...shown, standalone: true })).toBe("none");
    expect(installHint({ ...shown, standalone: true, canPrompt: true })).toBe("none");
    expect(installHint({ ...shown, installed: true })).toBe("none");
  });

  it("stays hidden once dismissed", () => {
    expect(installHint({ ...shown, dismissed: true })).toBe("none");
    expect(installHint({ ...shown, dismissed: true, canPrompt: true })).toBe("none");
  });
});
