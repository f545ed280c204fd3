import { ContactClock } from "../../auth/contact-clock.js";
import type { InstallsRepository } from "../../auth/installs.repository.js";
import { AppError, DeviceWiped, Forbidden, Unauthenticated } from "../../errors.js";
import type { SyncOutcomes } from "../../sync/sync.service.js";

/** The longest failure reason kept for an operator. */
export const MAX_FAILURE_REASON = 300;

/**
 * docs/shared-phone.md: the server stamps each install's last good sync (once a minute at most per
 * replica, as its last contact) and every failed one with its reason. A refusal of the caller itself
 * (no session, another's install, a lost device) is not the device's failure: a stranger naming the
 * install must not write into its record.
 */
export class DeviceSyncOutcomes implements SyncOutcomes {
  private readonly goodSyncs = new ContactClock();

  constructor(private readonly installs: InstallsRepository) {}

  async succeeded(installId: string): Promise<void> {
    if (this.goodSyncs.due(installId)) await this.installs.stampSync(installId, new Date(), null);
  }

  async failed(installId: string, error: unknown): Promise<void> {
    if (error instanceof Unauthenticated || error instanceof Forbidden || error instanceof DeviceWiped) return;
    this.goodSyncs.forget(installId);
    const reason = error instanceof AppError ? `${error.code}: ${error.message}` : "internal server error";
    await this.installs.stampSync(installId, new Date(), reason.slice(0, MAX_FAILURE_REASON));
  }
}
