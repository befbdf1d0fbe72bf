// Our own limits count a sliding window estimated from two fixed ones (rate-limit.ts): a burst
// that straddles a window's end is refused as one that does not, and the previous window's hits
// weigh less the further the new window has gone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { countHit, type Limit } from "./rate-limit";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const perMinute: Limit = { max: 3, windowSeconds: 60 };
const minute = (n: number) => Date.UTC(2026, 10, 29, 12, n);
let keys = 0;
const newKey = () => `test:${++keys}`;

/** The estimates after each hit, at the given times. */
async function hits(key: string, times: number[], limit = perMinute) {
  const counts: number[] = [];
  for (const at of times) counts.push((await countHit(database.db, key, limit, at)).count);
  return counts;
}

describe("sliding-window rate limits", () => {
  it("counts hits within one window one by one", async () => {
    const at = minute(0) + 10_000;
    expect(await hits(newKey(), [at, at + 1, at + 2, at + 3])).toEqual([1, 2, 3, 4]);
  });

  it("refuses a burst that straddles a window's end as one that does not", async () => {
    // Two hits in the last 100 ms of a minute, two in the first 100 ms of the next: the fourth is
    // past the limit of 3 (fixed windows alone counted it as the next window's second).
    const end = minute(1);
    const counts = await hits(newKey(), [end - 100, end - 50, end + 50, end + 100]);
    expect(counts[2]).toBeLessThanOrEqual(perMinute.max);
    expect(counts[3]).toBeGreaterThan(perMinute.max);
  });

  it("weighs the previous window by how much of it is still within the window's length", async () => {
    const key = newKey();
    await hits(key, [minute(2) + 1_000, minute(2) + 2_000, minute(2) + 3_000, minute(2) + 4_000]);
    // A quarter into the next minute, three quarters of the last one's four hits still count.
    const [quarter] = await hits(key, [minute(3) + 15_000]);
    expect(quarter).toBeCloseTo(1 + 4 * 0.75);
    // Two windows on, the first one no longer counts.
    const [later] = await hits(key, [minute(4) + 1_000]);
    expect(later).toBeCloseTo(1 + 1 * (59 / 60));
  });

  it("keeps each key's count apart, and says in which window a hit was counted", async () => {
    const [a, b] = [newKey(), newKey()];
    const at = minute(5) + 30_000;
    await hits(a, [at, at + 1]);
    const counted = await countHit(database.db, b, perMinute, at + 2);
    expect(counted.count).toBe(1);
    expect(counted.windowStart.toISOString()).toBe(new Date(minute(5)).toISOString());
  });
});
