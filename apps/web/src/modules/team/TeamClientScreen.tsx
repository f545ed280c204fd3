import { useEffect } from "react";
import { useParams } from "react-router-dom";
import { checklistName, countText, type NamedChecklist } from "../../i18n/content-labels.js";
import { t, texts } from "../../i18n/t.js";
import { ReadAloudButton } from "../speech/ReadAloudButton.js";
import { latestDayMonthYear } from "./team-format.js";
import { useTeamChecklists } from "./team-checklists.js";
import { clientsOf, milestoneCounts, planOutlines, workerOf, type HeldTeam, type PlanOutline } from "./team-records.js";
import { recordTeamView, useTeamState } from "./team-state.js";
import { useTexts } from "./TeamScreen.js";
import { useWorkerId } from "./TeamWorkerScreen.js";
import "./team.css";

const goalWords = { achieved: "GOAL_ACHIEVED", finished: "GOAL_FINISHED", active: "GOAL_ACTIVE" } as const;

/** A plan as lines to read: its domains' goals with their state, and its diary's size and last date. */
function planLines(plan: PlanOutline): { domains: { name: string; goals: string[] }[]; diary: string | null } {
  const domains = plan.domains.map((d) => ({
    name: d.name,
    goals: d.goals.map((g) => [g.text, g.state ? t(goalWords[g.state]) : ""].filter(Boolean).join(": ")),
  }));
  const last = latestDayMonthYear(plan.diaryDates);
  return { domains, diary: last ? countText("TEAM_DIARY_COUNT", plan.diaryDates.length, { date: last }, texts.get().dictionary) : null };
}

/** Each milestone category by its checklist's name, as the worker's milestone screens name it, with how many indicators are answered. */
function milestoneLines(team: HeldTeam, workerId: number, clientUuid: string, checklists: readonly NamedChecklist[]): string[] {
  const dictionary = texts.get().dictionary;
  return milestoneCounts(team, workerId, clientUuid).map(({ category, answered }) =>
    countText("TEAM_MILESTONE_CATEGORY", answered, { category: checklistName(category, checklists, dictionary) }, dictionary),
  );
}

/**
 * /team/:workerId/:clientUuid: a worker's client, her plan and milestones, READ ONLY: no control
 * changes anything here (docs/teams.md, "On the supervisor's phone"); opening it is a view the
 * audit keeps.
 */
export function TeamClientScreen() {
  useTexts();
  const workerId = useWorkerId();
  const { clientUuid = "" } = useParams();
  const { team, loaded } = useTeamState();
  const checklists = useTeamChecklists();
  const worker = workerOf(team, workerId);
  const client = clientsOf(team, workerId).find((c) => c.uuid === clientUuid);
  const known = worker !== undefined && client !== undefined;
  useEffect(() => {
    if (known) recordTeamView({ workerId, clientUuid, screen: "client" });
  }, [known, workerId, clientUuid]);
  if (!worker || !client) return <section className="screen team">{loaded && <p role="status">{t("TEAM_NOT_IN_TEAM")}</p>}</section>;
  const plans = planOutlines(team, workerId, clientUuid).map(planLines);
  const milestones = milestoneLines(team, workerId, clientUuid, checklists);
  const readOnly = t("TEAM_READ_ONLY_CLIENT", { name: worker.name });
  const speech = [client.name, readOnly, ...plans.flatMap((p) => [...p.domains.flatMap((d) => [d.name, ...d.goals]), p.diary ?? ""]), ...milestones].filter(
    Boolean,
  );
  return (
    <section className="screen team" data-testid="team-client-screen" data-client={clientUuid}>
      <header className="screen-header">
        <h1>{client.name || "…"}</h1>
        <ReadAloudButton text={speech.join(". ")} />
      </header>
      <p className="team-read-only" data-testid="team-read-only">
        {readOnly}
      </p>
      <section className="team-section" data-testid="team-plan">
        <h2>{t("TEAM_PLAN")}</h2>
        {plans.length === 0 && <p>{t("TEAM_NO_PLAN")}</p>}
        {plans.map((plan, i) => (
          <div key={i}>
            {plan.domains.length === 0 && <p>{t("TEAM_NO_GOALS")}</p>}
            {plan.domains.map((domain) => (
              <div key={domain.name}>
                <h3>{domain.name}</h3>
                <ul>
                  {domain.goals.map((goal, j) => (
                    <li key={j} data-testid="team-goal">
                      {goal}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {plan.diary && <p className="muted">{plan.diary}</p>}
          </div>
        ))}
      </section>
      <section className="team-section" data-testid="team-milestones">
        <h2>{t("TEAM_MILESTONES")}</h2>
        {milestones.length === 0 ? (
          <p>{t("TEAM_NO_MILESTONES")}</p>
        ) : (
          <ul>
            {milestones.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
