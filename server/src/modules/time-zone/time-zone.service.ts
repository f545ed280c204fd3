import type { Identity } from "../../auth/identity.js";
import { operatorScope, ownDeployment } from "../../auth/operator.js";
import { BadInput } from "../../errors.js";
import type { AuditLog } from "../audit/audit.service.js";
import type { TimeZoneRepository, ZonedDeployment } from "./time-zone.repository.js";

/** An IANA zone name: letters, digits and _ + - in parts joined by "/" (never an offset such as "+02:00", which PostgreSQL reads the other way). */
const ZONE_NAME = /^[a-z][\w+-]*(?:\/[\w+-]+)*$/i;

/**
 * A time zone name checked (docs/operating.md, "The deployment's time zone"): an IANA name the
 * server's Intl knows (Africa/Blantyre, Europe/Amsterdam, UTC), answered in its canonical spelling;
 * anything else is refused with an error naming it.
 */
export function checkTimeZone(name: string): string {
  const trimmed = name.trim();
  const refused = new BadInput(`timeZone: "${name}" is not a time zone name; give an IANA name such as Africa/Blantyre, Europe/Amsterdam or UTC`);
  if (trimmed.length > 64 || !ZONE_NAME.test(trimmed)) throw refused;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    throw refused;
  }
}

/** docs/operating.md, "The deployment's time zone": set by the deployment's operators, audited as timezone.set. */
export class TimeZoneService {
  constructor(
    private readonly zones: TimeZoneRepository,
    private readonly audit: AuditLog,
  ) {}

  /** Sets (or, with null or "", unsets) the zone; a bad name is refused and nothing is stored. */
  async setTimeZone(identity: Identity, applicationId: number, name: string | null): Promise<ZonedDeployment> {
    const scope = operatorScope(identity, "setDeploymentTimeZone");
    const deployment = ownDeployment(scope, await this.zones.deployment(applicationId), applicationId, "setDeploymentTimeZone");
    const timeZone = name === null || name.trim() === "" ? null : checkTimeZone(name);
    if (timeZone !== null && !(await this.zones.databaseKnows(timeZone)))
      throw new BadInput(`timeZone: the database does not know "${timeZone}" (its time zone data is older); give a zone it knows, such as a neighbour's`);
    await this.zones.store(deployment.appIdentifier, timeZone);
    await this.audit.record(identity, {
      action: "timezone.set",
      application: deployment.appIdentifier,
      target: deployment.appIdentifier,
      detail: `time zone: ${timeZone ?? "none"} (was ${deployment.timeZone ?? "none"})`,
    });
    return { ...deployment, timeZone };
  }
}
