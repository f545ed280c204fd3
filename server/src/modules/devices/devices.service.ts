import { secretHashOf } from "../../auth/auth.service.js";
import { assertInstallId, type Identity, type WipeOrderName } from "../../auth/identity.js";
import type { UsersRepository } from "../../auth/users.repository.js";
import { inScope, operatorScope, type OperatorScope } from "../../auth/operator.js";
import { BadInput, NotFound } from "../../errors.js";
import type { AuditLog } from "../audit/audit.service.js";
import type { DeviceFilterValues, DeviceRow, DeviceStatus, DevicesRepository } from "./devices.repository.js";

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
  waitingEdits?: number | null;
  storageUsed?: number | null;
  storageQuota?: number | null;
  storagePersisted?: boolean | null;
  lastFailureAt?: string | null;
  lastFailureReason?: string | null;
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

  /** Ends every session used from this install; the phone locks at its next request (a 401). */
  async endSession(identity: Identity, installId: string): Promise<DeviceRow> {
    const scope = operatorScope(identity, "endDeviceSession");
    const device = await this.existing(installId, scope);
    const ended = await this.users.revokeInstallSessions(installId);
    await this.devices.markSessionEnded(installId, new Date());
    await this.audit.record(identity, {
      action: "session.ended",
      application: device.application,
      target: installId,
      detail: deviceDetail(device, ended === 1 ? "1 session" : `${ended} sessions`),
    });
    return this.existing(installId, scope);
  }

  /**
   * RETIRE: the phone sends what waits, then wipes; its session ends when it acknowledges. LOST: it
   * wipes at once and is refused everything else; its sessions end now.
   */
  async order(identity: Identity, installId: string, order: WipeOrderName): Promise<DeviceRow> {
    const scope = operatorScope(identity, order === "LOST" ? "markDeviceLost" : "retireDevice");
    const device = await this.existing(installId, scope);
    await this.devices.order(installId, order, new Date());
    this.forgetInstall(installId);
    if (order === "LOST") {
      await this.users.revokeInstallSessions(installId);
      await this.devices.markSessionEnded(installId, new Date());
    }
    const action = order === "LOST" ? "device.lost" : "device.retired";
    await this.audit.record(identity, { action, application: device.application, target: installId, detail: deviceDetail(device, null) });
    return this.existing(installId, scope);
  }

  /** The phone's report of itself, as the install it acts as; answers its order. */
  async report(identity: Identity, input: DeviceStatusReport): Promise<WipeOrderName | "NONE"> {
    if (!identity.installId) throw new BadInput("X-App-Install-Id: is required (the install that reports)");
    const order = await this.devices.report(identity.installId, identity.user?.application ?? null, checkedStatus(input), new Date());
    return (order as WipeOrderName | null) ?? "NONE";
  }

  /** The order of each install the phone proves it holds; an unproven one answers NONE, as one without an order. */
  async orders(proofs: InstallProof[]): Promise<{ installId: string; order: WipeOrderName | "NONE"; accountDisabled: boolean }[]> {
    const checked = await this.checked(proofs, "installs");
    return checked.map(({ proof, install }) => ({
      installId: proof.id,
      order: (install?.wipe_order as WipeOrderName | null | undefined) ?? "NONE",
      accountDisabled: install?.account_disabled === true,
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

/** Whose device it was, for the audit log. */
function deviceDetail(device: DeviceRow, more: string | null): string {
  const worker = device.worker_email ? `worker ${device.worker_email}` : "no worker";
  return more ? `${worker}; ${more}` : worker;
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

/** A report's figures, each bounded and named when wrong; what it leaves out is not touched. */
function checkedStatus(input: DeviceStatusReport): DeviceStatus {
  const status: DeviceStatus = {};
  if (input.appVersion !== undefined) status.app_version = bounded(input.appVersion, MAX_APP_VERSION, "input.appVersion");
  if (input.waitingEdits !== undefined) status.waiting_edits = count(input.waitingEdits, 2 ** 31 - 1, "input.waitingEdits");
  if (input.storageUsed !== undefined) status.storage_used = count(input.storageUsed, MAX_BYTES, "input.storageUsed");
  if (input.storageQuota !== undefined) status.storage_quota = count(input.storageQuota, MAX_BYTES, "input.storageQuota");
  if (input.storagePersisted !== undefined) status.storage_persisted = input.storagePersisted;
  if (input.lastFailureReason !== undefined && input.lastFailureReason !== null) {
    status.last_failure_reason = bounded(input.lastFailureReason, MAX_REASON, "input.lastFailureReason");
  }
  if (input.lastFailureAt !== undefined && input.lastFailureAt !== null) {
    const at = input.lastFailureAt.length <= 40 ? new Date(input.lastFailureAt) : new Date(Number.NaN);
    if (Number.isNaN(at.getTime())) throw new BadInput("input.lastFailureAt: must be an ISO timestamp");
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
