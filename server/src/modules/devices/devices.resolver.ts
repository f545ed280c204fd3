import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import { DeviceFilter, DeviceStatusInput, InstallProofInput } from "./devices.input.js";
import { deviceAttention } from "./device-attention.js";
import type { DeviceRow } from "./devices.repository.js";
import { AttentionKindValue, Device, DeviceOrder, type DeviceAttention, Phone, WipeOrderValue } from "./devices.type.js";
import { lockedEdits, phoneOrder, phoneWipedAt, type PhoneGroup } from "./phones.js";

function toDevice(row: DeviceRow): Device {
  const bytes = (value: string | number | null) => (value === null ? null : Number(value));
  return {
    installId: row.uuid,
    workerId: row.user_id,
    workerName: row.worker_name,
    workerEmail: row.worker_email,
    application: row.application,
    platform: row.platform,
    appVersion: row.app_version,
    contentRelease: row.content_release,
    firstContactAt: row.created_at,
    lastContactAt: row.last_contact_at,
    lastSyncAt: row.last_sync_at,
    lastFailureAt: row.last_failure_at,
    lastFailureReason: row.last_failure_reason,
    waitingEdits: row.waiting_edits,
    storageUsed: bytes(row.storage_used),
    storageQuota: bytes(row.storage_quota),
    storagePersisted: row.storage_persisted,
    statusReportedAt: row.status_reported_at,
    wipeOrder: (row.wipe_order as WipeOrderValue | null) ?? WipeOrderValue.NONE,
    wipeOrderedAt: row.wipe_ordered_at,
    wipeAcknowledgedAt: row.wipe_acknowledged_at,
    sessionEndedAt: row.session_ended_at,
    healedAt: row.healed_at,
    healedRecords: row.healed_records,
    attention: attentionOf(row),
    phoneId: row.phone_id,
    vaultLocked: row.vault_locked,
    forgottenAt: row.forgotten_at,
  };
}

function toPhone(phone: PhoneGroup): Phone {
  const all = [...phone.live, ...phone.stale];
  const latest = (dates: (Date | null)[]) => dates.reduce<Date | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null);
  return {
    id: phone.id,
    installs: phone.live.map(toDevice),
    staleInstalls: phone.stale.map(toDevice),
    wipeOrder: WipeOrderValue[phoneOrder(phone)],
    wipedAt: phoneWipedAt(phone),
    wipeNowAt: latest(phone.live.map((row) => row.wipe_now_at)),
    lockedEdits: lockedEdits(phone).map(({ install, edits }) => ({
      installId: install.uuid,
      workerName: install.worker_name,
      workerEmail: install.worker_email,
      edits,
    })),
    lastContactAt: latest(all.map((row) => row.last_contact_at)),
    reportedAt: all.find((row) => row.uuid === phone.id)?.status_reported_at ?? latest(phone.live.map((row) => row.status_reported_at)),
  };
}

function attentionOf(row: DeviceRow): DeviceAttention | null {
  const attention = deviceAttention(row, new Date());
  return attention && { ...attention, kind: AttentionKindValue[attention.kind] };
}

const proofs = (installs: InstallProofInput[]) => installs.map((i) => ({ id: i.id, secret: i.secret }));

/** docs/shared-phone.md: the device registry, an operator's orders, and a phone's reports and acknowledgements. */
@Resolver()
export class DevicesResolver {
  @Query(() => [Device], { description: "Operators only: app installs by worker or deployment, the most recently heard-of first" })
  async devices(@Arg("filter", () => DeviceFilter, { nullable: true }) filter: DeviceFilter | null, @Ctx() { identity, services }: GraphQLContext) {
    return (await services.devices.list(identity, filter)).map(toDevice);
  }

  @Query(() => [Phone], { description: "Operators only: phones, each with the installs it holds, the most recently heard-of first (docs/shared-phone.md)" })
  async phones(@Arg("filter", () => DeviceFilter, { nullable: true }) filter: DeviceFilter | null, @Ctx() { identity, services }: GraphQLContext) {
    return (await services.devices.phones(identity, filter)).map(toPhone);
  }

  @Mutation(() => Device, { description: "Operators only: ends every session used from this install's phone; the phone locks at its next request" })
  async endDeviceSession(@Arg("installId", () => ID) installId: string, @Ctx() { identity, services }: GraphQLContext) {
    return toDevice(await services.devices.endSession(identity, installId));
  }

  @Mutation(() => Device, {
    description:
      "Operators only: the install's phone sends what waits, then wipes itself; edits locked in other workers' vaults it waits for (docs/shared-phone.md)",
  })
  async retireDevice(@Arg("installId", () => ID) installId: string, @Ctx() { identity, services }: GraphQLContext) {
    return toDevice(await services.devices.order(identity, installId, "RETIRE"));
  }

  @Mutation(() => Device, {
    description: "Operators only: the install's phone wipes itself at its next contact; what waits is discarded; its sessions end now",
  })
  async markDeviceLost(@Arg("installId", () => ID) installId: string, @Ctx() { identity, services }: GraphQLContext) {
    return toDevice(await services.devices.order(identity, installId, "LOST"));
  }

  @Mutation(() => Device, { description: "Operators only: a retiring phone wipes the edits locked in its workers' vaults rather than wait for them; audited" })
  async wipeDeviceNow(@Arg("installId", () => ID) installId: string, @Ctx() { identity, services }: GraphQLContext) {
    return toDevice(await services.devices.wipeNow(identity, installId));
  }

  @Mutation(() => WipeOrderValue, { description: "The phone reports its state as the install it acts as; answers the install's wipe order" })
  reportDeviceStatus(@Arg("input", () => DeviceStatusInput) input: DeviceStatusInput, @Ctx() { identity, services }: GraphQLContext) {
    return services.devices.report(identity, { ...input });
  }

  @Query(() => [DeviceOrder], { description: "The wipe order of each install the phone holds, proven by its secret (no session needed); unproven: NONE" })
  deviceOrders(@Arg("installs", () => [InstallProofInput]) installs: InstallProofInput[], @Ctx() { services }: GraphQLContext) {
    return services.devices.orders(proofs(installs));
  }

  @Mutation(() => Int, { description: "The phone wiped itself: records when, for each proven install with an order; answers how many" })
  acknowledgeWipe(@Arg("installs", () => [InstallProofInput]) installs: InstallProofInput[], @Ctx() { services, address }: GraphQLContext) {
    return services.devices.acknowledge(proofs(installs), address);
  }
}
