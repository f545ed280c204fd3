import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Test files are read up to this length; a longer one is reported rather than half checked. */
const MAX_CHARS = 200_000;

/**
 * What a test file outside test-support may not do itself: render.tsx makes the React root and
 * tells React it runs under act() (docs/testing.md, "Component tests").
 */
const HAND_SET_UP = [
  { marker: "createRoot", says: "calls createRoot itself" },
  { marker: "IS_REACT_ACT_ENVIRONMENT", says: "sets IS_REACT_ACT_ENVIRONMENT itself" },
];

/** The ways the test file `file` (with this text) sets React up by hand, each naming the file. */
function handSetUp(file: string, text: string): string[] {
  if (text.length > MAX_CHARS) return [`${file} is longer than ${MAX_CHARS} characters, too long to check`];
  return HAND_SET_UP.filter(({ marker }) => text.includes(marker)).map(
    ({ says }) => `${file} ${says}; render through test-support/render.tsx (useTestScreen or mountScreen)`,
  );
}

const SRC = path.resolve(__dirname, "..");

/** Every test file under src outside test-support, as a path relative to src with forward slashes. */
function testFiles(): string[] {
  return fs
    .readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => (file.endsWith(".test.tsx") || file.endsWith(".test.ts")) && !file.startsWith("test-support/"))
    .sort();
}

describe("component tests set React up through test-support/render.tsx", () => {
  it("holds for every test file under apps/web/src", () => {
    const files = testFiles();
    // The walk found the component tests, so an empty list below means something.
    expect(files).toContain("modules/clients/ClientDrawer.test.tsx");
    expect(files.filter((file) => file.endsWith(".test.tsx")).length).toBeGreaterThanOrEqual(15);
    expect(files.flatMap((file) => handSetUp(file, fs.readFileSync(path.join(SRC, file), "utf8")))).toEqual([]);
  });

  it("names a file that makes its own root or sets the act environment", () => {
    const planted = [
      'import { createRoot } from "react-dom/client";',
      "(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;",
      'const root = createRoot(document.createElement("div"));',
    ].join("\n");
    expect(handSetUp("ui/Planted.test.tsx", planted)).toEqual([
      "ui/Planted.test.tsx calls createRoot itself; render through test-support/render.tsx (useTestScreen or mountScreen)",
      "ui/Planted.test.tsx sets IS_REACT_ACT_ENVIRONMENT itself; render through test-support/render.tsx (useTestScreen or mountScreen)",
    ]);
    expect(handSetUp("ui/Rooted.test.tsx", "const root = createRoot(container);")).toEqual([
      "ui/Rooted.test.tsx calls createRoot itself; render through test-support/render.tsx (useTestScreen or mountScreen)",
    ]);
  });

  it("passes a file that renders through the shared helper, and reports one too long to check", () => {
    const helped = 'import { useTestScreen } from "../test-support/render.js";\nconst screen = useTestScreen();';
    expect(handSetUp("ui/Helped.test.tsx", helped)).toEqual([]);
    expect(handSetUp("ui/Huge.test.tsx", "x".repeat(MAX_CHARS + 1))).toEqual(["ui/Huge.test.tsx is longer than 200000 characters, too long to check"]);
  });
});
