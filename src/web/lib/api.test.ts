// The browser says an API error by its code, in the reader's language (decision 220): never by
// reading the English back. A code the catalogue does not know shows the server's message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { de } from "../../shared/i18n/de";
import { ApiError, errorMessage, fieldMessages } from "./api";
import { i18n, startEnglish } from "./i18n";

beforeAll(async () => {
  await startEnglish();
  i18n.addResourceBundle("de", "translation", de);
  await i18n.changeLanguage("de");
});
// Test files share this process (and i18next): English again for the next.
afterAll(() => i18n.changeLanguage("en"));

describe("an API error", () => {
  it("is said by its code and params, whatever the message", () => {
    const shared = new ApiError(409, "alreadyShared", "anything at all", { name: "Ann" });
    expect(errorMessage(shared, "fallback")).toBe("Schon geteilt von Ann");
    const dots = new ApiError(409, "noDotsLeft", "", { count: 1 });
    // No message: the fallback, as before.
    expect(errorMessage(dots, "fallback")).toBe("fallback");
    const over = new ApiError(409, "noDotsLeft", "You have 1 dot", { count: 1 });
    expect(errorMessage(over, "fallback")).toBe(
      "Du hast insgesamt 1 Punkt: nimm zuerst welche von einem anderen Link zurück",
    );
  });

  it("shows the server's message for a code the catalogue does not know", () => {
    const newer = new ApiError(409, "fromTheFuture" as never, "Something new");
    expect(errorMessage(newer, "fallback")).toBe("Something new");
    expect(errorMessage(new Error("not ours"), "fallback")).toBe("fallback");
  });

  it("says each refused field by its code", () => {
    const error = new ApiError(
      400,
      "titleTooLong",
      "Title must be at most 200 characters",
      {},
      {
        title: { code: "titleTooLong", message: "Title …", params: { max: 200 } },
        url: { code: "urlInvalid", message: "Enter a full http:// or https:// URL" },
      },
    );
    expect(fieldMessages(error)).toEqual({
      title: "Der Titel darf höchstens 200 Zeichen lang sein",
      url: "Gib eine vollständige URL mit http:// oder https:// ein",
    });
    expect(fieldMessages(new Error("x"))).toEqual({});
  });
});
