import { beforeEach, describe, expect, it } from "vitest";
import { loginLinkOf } from "@stepwise/domain";
import { forgetLoginCode, linkedLoginCode, screenAfterStart, takeLoginLink } from "./login-link.js";

describe("a worker's login link (docs/operator-console.md, Onboarding a worker)", () => {
  beforeEach(() => {
    takeLoginLink({ pathname: "/", hash: "" });
    forgetLoginCode();
  });

  it("carries the code in the fragment, which no request sends, and gives it back at the app's start", () => {
    const link = loginLinkOf("https://mala.example.org", "K7QM-4XPT-9RWD-H2CN");
    expect(link).toBe("https://mala.example.org/requestforpassword#code=K7QM-4XPT-9RWD-H2CN");
    const url = new URL(link);
    takeLoginLink(url);
    expect(linkedLoginCode()).toBe("K7QM-4XPT-9RWD-H2CN");
    // The start leads to the set-password screen once, then as usual.
    expect(screenAfterStart("/Home")).toBe("/requestforpassword");
    expect(screenAfterStart("/Home")).toBe("/Home");
    forgetLoginCode();
    expect(linkedLoginCode()).toBeNull();
  });

  it("opens the screen for the address typed without a code (any case), and nothing for another address", () => {
    takeLoginLink({ pathname: "/RequestForPassword", hash: "" });
    expect(screenAfterStart("/Home")).toBe("/requestforpassword");
    expect(linkedLoginCode()).toBeNull();
    takeLoginLink({ pathname: "/clients", hash: "#code=ABCD" });
    expect(screenAfterStart("/initialize")).toBe("/initialize");
    expect(linkedLoginCode()).toBeNull();
  });

  it("takes no link from a reload: the page that starts again after she set her password goes on as usual", () => {
    takeLoginLink({ pathname: "/requestforpassword", hash: "#code=K7QM-4XPT-9RWD-H2CN" }, "reload");
    expect(screenAfterStart("/Home")).toBe("/Home");
    expect(linkedLoginCode()).toBeNull();
    takeLoginLink({ pathname: "/requestforpassword", hash: "#code=K7QM-4XPT-9RWD-H2CN" }, "navigate");
    expect(screenAfterStart("/Home")).toBe("/requestforpassword");
  });

  it("ignores a code too long to be one", () => {
    takeLoginLink({ pathname: "/requestforpassword", hash: `#code=${"A".repeat(65)}` });
    expect(screenAfterStart("/Home")).toBe("/requestforpassword");
    expect(linkedLoginCode()).toBeNull();
  });
});
