// Whether the dashboard says Huddle can be installed, and how (issue #34, decision 221). Never on
// a first visit: only once the person has an event, so they know what Huddle is for. Never when
// it already runs installed, and never again once they hid it on this browser.

export type InstallHint = "none" | "install" | "instructions";

export function installHint(facts: {
  /** The page runs as the installed app (display-mode standalone, or iOS's home-screen app). */
  standalone: boolean;
  /** Installed during this visit (the browser's `appinstalled`, or the dialog accepted). */
  installed: boolean;
  /** The person hid the hint on this browser. */
  dismissed: boolean;
  eventCount: number;
  /** The browser offered to install (`beforeinstallprompt`), so a button can open its dialog. */
  canPrompt: boolean;
}): InstallHint {
  if (facts.standalone || facts.installed || facts.dismissed || facts.eventCount === 0) {
    return "none";
  }
  return facts.canPrompt ? "install" : "instructions";
}

const DISMISSED_KEY = "huddle.installHint.dismissed";

/** Whether the page runs as the installed app. */
export function runsInstalled() {
  const iosHomeScreen = (navigator as { standalone?: boolean }).standalone === true;
  return iosHomeScreen || window.matchMedia("(display-mode: standalone)").matches;
}

// Without storage (a browser that refuses it) the hint shows again on the next visit; hiding it
// still hides it for this one, which the card keeps in its own state.
export function hintDismissed() {
  try {
    return localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

export function rememberHintDismissed() {
  try {
    localStorage.setItem(DISMISSED_KEY, "1");
  } catch {
    // See hintDismissed.
  }
}
