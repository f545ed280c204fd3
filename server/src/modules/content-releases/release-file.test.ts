import { describe, expect, it } from "vitest";
import { BadInput } from "../../errors.js";
import { SEED_DEPLOYMENTS } from "../content/seed/deployments.js";
import { readReleaseFile, releaseFile } from "./release-file.js";
import type { ReleaseItem } from "./release-content.js";
import { seedContent } from "./seed-content.fixture.js";

const byKindKeyLanguage = (a: ReleaseItem, b: ReleaseItem) =>
  `${a.kind}\u0000${a.key}\u0000${a.language}` < `${b.kind}\u0000${b.key}\u0000${b.language}` ? -1 : 1;

function refusal(text: string): string {
  try {
    readReleaseFile(text);
  } catch (error) {
    expect(error).toBeInstanceOf(BadInput);
    return (error as Error).message;
  }
  throw new Error("the file was read");
}

/** MALA's release file as a document to break. */
function malaDocument(): Record<string, unknown> & { items: Record<string, unknown>[]; settings: Record<string, unknown> } {
  return JSON.parse(releaseFile({ app_identifier: "MALA", number: 3 }, seedContent("MALA"))) as ReturnType<typeof malaDocument>;
}

describe("release file", () => {
  it("reads back what it wrote, for each seed deployment", () => {
    for (const deployment of SEED_DEPLOYMENTS) {
      const content = seedContent(deployment.app_identifier);
      const exportedAt = new Date("2026-12-05T23:00:00.000Z");
      const read = readReleaseFile(releaseFile({ app_identifier: deployment.app_identifier, number: 7 }, content, exportedAt));
      expect(read).toEqual({
        app_identifier: deployment.app_identifier,
        number: 7,
        exportedAt: "2026-12-05T23:00:00.000Z",
        settings: content.settings,
        items: [...content.items].sort(byKindKeyLanguage),
      });
    }
  });

  it("writes one release as the same bytes whatever the order of its items and keys, but for exportedAt", () => {
    const a = seedContent("HIAPP");
    const b = seedContent("HIAPP");
    b.items.reverse();
    b.items[0]!.content = Object.fromEntries(Object.entries(b.items[0]!.content as object).reverse());
    b.settings = Object.fromEntries(Object.entries(b.settings).reverse()) as typeof b.settings;
    const one = releaseFile({ app_identifier: "HIAPP", number: 2 }, a, new Date("2026-01-01T00:00:00Z"));
    const two = releaseFile({ app_identifier: "HIAPP", number: 2 }, b, new Date("2026-02-02T00:00:00Z"));
    expect(one).not.toBe(two);
    expect(one.replace(/"exportedAt": "[^"]*"/, "")).toBe(two.replace(/"exportedAt": "[^"]*"/, ""));
    expect(one.startsWith('{\n  "format": "stepwise-release",\n  "version": 1,\n  "app_identifier": "HIAPP",\n  "number": 2,\n')).toBe(true);
  });

  it("refuses what is not a release file, and a newer version", () => {
    expect(refusal("<html>")).toBe("not a Stepwise release file: not JSON");
    expect(refusal(JSON.stringify({ items: [] }))).toBe("not a Stepwise release file");
    expect(refusal(JSON.stringify({ ...malaDocument(), version: 2 }))).toBe("version 2 is newer than this server reads (1)");
  });

  it("names the path of a wrong setting or item", () => {
    const doc = malaDocument();
    (doc.settings.languages as Record<string, unknown>[])[1]!.languageCode = "";
    expect(refusal(JSON.stringify(doc))).toBe("file.settings.languages[1].languageCode: is required");

    const broken = malaDocument();
    const index = broken.items.findIndex((i) => i.kind === "articles" && i.language === "ny");
    (broken.items[index]!.content as Record<string, unknown>).article = 12;
    expect(refusal(JSON.stringify(broken))).toBe(`file.items[${index}].content.article: Invalid input: expected string, received number`);

    const foreign = malaDocument();
    foreign.items[4]!.language = "nl";
    expect(refusal(JSON.stringify(foreign))).toMatch(/^file\.items\[4\]\.language: "nl" is not a language of this deployment \(en, ny\)$/);

    const unknown = malaDocument();
    unknown.items[0]!.kind = "videos";
    expect(refusal(JSON.stringify(unknown))).toMatch(/^file\.items\[0\]\.kind: "videos" is not a kind of content/);

    const twice = malaDocument();
    twice.items.push(twice.items[0]!);
    expect(refusal(JSON.stringify(twice))).toBe(`file.items[${twice.items.length - 1}]: articles art-mala-about (en) is there twice`);

    const missing = malaDocument();
    delete missing.number;
    expect(refusal(JSON.stringify(missing))).toBe("file.number: Invalid input: expected number, received undefined");
  });

  it("sanitises the HTML of an imported article as an edited one", () => {
    const doc = malaDocument();
    const index = doc.items.findIndex((i) => i.kind === "articles");
    (doc.items[index]!.content as Record<string, unknown>).article = '<p onmouseover="x()">Moni<script>alert(1)</script></p>';
    expect((readReleaseFile(JSON.stringify(doc)).items[index]!.content as { article: string }).article).toBe("<p>Moni</p>");
  });
});
