// An error in the log is its name and code: never a message, which can carry a query's
// parameters, the value a database refused, or a recipient's address.
import { describe, expect, it } from "vitest";
import { errorFacts, errorFrames } from "./error-facts";

/** What node-postgres and PGlite raise (pg-protocol's DatabaseError), under Drizzle's wrapper. */
function refusedQuery() {
  const driver = Object.assign(
    new Error('invalid input syntax for type uuid: "a member\'s text"'),
    {
      name: "error",
      code: "22P02",
      detail: "Failing row contains (a member's text)",
    },
  );
  const wrapper = new Error(
    "Failed query: insert into comments (body) values ($1)\nparams: a member's text",
    { cause: driver },
  );
  wrapper.name = "DrizzleQueryError";
  return wrapper;
}

describe("errorFacts", () => {
  it("gives the driver's error by name and SQLSTATE, and nothing of its message", () => {
    const facts = errorFacts(refusedQuery());
    expect(facts).toEqual({ error: "DatabaseError", code: "22P02" });
    expect(JSON.stringify(facts)).not.toContain("member");
  });

  it("names other errors by their name, with a code when they have one", () => {
    expect(errorFacts(new TypeError("x of undefined"))).toEqual({ error: "TypeError" });
    const smtp = Object.assign(new Error("550 <bob@example.com>: Recipient rejected"), {
      code: "EENVELOPE",
    });
    expect(errorFacts(smtp)).toEqual({ error: "Error", code: "EENVELOPE" });
    expect(errorFacts("a thrown string")).toEqual({ error: "string" });
    expect(errorFacts(null)).toEqual({ error: "object" });
  });

  it("leaves out a code or a name that is not one", () => {
    const odd = Object.assign(new Error("x"), { code: "a member's text", name: "not a name" });
    expect(errorFacts(odd)).toEqual({ error: "Error" });
  });
});

describe("errorFrames", () => {
  it("keeps the stack's frames and drops its message, however many lines it has", () => {
    const frames = errorFrames(refusedQuery());
    expect(frames).toMatch(/^\s+at /);
    expect(frames).not.toContain("member");
    expect(frames).not.toContain("params");
    const forged = new Error("refused:\n    at a member's text (forged.ts:1:1)");
    expect(errorFrames(forged)).not.toContain("member");
  });
});
