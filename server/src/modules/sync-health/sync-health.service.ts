import { dayInZone } from "@stepwise/domain";
import type { Identity } from "../../auth/identity.js";
import { inScope, operatorScope } from "../../auth/operator.js";
import { BadInput } from "../../errors.js";
import type { SyncHealthDayRow, SyncHealthInstallRow, SyncHealthRepository } from "./sync-health.repository.js";

export const MAX_SYNC_HEALTH_DAYS = 90;

export interface OperatorSyncHealth {
  application: string;
  days: SyncHealthDayRow[];
  /** The reporting API's sync-health report (docs/REPORTING.md), with install ids as they are: operators act on them. */
  installs: SyncHealthInstallRow[];
}

/** docs/operator-console.md: the sync health page, over one deployment the operator may see. */
export class SyncHealthService {
  constructor(
    private readonly series: SyncHealthRepository,
    private readonly deployments: () => Promise<string[]>,
    /** The deployment's time zone (docs/product.md §10): its days are the page's days; null counts UTC days. */
    private readonly zoneOf: (application: string) => Promise<string | null> = () => Promise.resolve(null),
  ) {}

  /** The deployments the operator may see: hers, or every one. */
  async visibleDeployments(identity: Identity): Promise<string[]> {
    const scope = operatorScope(identity, "operatorDeployments");
    return (await this.deployments()).filter((application) => inScope(scope, application));
  }

  async health(identity: Identity, application: string | null, days: number | null): Promise<OperatorSyncHealth> {
    const scope = operatorScope(identity, "syncHealth");
    const span = days ?? 30;
    if (!Number.isInteger(span) || span < 1 || span > MAX_SYNC_HEALTH_DAYS)
      throw new BadInput(`days: must be a whole number from 1 to ${MAX_SYNC_HEALTH_DAYS}`);
    if (application !== null && application.length > 64) throw new BadInput("application: must be at most 64 characters");
    const wanted = application?.trim() || scope.application;
    if (wanted === null) throw new BadInput("application: is required of an operator of every deployment");
    const known = (await this.deployments()).find((id) => id.toLowerCase() === wanted.toLowerCase());
    if (!known || !inScope(scope, known)) throw new BadInput(`application: no deployment "${wanted}" you may see`);
    const zone = (await this.zoneOf(known)) ?? "UTC";
    const today = dayInZone(zone, Date.now());
    return {
      application: known,
      days: await this.series.daily(known, today, span, zone),
      installs: await this.series.installs(known, today, zone),
    };
  }
}
