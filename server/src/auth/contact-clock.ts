/** How often a replica stamps one install's last contact at most: an operator reads minutes, not milliseconds. */
export const CONTACT_STAMP_MS = 60_000;
/** Installs remembered at most: the oldest go first, so a flood of install ids cannot grow the process. */
const REMEMBERED = 10_000;

/**
 * Which installs are due a last-contact stamp (docs/shared-phone.md: devices): the first request of
 * an install, then one a minute, so a busy device costs one small update a minute, not one a request.
 */
export class ContactClock {
  private readonly stamped = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether this install's contact should be stamped now; if so, it counts as stamped. */
  due(installId: string): boolean {
    const at = this.now();
    const last = this.stamped.get(installId);
    if (last !== undefined && at - last < CONTACT_STAMP_MS) return false;
    this.stamped.delete(installId);
    this.stamped.set(installId, at);
    if (this.stamped.size > REMEMBERED) this.stamped.delete(this.stamped.keys().next().value!);
    return true;
  }

  /** The install is due again at once (a failed sync: the next good one is stamped, so the failure shows as over). */
  forget(installId: string): void {
    this.stamped.delete(installId);
  }
}
