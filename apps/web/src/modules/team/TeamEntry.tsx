import { Link } from "react-router-dom";
import { tCount } from "../../i18n/format.js";
import { useTeamState } from "./team-state.js";
import "./team.css";

/**
 * Home's "My team" entry, for a worker who supervises (her teams have workers): docs/teams.md, "On the
 * supervisor's phone". Loaded after Home, so it adds nothing to the first download; nothing for anyone else.
 */
export function TeamEntry() {
  const { team } = useTeamState();
  if (team.workers.length === 0) return null;
  return (
    <Link className="tile team-tile" to="/team" data-testid="home-team" data-count={team.workers.length}>
      {tCount("TEAM_HOME", team.workers.length, { count: team.workers.length })}
    </Link>
  );
}
