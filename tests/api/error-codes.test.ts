// The API's error codes (decision 201) against the catalogues: every code the server can send has
// an entry in English and in German, every entry is a code (or one of the browser's own), the
// English `message` is what i18next makes of the English entry, and real answers carry codes,
// params and coded fields, each message rendered from its code.
import i18next from "i18next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldErrors } from "../../src/server/kernel/errors";
import { createEventInput, signUpInput, voteInput } from "../../src/shared/api";
import {
  clientErrorCodes,
  englishMessage,
  errorCodes,
  placeholdersOf,
  type ApiErrorBody,
  type ErrorCode,
  type ErrorParams,
} from "../../src/shared/errors";
import { de } from "../../src/shared/i18n/de";
import { en } from "../../src/shared/i18n/en";
import { limits } from "../../src/shared/core/limits";
import { DOTS_MAX } from "../../src/shared/core/voting";
import { eventWithMembers, share } from "../support/factories/events";
import { startTestApp, type TestApp } from "../support/test-app";

const codes = Object.keys(errorCodes) as ErrorCode[];
/** "noDotsLeft_one" and "noDotsLeft_other" are the code noDotsLeft. */
const entriesOf = (catalogue: Record<string, string>) =>
  new Set(Object.keys(catalogue).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, "")));

/** Params for a code's placeholders: a count of 2 (1 is tried too), else a word. */
const sampleParams = (code: ErrorCode, count = 2): ErrorParams =>
  Object.fromEntries(
    placeholdersOf(code).map((name) => [name, name === "count" ? count : `<${name}>`]),
  );

const translator = async (language: "en" | "de") => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: language === "en" ? en : de } },
    interpolation: { escapeValue: false },
  });
  return (key: string, params: object) => String(instance.t(key, params as never));
};

describe("the error codes", () => {
  it("each have an entry in the English and the German catalogue", () => {
    for (const [name, catalogue] of [
      ["en", en.errors],
      ["de", de.errors],
    ] as const) {
      const entries = entriesOf(catalogue);
      expect(
        codes.filter((code) => !entries.has(code)),
        name,
      ).toEqual([]);
    }
  });

  it("are every entry of the catalogues' errors, but for the browser's own", () => {
    const known = new Set<string>([...codes, ...clientErrorCodes]);
    for (const [name, catalogue] of [
      ["en", en.errors],
      ["de", de.errors],
    ] as const) {
      expect(
        [...entriesOf(catalogue)].filter((key) => !known.has(key)),
        name,
      ).toEqual([]);
    }
    expect(clientErrorCodes.filter((code) => code in errorCodes)).toEqual([]);
  });

  it("each have one HTTP status of an error", () => {
    for (const code of codes)
      expect([400, 401, 403, 404, 405, 409, 413, 429, 500, 503]).toContain(errorCodes[code]);
  });

  it("say in English what i18next says of the English entry, params filled in", async () => {
    const t = await translator("en");
    for (const code of codes) {
      for (const count of [1, 2]) {
        const params = sampleParams(code, count);
        const message = englishMessage(code, params);
        expect(message, code).toBe(t(`errors.${code}`, params));
        expect(message, code).not.toMatch(/\{\{|errors\./);
      }
    }
    expect(englishMessage("noDotsLeft", { count: 1 })).toBe(
      en.errors.noDotsLeft_one.replace("{{count}}", "1"),
    );
    expect(englishMessage("titleTooLong", { max: 200 })).toBe(
      "Title must be at most 200 characters",
    );
  });

  it("each read in German with the same params", async () => {
    const t = await translator("de");
    for (const code of codes) {
      const params = sampleParams(code);
      const text = t(`errors.${code}`, params);
      expect(text, code).not.toMatch(/\{\{|^errors\./);
      for (const value of Object.values(params)) expect(text, code).toContain(String(value));
    }
  });
});

describe("a refused field", () => {
  it("has the code its schema gives, with the params its text asks for from the issue", () => {
    const parsed = createEventInput.safeParse({
      title: "x".repeat(limits.title + 1),
      description: 5,
      dots: 3.5,
      unknown: true,
    });
    expect(fieldErrors(parsed.error!)).toEqual({
      title: {
        code: "titleTooLong",
        message: `Title must be at most ${limits.title} characters`,
        params: { max: limits.title },
      },
      description: { code: "descriptionNotText", message: "Description must be text" },
      dots: { code: "dotsNotWhole", message: "dots must be a whole number" },
      body: {
        code: "unknownField",
        message: 'Unknown field "unknown"',
        params: { name: "unknown" },
      },
    });
    const vote = voteInput.safeParse({ weight: DOTS_MAX + 1 });
    expect(fieldErrors(vote.error!).weight).toEqual({
      code: "dotsTooMany",
      message: `dots must be at most ${DOTS_MAX}`,
      params: { max: DOTS_MAX },
    });
  });

  it("without a code of its schema's is an invalid value", () => {
    const parsed = signUpInput.safeParse({
      email: "a@example.com",
      password: "x".repeat(12),
      rememberMe: "yes",
    });
    expect(fieldErrors(parsed.error!)).toEqual({
      rememberMe: { code: "invalidValue", message: "Invalid value" },
    });
  });
});

describe("an error answer", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  /** The answer's code, params and fields, each message checked against its code's English. */
  const coded = (status: number, json: unknown) => {
    const { error } = json as ApiErrorBody;
    expect(status, error.code).toBe(errorCodes[error.code]);
    expect(error.message).toBe(englishMessage(error.code, error.params));
    for (const field of Object.values(error.fields ?? {}))
      expect(field.message).toBe(englishMessage(field.code, field.params));
    return error;
  };

  it("names the code, its params and the refused fields", async () => {
    const { id, creator, members } = await eventWithMembers(app, 1);
    const member = members[0]!;
    await share(member, id, "First", "https://example.com/same");

    const again = await creator.client.post(`/api/events/${id}/links`, {
      url: "https://www.example.com/same",
      title: "Again",
    });
    expect(coded(again.status, again.json)).toEqual({
      code: "alreadyShared",
      message: `Already shared by ${member.name}`,
      params: { name: member.name },
    });

    const long = await creator.client.post(`/api/events/${id}/links`, {
      url: "https://example.com/other",
      title: "x".repeat(limits.title + 1),
    });
    expect(coded(long.status, long.json)).toEqual({
      code: "titleTooLong",
      message: `Title must be at most ${limits.title} characters`,
      params: { max: limits.title },
      fields: {
        title: {
          code: "titleTooLong",
          message: `Title must be at most ${limits.title} characters`,
          params: { max: limits.title },
        },
      },
    });

    const nowhere = await creator.client.get("/api/nowhere");
    expect(coded(nowhere.status, nowhere.json)).toEqual({
      code: "noRoute",
      message: "No API route GET /api/nowhere",
      params: { method: "GET", path: "/api/nowhere" },
    });
  });
});
