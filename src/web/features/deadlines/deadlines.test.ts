import { beforeAll, describe, expect, it } from "vitest";
import { startEnglish } from "../../lib/i18n";
import { fromLocalInput, timeLeft, toLocalInput } from "../../lib/dates";
import { deadlineProblem, deadlineToSend } from "./deadline-input";

// The words these helpers write are the English catalogue's.
beforeAll(() => startEnglish());

const now = Date.parse("2026-11-28T12:00:00.000Z");
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("timeLeft", () => {
  it("says the time left in the largest unit that fits, rounded", () => {
    expect(timeLeft(now + 45 * SECOND, now)).toBe("in 45 seconds");
    expect(timeLeft(now + 400, now)).toBe("in 1 second");
    expect(timeLeft(now + 5 * MINUTE, now)).toBe("in 5 minutes");
    expect(timeLeft(now + 61 * SECOND, now)).toBe("in 1 minute");
    expect(timeLeft(now + 59 * MINUTE + 40 * SECOND, now)).toBe("in 1 hour");
    expect(timeLeft(now + 3 * HOUR + 10 * MINUTE, now)).toBe("in 3 hours");
    expect(timeLeft(now + 23 * HOUR + 40 * MINUTE, now)).toBe("in 1 day");
    expect(timeLeft(now + 2 * DAY + 3 * HOUR, now)).toBe("in 2 days");
  });

  it("is null once the moment has passed", () => {
    expect(timeLeft(now, now)).toBeNull();
    expect(timeLeft(now - 1, now)).toBeNull();
  });
});

describe("datetime-local values", () => {
  it("go back and forth in the viewer's zone, to the minute", () => {
    const moment = new Date(2026, 10, 28, 19, 40); // local time
    expect(toLocalInput(moment)).toBe("2026-11-28T19:40");
    expect(fromLocalInput("2026-11-28T19:40")).toBe(moment.toISOString());
  });

  it("are refused when they are not a date and time", () => {
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput("tomorrow")).toBeNull();
    expect(fromLocalInput("2026-13-45T99:99")).toBeNull();
  });
});

describe("deadlineProblem", () => {
  const local = (ms: number) => toLocalInput(ms);

  it("lets no deadline and one in the coming year through", () => {
    expect(deadlineProblem("", now)).toBeUndefined();
    expect(deadlineProblem(local(now + 2 * HOUR), now)).toBeUndefined();
    expect(deadlineToSend("")).toBeNull();
  });

  it("refuses the past and more than a year ahead, in the server's words", () => {
    expect(deadlineProblem(local(now - 2 * MINUTE), now)).toBe(
      "The deadline must be in the future",
    );
    expect(deadlineProblem(local(now + 400 * DAY), now)).toBe("The deadline must be within a year");
    expect(deadlineProblem("not a date", now)).toBe("Deadline must be a date and time");
  });
});
