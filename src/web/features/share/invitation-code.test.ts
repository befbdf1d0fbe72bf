import { describe, expect, it } from "vitest";
import { invitationCodeIn } from "./invitation-code";

describe("invitationCodeIn", () => {
  it("takes a typed code as the server looks it up", () => {
    expect(invitationCodeIn("  k7qm4xtp ")).toBe("K7QM4XTP");
  });

  it("takes the code at the end of a pasted invite link", () => {
    expect(invitationCodeIn("https://huddle.example/invite/k7qm4xtp")).toBe("K7QM4XTP");
    expect(invitationCodeIn("Join us: http://localhost:3000/invite/K7QM4XTP?x=1 see you")).toBe(
      "K7QM4XTP",
    );
  });

  it("leaves a malformed escape in a link as it is", () => {
    expect(invitationCodeIn("https://huddle.example/invite/%E0%A4%A")).toBe("%E0%A4%A");
  });
});
