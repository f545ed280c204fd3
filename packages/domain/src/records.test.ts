import { describe, expect, it } from "vitest";
import { mergeFetchedRecord } from "./records.js";
import { domainsForFlowAnswer } from "./rehabilitation-domains.js";

describe("record rules", () => {
  it("merges a fetched record into an existing local one, and inserts a new one without its id", () => {
    expect(mergeFetchedRecord({ id: 4, uuid: "r1", a: 1, local: true }, { id: 9, uuid: "r1", a: 2 })).toEqual({ id: 9, uuid: "r1", a: 2, local: true });
    expect(mergeFetchedRecord(undefined, { id: 9, uuid: "r1", a: 2 })).toEqual({ uuid: "r1", a: 2 });
  });

  it("gives a plan the F-words domains for answer 79, ICF for 80, none otherwise", () => {
    expect(domainsForFlowAnswer(79).map((d) => d.description)).toEqual(["Function", "Family", "Fitness", "Fun", "Friends", "Future"]);
    expect(domainsForFlowAnswer(80).every((d) => d.type === "ICF" && d.domain_id.startsWith("7."))).toBe(true);
    expect(domainsForFlowAnswer(12)).toEqual([]);
  });
});
