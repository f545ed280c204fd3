import { describe, expect, it } from "vitest";
import { featuresOf, formSectionsFor, sectionsFor, type ApplicationShape } from "./navigation.js";

/** The three seeded deployments' application data (server/src/modules/content/seed/deployments.ts). */
const DEFAULT: ApplicationShape = {
  app_identifier: "default",
  login: false,
  metadata: { userLogin: true },
  forms: [{ formtype: "DEFAULT" }, { formtype: "MILESTONE" }],
};
const MALA: ApplicationShape = { app_identifier: "MALA", login: false, metadata: { userLogin: false }, forms: [{ formtype: "MILESTONE" }] };
const HIAPP: ApplicationShape = { app_identifier: "HIAPP", login: true, metadata: { userLogin: true }, forms: [{ formtype: "HI" }] };

describe("the sections each deployment offers, from its application data", () => {
  const paths = (app: ApplicationShape | null) => sectionsFor(app).map((s) => s.to);

  it("offers the health-issue form only in HIAPP and the Malawi area only in MALA", () => {
    expect(paths(HIAPP)).toContain("/hiapp");
    expect(paths(HIAPP)).not.toContain("/malawi");
    expect(paths(MALA)).toContain("/malawi");
    expect(paths(MALA)).not.toContain("/hiapp");
    expect(paths(DEFAULT)).not.toContain("/hiapp");
    expect(paths(DEFAULT)).not.toContain("/malawi");
  });

  it("offers goals and steps and the diary only with rehabilitation plans, chat only with logins, milestones only with their form", () => {
    expect(paths(DEFAULT)).toEqual([
      "/forms/clients",
      "/forms/goals",
      "/forms/diary",
      "/forms/Cycleform",
      "/milestones",
      "/calendar",
      "/visits",
      "/chat",
      "/settings",
    ]);
    expect(paths(MALA)).toEqual(["/malawi", "/forms/clients", "/forms/Cycleform", "/milestones", "/calendar", "/visits", "/settings"]);
    expect(paths(HIAPP)).toEqual(["/hiapp", "/forms/clients", "/forms/Cycleform", "/calendar", "/visits", "/chat", "/settings"]);
  });

  it("offers the plan's forms under /forms only where plans exist", () => {
    expect(formSectionsFor(MALA).map((s) => s.to)).toEqual(["/forms/clients", "/forms/Cycleform"]);
    expect(formSectionsFor(DEFAULT).map((s) => s.to)).toContain("/forms/clientAppointments");
  });

  it("never offers a plan where the deployment creates none, even if its forms list DEFAULT", () => {
    expect(featuresOf({ ...MALA, forms: [{ formtype: "DEFAULT" }] }).plan).toBe(false);
  });
});
