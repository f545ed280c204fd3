import type { Identity } from "../../auth/identity.js";
import { operatorScope, ownDeployment } from "../../auth/operator.js";
import { BadInput } from "../../errors.js";
import type { AuditLog } from "../audit/audit.service.js";
import type { ReminderDeployment, ReminderRepository } from "./reminder.repository.js";

/** "07:00", or "none" for no reminder: how the audit detail names an hour. */
const hourText = (hour: number | null) => (hour === null ? "none" : `${String(hour).padStart(2, "0")}:00`);

/** docs/product.md §4 "One reminder a day": set by the deployment's operators, audited as reminder.set. */
export class ReminderService {
  constructor(
    private readonly reminders: ReminderRepository,
    private readonly audit: AuditLog,
  ) {}

  /** Sets the hour (a whole number 0 to 23, in the deployment's time zone), or with null turns the reminder off. */
  async setReminderHour(identity: Identity, applicationId: number, hour: number | null): Promise<ReminderDeployment> {
    const scope = operatorScope(identity, "setDeploymentReminderHour");
    const deployment = ownDeployment(scope, await this.reminders.deployment(applicationId), applicationId, "setDeploymentReminderHour");
    if (hour !== null && !(Number.isInteger(hour) && hour >= 0 && hour <= 23))
      throw new BadInput(`hour: ${hour} is no hour of the day; give a whole number from 0 to 23, or null for no reminder`);
    await this.reminders.store(deployment.appIdentifier, hour);
    await this.audit.record(identity, {
      action: "reminder.set",
      application: deployment.appIdentifier,
      target: deployment.appIdentifier,
      detail: `reminder hour: ${hourText(hour)} (was ${hourText(deployment.reminderHour)})`,
    });
    return { ...deployment, reminderHour: hour };
  }
}
