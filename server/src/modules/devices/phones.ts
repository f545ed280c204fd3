import type { DeviceRow } from "./devices.repository.js";

/** One worker's edits locked in her vault on a phone, as the phone last reported them. */
export interface LockedEdits {
  install: DeviceRow;
  edits: number;
}

/**
 * A phone as the operator sees it (docs/shared-phone.md, "Phones, as the operator sees them"): its
 * own install and each worker's, as the phone reported holding them. An install no phone reported
 * is a phone of its own. Stale installs (forgotten at a clean logout the phone reported, or
 * superseded by a newer install of the same worker on the same phone) are folded in, offered no action.
 */
export interface PhoneGroup {
  /** The phone's own install's id (or the lone install's). */
  id: string;
  live: DeviceRow[];
  stale: DeviceRow[];
}

const contactOf = (row: DeviceRow) => (row.last_contact_at ?? row.created_at).getTime();

/** The phones these installs make, the most recently heard-of first. */
export function groupPhones(rows: DeviceRow[]): PhoneGroup[] {
  const byPhone = new Map<string, DeviceRow[]>();
  for (const row of rows) {
    const key = row.phone_id ?? row.uuid;
    byPhone.set(key, [...(byPhone.get(key) ?? []), row]);
  }
  const phones = [...byPhone].map(([id, installs]) => {
    const stale = installs.filter((row) => isStale(row, installs));
    const live = installs.filter((row) => !stale.includes(row));
    // The phone's own install first, then its workers' in the order they came.
    live.sort((a, b) => Number(b.uuid === id) - Number(a.uuid === id) || a.created_at.getTime() - b.created_at.getTime());
    return { id, live, stale };
  });
  return phones.sort((a, b) => lastContact(b) - lastContact(a) || a.id.localeCompare(b.id));
}

function lastContact(phone: PhoneGroup): number {
  return Math.max(...[...phone.live, ...phone.stale].map(contactOf));
}

function isStale(row: DeviceRow, installs: DeviceRow[]): boolean {
  if (row.phone_id === null) return false;
  if (row.forgotten_at !== null) return true;
  return (
    row.user_id !== null &&
    installs.some((other) => other !== row && other.user_id === row.user_id && other.forgotten_at === null && other.created_at > row.created_at)
  );
}

/** The strongest order among the phone's live installs. */
export function phoneOrder(phone: PhoneGroup): "NONE" | "RETIRE" | "LOST" {
  const orders = phone.live.map((row) => row.wipe_order);
  return orders.includes("LOST") ? "LOST" : orders.includes("RETIRE") ? "RETIRE" : "NONE";
}

/** When the phone said it wiped itself: every live install with an order acknowledged (the latest), else null. */
export function phoneWipedAt(phone: PhoneGroup): Date | null {
  const ordered = phone.live.filter((row) => row.wipe_order !== null);
  if (ordered.length === 0 || ordered.some((row) => row.wipe_acknowledged_at === null)) return null;
  return new Date(Math.max(...ordered.map((row) => row.wipe_acknowledged_at!.getTime())));
}

/** Each worker's edits locked on the phone (her vault locked, edits waiting), as it last reported them. */
export function lockedEdits(phone: PhoneGroup): LockedEdits[] {
  return phone.live.flatMap((install) =>
    install.vault_locked === true && (install.waiting_edits ?? 0) > 0 ? [{ install, edits: install.waiting_edits! }] : [],
  );
}

/** Who would lose what, for the audit log: "b@example.org loses 1 edit; c@example.org loses 2 edits", or null. */
export function lockedEditsDetail(locked: LockedEdits[]): string | null {
  if (locked.length === 0) return null;
  return locked.map(({ install, edits }) => `${install.worker_email ?? install.uuid} loses ${edits === 1 ? "1 edit" : `${edits} edits`}`).join("; ");
}
