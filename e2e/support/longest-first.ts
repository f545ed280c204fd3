import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest, longest first (seconds in a full run on 2 cores, docs/testing.md,
 * "How long"): started early, they end while short files still fill the other lane. Left to
 * vitest's order (file size, as a fresh clone has no timings yet) a 94 s file started at 479 s of
 * 591, and one lane idled at the end.
 */
const LONGEST = [
  "worker-phone.e2e.test.ts", // 114 s
  "accessibility.e2e.test.ts", // 94 s
  "login-transitions.e2e.test.ts", // 92 s
  "shared-phone.e2e.test.ts", // 84 s
  "accounts.e2e.test.ts", // 67 s
  "faults.e2e.test.ts", // 60 s
  "app-update.e2e.test.ts", // 57 s
  "operator-console.e2e.test.ts", // 43 s
];

/** Orders the end-to-end files: the longest as listed, then the others in vitest's own order. */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONGEST.indexOf(path.basename(file.moduleId));
      return at === -1 ? LONGEST.length : at;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((file, i) => ({ file, i }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.i - b.i)
      .map(({ file }) => file);
  }
}
