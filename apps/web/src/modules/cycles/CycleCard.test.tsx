import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { EditingProvider } from "../../sync/runtime-context.js";
import { makeEditingPorts } from "../../test-support/factories.js";
import { useTestScreen } from "../../test-support/render.js";
import { CycleCard } from "./CycleCard.js";
import { CycleEditor } from "./CycleEditor.js";
import { newCycleAction, newCycleDescription, type CycleDescriptionRecord } from "../client-records/cycle-record.js";
import { useCycleEdits, type ShownAction, type ShownDescription } from "../client-records/use-cycles.js";

function setValue(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

function Card({ shown, actions }: { shown: ShownDescription; actions: ShownAction[] }) {
  return <CycleCard shown={shown} actions={actions} edits={useCycleEdits()} onEdit={() => undefined} />;
}

describe("the cycle form's goal card and editor (docs/product.md §3, §4; outbox first)", () => {
  const screen = useTestScreen();
  const queue = vi.fn(async () => undefined);
  const ports = makeEditingPorts({ queue });
  const render = (node: React.ReactNode) => screen.render(<EditingProvider ports={ports}>{node}</EditingProvider>);
  const byTestId = <T extends Element>(id: string) => screen.byTestId<T>(id);

  beforeEach(() => {
    queue.mockClear();
  });

  it("deletes a goal with its actions after a second press: one removed-items entry each, at their dataversions", async () => {
    const description = { ...newCycleDescription("c1"), goal: "Eat with a spoon" };
    const actions = [newCycleAction(description.uuid, "Hold the spoon"), newCycleAction(description.uuid, "Scoop")].map((record, i) => ({
      record,
      dataversion: 10 + i,
      waiting: false,
    }));
    await render(<Card shown={{ record: description, dataversion: 7, waiting: false }} actions={actions} />);
    expect(byTestId("cycle-item").getAttribute("data-saved")).toBe("T");

    await act(async () => byTestId<HTMLButtonElement>("cycle-delete").click());
    expect(queue).not.toHaveBeenCalled();
    expect(byTestId("cycle-delete-confirm").textContent).toBe("Yes, delete this goal and its 2 actions");
    await act(async () => byTestId<HTMLButtonElement>("cycle-delete-confirm").click());
    expect(queue.mock.calls).toEqual([
      ["cycle_descriptions", description.uuid, "DELETE", null, 7],
      ["cycle_actions", actions[0]!.record.uuid, "DELETE", null, 10],
      ["cycle_actions", actions[1]!.record.uuid, "DELETE", null, 11],
    ]);
  });

  it("shows a waiting goal as saved F and adds an action not ready (F) for it", async () => {
    const description = { ...newCycleDescription("c1"), goal: "Wash hands" };
    await render(<Card shown={{ record: description, dataversion: null, waiting: true }} actions={[]} />);
    expect(byTestId("cycle-item").getAttribute("data-saved")).toBe("F");
    expect(byTestId("cycle-pending").textContent).toBe("Waiting to sync");
    await act(async () => setValue(byTestId<HTMLInputElement>("cycle-action-input"), "Open the tap"));
    await act(async () => byTestId<HTMLButtonElement>("cycle-action-add").click());
    expect(queue).toHaveBeenCalledWith(
      "cycle_actions",
      expect.any(String),
      "UPSERT",
      { uuid: expect.any(String), description_uuid: description.uuid, action: "Open the tap", ready: "F" },
      null,
    );
  });

  it("refuses an end date before the start date with its message, and saves a valid goal with the docs/product.md §3 defaults", async () => {
    const onSave = vi.fn(async (_: CycleDescriptionRecord) => undefined);
    await render(<CycleEditor record={newCycleDescription("c1")} onSave={onSave} onClose={() => undefined} />);
    await act(async () => {
      setValue(byTestId<HTMLInputElement>("cycle-goal"), "  Dress alone ");
      setValue(byTestId<HTMLInputElement>("cycle-start"), "2027-01-02");
      setValue(byTestId<HTMLInputElement>("cycle-end"), "2026-12-30");
    });
    await act(async () => byTestId<HTMLButtonElement>("cycle-save").click());
    expect(byTestId("cycle-error").textContent).toBe("The end date is before the start date");
    expect(onSave).not.toHaveBeenCalled();

    await act(async () => setValue(byTestId<HTMLInputElement>("cycle-end"), "2027-01-30"));
    await act(async () => byTestId<HTMLButtonElement>("cycle-save").click());
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      client_uuid: "c1",
      goal: "Dress alone",
      cycle_start: "02-01-2027",
      cycle_end: "30-01-2027",
      goal_status: "X",
      goal_achievement: 1,
      archived: "F",
      goal_editted: "F",
      active: "R",
    });
  });
});
