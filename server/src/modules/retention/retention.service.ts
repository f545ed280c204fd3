import type { Identity } from "../../auth/identity.js";
import { operatorScope, ownDeployment } from "../../auth/operator.js";
import { NotFound } from "../../errors.js";
import type { AuditLog } from "../audit/audit.service.js";
import type { RetentionPolicy } from "./retention-purge.repository.js";
import type { LastPurge, RetentionDeployment, RetentionRepository } from "./retention.repository.js";

export interface RetentionAnswer extends RetentionPolicy {
  applicationId: number;
  appIdentifier: string;
  lastPurge: LastPurge | null;
}

/** "30 days" or "forever", as the audit detail says a kept time. */
const kept = (days: number | null) => (days == null ? "forever" : `${days} ${days === 1 ? "day" : "days"}`);

/**
 * docs/operating.md, "Retention": an operator reads and sets how long her deployment keeps old
 * versions of records and tombstones; an operator of every deployment, any deployment's.
 */
export class RetentionService {
  constructor(
    private readonly retention: RetentionRepository,
    private readonly audit: AuditLog,
  ) {}

  async policy(identity: Identity, applicationId: number): Promise<RetentionAnswer> {
    const deployment = await this.deploymentOf(identity, applicationId, "retentionPolicy");
    return this.answer(deployment, deployment.policy);
  }

  async setRetention(identity: Identity, applicationId: number, policy: RetentionPolicy): Promise<RetentionAnswer> {
    const deployment = await this.deploymentOf(identity, applicationId, "setRetention");
    // storeRetentionPolicy checks first: a bad value is refused (BadInput naming the field) and nothing is stored.
    if (!(await this.retention.store(applicationId, policy))) throw new NotFound(`application ${applicationId} does not exist`);
    const old = deployment.policy;
    await this.audit.record(identity, {
      action: "retention.set",
      application: deployment.appIdentifier,
      target: deployment.appIdentifier,
      detail: `history: ${kept(policy.historyDays)} (was ${kept(old.historyDays)}); tombstones: ${kept(policy.tombstoneDays)} (was ${kept(old.tombstoneDays)})`,
    });
    return this.answer(deployment, policy);
  }

  private async answer(deployment: RetentionDeployment, policy: RetentionPolicy): Promise<RetentionAnswer> {
    return {
      applicationId: deployment.id,
      appIdentifier: deployment.appIdentifier,
      ...policy,
      lastPurge: await this.retention.lastPurge(deployment.appIdentifier),
    };
  }

  private async deploymentOf(identity: Identity, applicationId: number, what: string): Promise<RetentionDeployment> {
    return ownDeployment(operatorScope(identity, what), await this.retention.deployment(applicationId), applicationId, what);
  }
}
