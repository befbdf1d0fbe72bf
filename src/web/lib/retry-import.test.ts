import { describe, expect, it } from "vitest";
import { retryImport } from "./retry-import";

/** A load that fails `failures` times, then gives `value`; counts its calls. */
function flaky(failures: number, value = "chunk") {
  const load = async () => {
    load.calls++;
    if (load.calls <= failures) throw new TypeError("Failed to fetch dynamically imported module");
    return value;
  };
  load.calls = 0;
  return load;
}

describe("retryImport", () => {
  it("loads at once when the network is there", async () => {
    const load = flaky(0);
    await expect(retryImport(load, [1, 1])).resolves.toBe("chunk");
    expect(load.calls).toBe(1);
  });

  it("tries again after each failure until the chunk arrives", async () => {
    const load = flaky(2);
    await expect(retryImport(load, [1, 1, 1])).resolves.toBe("chunk");
    expect(load.calls).toBe(3);
  });

  it("gives the last error once every wait is spent", async () => {
    const load = flaky(10);
    await expect(retryImport(load, [1, 1])).rejects.toThrow("Failed to fetch");
    expect(load.calls).toBe(3);
  });
});
