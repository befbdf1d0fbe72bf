import { t } from "i18next";
// A session's browser and system in plain words ("Chrome on Linux") from its User-Agent header.
// Only the common ones are named: anything else is "Unknown browser" or "an unknown system",
// which is better than a wrong guess on a list people use to spot a session that is not theirs.

const browsers: [RegExp, string][] = [
  // Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari" too.
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/(Chrome|CriOS|Chromium)\//, "Chrome"], // HeadlessChrome too
  [/\bVersion\/[\d.]+.*Safari\//, "Safari"],
];

const systems: [RegExp, string][] = [
  [/\b(iPhone|iPod)\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (table: [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function deviceName(userAgent: string | null) {
  if (!userAgent) return t("account.device.unknownDevice");
  const browser = first(browsers, userAgent) ?? t("account.device.unknownBrowser");
  const system = first(systems, userAgent);
  return system ? t("account.device.on", { browser, system }) : browser;
}
