import { describe, expect, it } from "vitest";
import { sessionAddress } from "./session-address";

describe("sessionAddress", () => {
  it("calls loopback localhost, however it is written", () => {
    expect(sessionAddress("0000:0000:0000:0000:0000:0000:0000:0001")).toBe("localhost");
    expect(sessionAddress("::1")).toBe("localhost");
    expect(sessionAddress("127.0.0.1")).toBe("localhost");
    expect(sessionAddress("0000:0000:0000:0000:0000:ffff:7f00:0001")).toBe("localhost");
  });

  it("shows an IPv4 address mapped into IPv6 as IPv4", () => {
    expect(sessionAddress("0000:0000:0000:0000:0000:ffff:c0a8:0102")).toBe("192.168.1.2");
    expect(sessionAddress("::ffff:203.0.113.9")).toBe("::ffff:203.0.113.9");
  });

  it("shortens IPv6 as RFC 5952 says", () => {
    expect(sessionAddress("2001:0db8:0000:0000:0000:ff00:0042:8329")).toBe(
      "2001:db8::ff00:42:8329",
    );
    expect(sessionAddress("2001:0DB8:0000:0001:0000:0000:0000:0001")).toBe("2001:db8:0:1::1");
    // One zero group alone stays; of two equal runs the first is shortened.
    expect(sessionAddress("2001:0db8:0000:0001:0001:0001:0001:0001")).toBe("2001:db8:0:1:1:1:1:1");
    expect(sessionAddress("2001:0db8:0000:0000:0001:0000:0000:0001")).toBe("2001:db8::1:0:0:1");
    expect(sessionAddress("fe80:0000:0000:0000:0000:0000:0000:0000")).toBe("fe80::");
  });

  it("leaves anything else as it came", () => {
    expect(sessionAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(sessionAddress("not an address")).toBe("not an address");
    expect(sessionAddress("1:2:3")).toBe("1:2:3");
  });
});
