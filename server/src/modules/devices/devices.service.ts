import { secretHashOf } from "../../auth/auth.service.js";
import { assertInstallId, type Identity, type WipeOrderName } from "../../auth/identity.js";
import type { UsersRepository } from "../../auth/users.repository.js";
import { inScope, operatorScope, type OperatorScope } from "../../auth/operator.js";
import { BadInput, NotFound } from "../../errors.js";
import type { AuditLog } from "../audit/audit.service.js";
import type { DeviceFilterValues, DeviceRow, DeviceStatus, DevicesRepository, HeldInstall } from "./devices.repository.js";
import { groupPhones, lockedEdits, lockedEditsDetail, phoneOrder, type PhoneGroup } from "./phones.js";

/** The most devices one `devices` query answers. */
export const MAX_DEVICES = 500;
/** The most installs one phone names in deviceOrders or acknowledgeWipe (its own and its workers'). */
export const MAX_PROOFS = 20;
const MAX_APP_VERSION = 64;
const MAX_REASON = 300;
/** Storage figures above this are not a phone's (a petabyte). */
const MAX_BYTES = 2 ** 50;

export interface InstallProof {
  id: string;
  secret: string;
}

export interface DeviceFilterInput {
  workerId?: number | null;
  workerEmail?: string | null;
  application?: string | null;
  first?: number | null;
}

export interface DeviceStatusReport {
  appVersion?: string | null;
  /** The content release the phone holds (docs/worker-phone.md, "Content releases on the phone"). */
  contentRelease?: number | null;
  waitingEdits?: number | null;
  storageUsed?: number | null;
  storageQuota?: number | null;
  storagePersisted?: boolean | null;
  lastFailureAt?: string | null;
  lastFailureReason?: string | null;
  /** The installs the phone holds (docs/shared-phone.md, "Phones, as the operator sees them"), each proven by its secret. */
  installs?: HeldInstallReport[] | null;
}

export interface HeldInstallReport extends InstallProof {
  /** The phone's own install (one per phone); the others are its workers' vaults. */
  own: boolean;
  waitingEdits: number;
  locked: boolean;
}

/** What ends sessions and tells replicas to forget an install: the auth side of an operator's order. */
export interface SessionEnder {
  revokeInstallSessions(installId: string): Promise<number>;
}

/**
 * docs/shared-phone.md, "Devices, as the operator sees them" and "Wipe orders reach the phone": the
 * registry an operator reads, the orders an operator gives, and what a phone reports and acknowledges.
 */
export class DevicesService {
  constructor(
    private readonly devices: DevicesRepository,
    private readonly users: Pick<UsersRepository, "findByEmail"> & SessionEnder,
    private readonly forgetInstall: (installId: string) => void,
    private readonly audit: AuditLog,
  ) {}

  async list(identity: Identity, filter: DeviceFilterInput | null | undefined): Promise<DeviceRow[]> {
    const scope = operatorScope(identity, "devices");
    const first = filter?.first ?? MAX_DEVICES;
    if (!Number.isInteger(first) || first < 1 || first > MAX_DEVICES) throw new BadInput(`filter.first: must be 1 to ${MAX_DEVICES}`);
    const wanted = filter?.application?.trim() || null;
    if (wanted !== null && wanted.length > 64) throw new BadInput("filter.application: must be at most 64 characters");
    // docs/operator-console.md: an operator of one deployment sees its devices only.
    if (scope.application !== null && wanted !== null && wanted.toLowerCase() !== scope.application.toLowerCase()) return [];
    const values: DeviceFilterValues = { userId: filter?.workerId ?? null, application: scope.application ?? wanted, limit: first };
    if (filter?.workerEmail?.trim()) {
      if (filter.workerEmail.length > 320) throw new BadInput("filter.workerEmail: must be at most 320 characters");
      const user = await this.users.findByEmail(filter.workerEmail.trim());
      if (!user || (values.userId !== null && values.userId !== user.id)) return [];
      values.userId = user.id;
    }
    return this.devices.list(values);
  }

  /** docs/shared-phone.md, "Phones, as the operator sees them": the installs the filter finds, with the rest of each one's phone. */
  async phones(identity: Identity, filter: DeviceFilterInput | null | undefined): Promise<PhoneGroup[]> {
    const found = await this.list(identity, filter);
    const application = operatorScope(identity, "phones").application ?? (filter?.application?.trim() || null);
    const rows = await this.devices.ofPhones([...new Set(found.map((row) => row.phone_id ?? row.uuid))], application);
    return groupPhones(rows);
  }

  /** Ends every session used from this install; the phone locks at its next request (a 401). */
  async endSession(identity: Identity, installId: string): Promise<DeviceRow> {
    const scope = operatorScope(identity, "endDeviceSession");
    const { device, phone } = await this.phoneOf(installId, scope);
    let ended = 0;
    // docs/shared-phone.md, "Phones, as the operator sees them": the action is the phone's, every worker's session on it.
    for (const install of phone.live) {
      ended += await this.users.revokeInstallSessions(install.uuid);
      await this.devices.markSessionEnded(install.uuid, new Date());
    }
    await this.audit.record(identity, {
      action: "session.ended",
      application: device.application,
      target: installId,
      detail: phoneDetail(phone, ended === 1 ? "1 session" : `${ended} sessions`),
    });
    return this.existing(installId, scope);
  }

  /**
   * RETIRE: the phone sends what waits, then wipes; its session ends when it acknowledges. LOST: it
   * wipes at once and is refused everything else; its sessions end now.
   */
  async order(identity: Identity, installId: string, order: WipeOrderName): Promise<DeviceRow> {
    const scope = operatorScope(identity, order === "LOST" ? "markDeviceLost" : "retireDevice");
    const { device, phone } = await this.phoneOf(installId, scope);
    const action = order === "LOST" ? "device.lost" : "device.retired";
    // A lost phone wipes at once: who loses how many locked edits is recorded with the decision.
    const lost = order === "LOST" ? lockedEditsDetail(lockedEdits(phone)) : null;
    // Recorded before the phone can hear it, so its acknowledgement never comes first in the log.
    await this.audit.record(identity, { action, application: device.application, target: installId, detail: phoneDetail(phone, lost) });
    // The order is the phone's: every install it holds hears it (docs/shared-phone.md, "Phones, as the operator sees them").
    for (const install of phone.live) {
      await this.devices.order(install.uuid, order, new Date());
      this.forgetInstall(install.uuid);
      if (order === "LOST") {
        await this.users.revokeInstallSessions(install.uuid);
        await this.devices.markSessionEnded(install.uuid, new Date());
      }
    }
    return this.existing(installId, scope);
  }

  /**
   * docs/shared-phone.md, "Retiring a phone": the operator chose to wipe the edits locked in its
   * workers' vaults that a retiring phone waits for. Recorded with each worker and her count.
   */
  async wipeNow(identity: Identity, installId: string): Promise<DeviceRow> {
    const scope = operatorScope(identity, "wipeDeviceNow");
    const { device, phone } = await this.phoneOf(installId, scope);
    if (phoneOrder(phone) !== "RETIRE") throw new BadInput("installId: the phone is not retiring (retire it first)");
    const detail = phoneDetail(phone, lockedEditsDetail(lockedEdits(phone)));
    await this.audit.record(identity, { action: "device.wipe-now", application: device.application, target: installId, detail });
    await this.devices.wipeNow(
      phone.live.map((install) => install.uuid),
      new Date(),
    );
    for (const install of phone.live) this.forgetInstall(install.uuid);
    return this.existing(installId, scope);
  }

  /** The install, when the operator may act on it, with its phone. */
  private async phoneOf(installId: string, scope: OperatorScope): Promise<{ device: DeviceRow; phone: PhoneGroup }> {
    const device = await this.existing(installId, scope);
    const rows = await this.devices.ofPhones([device.phone_id ?? device.uuid], scope.application);
    const phone = groupPhones(rows)[0] ?? { id: device.uuid, live: [device], stale: [] };
    return { device, phone };
  }

  /** The phone's report of itself, as the install it acts as; answers its order. */
  async report(identity: Identity, input: DeviceStatusReport): Promise<WipeOrderName | "NONE"> {
    if (!identity.installId) throw new BadInput("X-App-Install-Id: is required (the install that reports)");
    const at = new Date();
    const order = await this.devices.report(identity.installId, identity.user?.application ?? null, checkedStatus(input, at), at);
    if (input.installs) await this.holdings(input.installs, at);
    return (order as WipeOrderName | null) ?? "NONE";
  }

  /**
   * The installs the phone reported holding, each proven by its secret; the phone is its own install,
   * which must be proven too, else nothing is tied (docs/shared-phone.md, "Phones, as the operator sees them").
   */
  private async holdings(reported: HeldInstallReport[], at: Date): Promise<void> {
    if (reported.filter((r) => r.own).length !== 1) throw new BadInput("input.installs: must name the phone's own install once (own: true)");
    const checked = await this.checked(reported, "input.installs");
    const held: HeldInstall[] = [];
    for (const [i, { install }] of checked.entries()) {
      const report = reported[i]!;
      const waiting = count(report.waitingEdits, 2 ** 31 - 1, `input.installs[${i}].waitingEdits`)!;
      if (install) held.push({ uuid: install.uuid, waiting_edits: waiting, vault_locked: report.own ? null : report.locked });
    }
    const own = checked.find(({ proof }) => (proof as HeldInstallReport).own)?.install;
    if (own) await this.devices.holdings(own.uuid, held, at);
  }

  /** The order of each install the phone proves it holds; an unproven one answers NONE, as one without an order. */
  async orders(proofs: InstallProof[]): Promise<{ installId: string; order: WipeOrderName | "NONE"; accountDisabled: boolean; wipeLockedEdits: boolean }[]> {
    const checked = await this.checked(proofs, "installs");
    return checked.map(({ proof, install }) => ({
      installId: proof.id,
      order: (install?.wipe_order as WipeOrderName | null | undefined) ?? "NONE",
      accountDisabled: install?.account_disabled === true,
      wipeLockedEdits: install?.wipe_order === "RETIRE" && install.wipe_now_at !== null,
    }));
  }

  /** Records that the phone wiped itself; a retired install's sessions end then. Answers how many were recorded. */
  async acknowledge(proofs: InstallProof[], address?: string): Promise<number> {
    const checked = await this.checked(proofs, "installs");
    const ordered = checked.flatMap(({ install }) => (install?.wipe_order ? [install.uuid] : []));
    // A phone repeats its acknowledgement until it hears the answer: the audit log records the first.
    const first = new Set(checked.flatMap(({ install }) => (install?.wipe_order && install.wipe_acknowledged_at === null ? [install.uuid] : [])));
    const recorded = await this.devices.acknowledge([...new Set(ordered)], new Date());
    for (const { uuid, wipe_order } of recorded) {
      await this.users.revokeInstallSessions(uuid);
      this.forgetInstall(uuid);
      if (!first.has(uuid)) continue;
      const device = await this.devices.find(uuid);
      const phone = { user: null, installId: uuid, isAdmin: false, address };
      await this.audit.record(phone, { action: "device.wipe-acknowledged", application: device?.application ?? null, target: uuid, detail: wipe_order });
    }
    return recorded.length;
  }

  /** Each proof with its install when the secret matches the stored one (undefined otherwise). */
  private async checked(proofs: InstallProof[], where: string) {
    if (proofs.length > MAX_PROOFS) throw new BadInput(`${where}: at most ${MAX_PROOFS} installs`);
    const hashes = proofs.map((proof, i) => {
      assertInstallId(proof.id, `${where}[${i}].id`);
      return secretOf(proof.secret, `${where}[${i}].secret`);
    });
    const rows = await this.devices.ordersOf([...new Set(proofs.map((p) => p.id))]);
    return proofs.map((proof, i) => ({
      proof,
      install: rows.find((r) => r.uuid.toLowerCase() === proof.id.toLowerCase() && r.secret_hash !== null && r.secret_hash === hashes[i]),
    }));
  }

  /** The install when the operator may act on it; another deployment's answers as one that does not exist. */
  private async existing(installId: string, scope: OperatorScope): Promise<DeviceRow> {
    assertInstallId(installId, "installId");
    const row = await this.devices.find(installId);
    if (!row || !inScope(scope, row.application)) throw new NotFound(`installId: no app install ${installId}`);
    return row;
  }
}

/** Whose phone it was, for the audit log: each worker on it ("worker <e-mail>"), or "no worker". */
function phoneDetail(phone: PhoneGroup, more: string | null): string {
  const emails = [...new Set(phone.live.flatMap((install) => (install.worker_email ? [install.worker_email] : [])))];
  const workers = emails.length > 0 ? emails.map((email) => `worker ${email}`).join("; ") : "no worker";
  return more ? `${workers}; ${more}` : workers;
}

function secretOf(secret: string, where: string): string {
  try {
    const hash = secretHashOf(secret);
    if (hash !== null) return hash;
  } catch {
    // The same message below names the field.
  }
  throw new BadInput(`${where}: must be 43 base64url characters (32 random bytes)`);
}

/** A report's figures, each bounded and named when wrong; what it leaves out is not touched. `at`: the server's time of the report. */
function checkedStatus(input: DeviceStatusReport, at: Date): DeviceStatus {
  const status: DeviceStatus = {};
  if (input.appVersion !== undefined) status.app_version = bounded(input.appVersion, MAX_APP_VERSION, "input.appVersion");
  if (input.contentRelease !== undefined) status.content_release = count(input.contentRelease, 2 ** 31 - 1, "input.contentRelease");
  if (input.waitingEdits !== undefined) status.waiting_edits = count(input.waitingEdits, 2 ** 31 - 1, "input.waitingEdits");
  if (input.storageUsed !== undefined) status.storage_used = count(input.storageUsed, MAX_BYTES, "input.storageUsed");
  if (input.storageQuota !== undefined) status.storage_quota = count(input.storageQuota, MAX_BYTES, "input.storageQuota");
  if (input.storagePersisted !== undefined) status.storage_persisted = input.storagePersisted;
  if (input.lastFailureReason !== undefined && input.lastFailureReason !== null) {
    status.last_failure_reason = bounded(input.lastFailureReason, MAX_REASON, "input.lastFailureReason");
  }
  if (input.lastFailureAt !== undefined && input.lastFailureAt !== null) {
    const failedAt = input.lastFailureAt.length <= 40 ? new Date(input.lastFailureAt) : new Date(Number.NaN);
    if (Number.isNaN(failedAt.getTime())) throw new BadInput("input.lastFailureAt: must be an ISO timestamp");
    // docs/product.md §10: the phone stamps a failure it reports by its own clock, which may be years
    // off; it reports a failure as it stands when it reports, so the server's time of the report is
    // the stamp. A phone in 2000 no longer hides a failing device, nor one a year ahead keeps it failing.
    status.last_failure_at = at;
  }
  return status;
}

function bounded(text: string | null, max: number, where: string): string | null {
  if (text !== null && text.length > max) throw new BadInput(`${where}: must be at most ${max} characters`);
  return text;
}

function count(value: number | null, max: number, where: string): number | null {
  if (value !== null && (!Number.isInteger(value) || value < 0 || value > max)) throw new BadInput(`${where}: must be a whole number from 0 to ${max}`);
  return value;
}
