// The catalogues against the code (src: the web app and the server's emails): every key the code
// uses is in the English catalogue, every key there is used, and the German one has exactly the same keys, placeholders and tags.
// Keys are written literally (t("landing.title"), i18nKey="..."), so a scan of src finds them;
// the few families looked up by a computed key are listed below and checked the same way.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chatDe } from "../features/chat/dialog-words-de";
import { chatEn } from "../features/chat/dialog-words-en";
import { de } from "./de";
import { en } from "./en";
import { mailDe } from "./mail-de";
import { mailEn } from "./mail-en";
import { settingsDe } from "./settings-de";
import { settingsEn } from "./settings-en";

/** Families whose key is made at run time, e.g. t(`voting.method.${method}`). A new one in the
 * code fails the test until it is listed here. */
const dynamicFamilies = [
  "chats.messages.", // features/chat/chat-words-of.ts: the kinds of notice a chat is sent
  "common.status.",
  "errors.", // lib/api.ts: the API's error codes (tests/api/error-codes.test.ts checks them)
  "mailKinds.",
  "publicResult.rule.",
  "mail.push.", // server/features/push/enqueue.ts: typed by PushTextKey
  "unsubscribe.what.",
  "votes.hidden.",
  "votes.sort.",
  "voting.method.",
  "voting.methodHint.",
  "voting.resultsHint.",
  "voting.resultsShown.",
  "voting.votesShown.",
];

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** "common.memberCount_one" and "_other" are the one key the code asks for. */
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const code = /\.tsx?$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name);
    const catalogue = full.includes(path.join("shared", "i18n")) || /words-(en|de)\.ts$/.test(full);
    return code && !catalogue ? [full] : [];
  });
}

function usedInCode() {
  const literal = new Set<string>();
  const families = new Set<string>();
  for (const file of sourceFiles(path.resolve("src"))) {
    const text = fs.readFileSync(file, "utf8");
    // t("key"  t('key'  translate(`key`  boldParagraph(t, "key"  and i18nKey="key" or
    // i18nKey={a ? "key" : "other"}
    for (const m of text.matchAll(
      /\b(?:t|translate|boldParagraph)\(\s*(?:t,\s*)?["'`]([\w.]+)["'`]/g,
    ))
      literal.add(m[1]!);
    for (const m of text.matchAll(/i18nKey=(?:"([\w.]+)"|\{([^}]*)\})/g)) {
      if (m[1]) literal.add(m[1]);
      for (const inner of (m[2] ?? "").matchAll(/"([\w.]+)"/g)) literal.add(inner[1]!);
    }
    for (const m of text.matchAll(/\b(?:t|translate)\(\s*`([\w.]+\.)\$\{/g)) families.add(m[1]!);
  }
  return { literal, families };
}

// The emails' words (mail-en.ts, mail-de.ts) are the mail.* keys (server/mail/i18n.ts).
// Settings' push and calendar words (settings-en.ts, settings-de.ts) are added in the browser when
// those parts load (web/lib/settings-words.ts); the Chats dialog's (features/chat/dialog-words-en.ts, -de.ts) when
// it loads (web/lib/chat-words.ts).
const catalogue = (...trees: object[]) =>
  new Map(trees.flatMap((tree) => [...flatten(tree as unknown as Tree)]));
const english = catalogue(en, settingsEn, chatEn, { mail: mailEn });
const german = catalogue(de, settingsDe, chatDe, { mail: mailDe });
const englishKeys = new Set([...english.keys()].map(withoutPlural));

describe("message catalogues", () => {
  const { literal, families } = usedInCode();

  it("finds the code's keys", () => {
    expect(literal.size).toBeGreaterThan(300);
  });

  it("lists every family of computed keys, and only those the code has", () => {
    expect([...families].sort()).toEqual([...dynamicFamilies].sort());
  });

  it("has every key the code uses", () => {
    const missing = [...literal].filter((key) => !englishKeys.has(key));
    expect(missing).toEqual([]);
    for (const family of dynamicFamilies) {
      expect(
        [...englishKeys].some((key) => key.startsWith(family)),
        family,
      ).toBe(true);
    }
  });

  it("has no key the code does not use", () => {
    const unused = [...englishKeys].filter(
      (key) => !literal.has(key) && !dynamicFamilies.some((family) => key.startsWith(family)),
    );
    expect(unused).toEqual([]);
  });

  it("has the same keys in German as in English", () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("keeps each message's placeholders and tags in German", () => {
    const marks = (text: string) =>
      [...text.matchAll(/\{\{\w+\}\}|<\/?(\d+|b)>/g)].map((m) => m[0]).sort();
    const differing = [...english]
      .filter(([key, text]) => marks(text).join() !== marks(german.get(key) ?? "").join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it("leaves no German message empty or untranslated by accident", () => {
    const empty = [...german].filter(([, text]) => text.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });
});
