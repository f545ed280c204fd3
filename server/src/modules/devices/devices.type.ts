import { GraphQLDateTimeISO } from "graphql-scalars";
import { Field, Float, ID, Int, ObjectType, registerEnumType } from "type-graphql";

export enum WipeOrderValue {
  NONE = "NONE",
  RETIRE = "RETIRE",
  LOST = "LOST",
}
registerEnumType(WipeOrderValue, {
  name: "WipeOrder",
  description:
    "An operator's order for a device (docs/shared-phone.md). NONE: none. RETIRE: send what waits, then wipe. LOST: wipe at once; what waits is discarded, every other request is refused",
});

export enum AttentionKindValue {
  SYNC_FAILING = "SYNC_FAILING",
  EDITS_WAITING = "EDITS_WAITING",
}
registerEnumType(AttentionKindValue, {
  name: "DeviceAttentionKind",
  description: "SYNC_FAILING: its last sync failed after its last good one; EDITS_WAITING: edits waiting and no good sync for more than a day",
});

@ObjectType({ description: "Why a device has stopped syncing (docs/operator-console.md)" })
export class DeviceAttention {
  @Field(() => AttentionKindValue) kind!: AttentionKindValue;
  @Field(() => GraphQLDateTimeISO, { description: "The failure, or the last good sync (else the first contact) while edits wait" }) since!: Date;
  @Field(() => String, { nullable: true, description: "The failure's reason" }) reason!: string | null;
}

@ObjectType({ description: "One app install as an operator sees it (docs/shared-phone.md)" })
export class Device {
  @Field(() => ID) installId!: string;
  @Field(() => Int, { nullable: true, description: "The worker (user id) who uses this install, null for a phone's own install" })
  workerId!: number | null;
  @Field(() => String, { nullable: true }) workerName!: string | null;
  @Field(() => String, { nullable: true }) workerEmail!: string | null;
  @Field(() => String, { nullable: true, description: "The deployment (app identifier)" }) application!: string | null;
  @Field(() => String, { nullable: true }) platform!: string | null;
  @Field(() => String, { nullable: true }) appVersion!: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'The content release the phone last reported holding (docs/worker-phone.md, "Content releases on the phone")',
  })
  contentRelease!: number | null;
  @Field(() => GraphQLDateTimeISO, { description: "When the server first heard of the install" }) firstContactAt!: Date;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: "Stamped by the server, to the minute" }) lastContactAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: "The last batch the server applied for it" }) lastSyncAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) lastFailureAt!: Date | null;
  @Field(() => String, { nullable: true }) lastFailureReason!: string | null;
  @Field(() => Int, { nullable: true, description: "Edits the phone last reported waiting" }) waitingEdits!: number | null;
  @Field(() => Float, { nullable: true, description: "Bytes of storage used, as the phone last reported" }) storageUsed!: number | null;
  @Field(() => Float, { nullable: true, description: "Bytes of storage granted, as the phone last reported" }) storageQuota!: number | null;
  @Field(() => Boolean, { nullable: true, description: "Whether the browser granted persistent storage" }) storagePersisted!: boolean | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) statusReportedAt!: Date | null;
  @Field(() => WipeOrderValue) wipeOrder!: WipeOrderValue;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) wipeOrderedAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: "When the phone said it wiped itself" }) wipeAcknowledgedAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: "When an operator last ended this device's session" }) sessionEndedAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, {
    nullable: true,
    description: "The last time a holdings check found the device lacking or holding records it should not, and it healed (docs/sync-and-api.md)",
  })
  healedAt!: Date | null;
  @Field(() => Int, { nullable: true, description: "How many records it fetched or dropped then" }) healedRecords!: number | null;
  @Field(() => DeviceAttention, { nullable: true, description: "Set when the device has stopped syncing (docs/operator-console.md)" })
  attention!: DeviceAttention | null;
  @Field(() => ID, { nullable: true, description: "The phone holding it (its own install's id), as the phone reported; null: no phone reported it" })
  phoneId!: string | null;
  @Field(() => Boolean, { nullable: true, description: "Its worker's vault was locked when the phone last reported it" }) vaultLocked!: boolean | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: "When the phone reported it no longer holds it (a clean logout)" })
  forgottenAt!: Date | null;
}

@ObjectType({ description: "A worker's edits locked in her vault on a phone, as it last reported them" })
export class LockedEdits {
  @Field(() => ID) installId!: string;
  @Field(() => String, { nullable: true }) workerName!: string | null;
  @Field(() => String, { nullable: true }) workerEmail!: string | null;
  @Field(() => Int) edits!: number;
}

@ObjectType({ description: 'A phone and the installs it holds (docs/shared-phone.md, "Phones, as the operator sees them")' })
export class Phone {
  @Field(() => ID, { description: "Its own install's id (or its lone install's): the id its actions take" }) id!: string;
  @Field(() => [Device], { description: "Its own install, then each worker's, as the phone reported holding them" }) installs!: Device[];
  @Field(() => [Device], { description: "Installs it no longer uses (forgotten at a clean logout, or superseded): folded in, offered no action" })
  staleInstalls!: Device[];
  @Field(() => WipeOrderValue, { description: "The strongest order among its installs" }) wipeOrder!: WipeOrderValue;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: "When it said it wiped itself (every install with an order acknowledged)" })
  wipedAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: "When an operator chose to wipe the locked edits it waits for" })
  wipeNowAt!: Date | null;
  @Field(() => [LockedEdits], { description: "Each worker's edits locked on it, as it last reported" }) lockedEdits!: LockedEdits[];
  @Field(() => GraphQLDateTimeISO, { nullable: true }) lastContactAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: "Its last report of what it holds" }) reportedAt!: Date | null;
}

@ObjectType({ description: "The order for one install a phone holds (deviceOrders)" })
export class DeviceOrder {
  @Field(() => ID) installId!: string;
  @Field(() => WipeOrderValue) order!: WipeOrderValue;
  @Field(() => Boolean, {
    description: "The account this install belongs to is disabled: the phone refuses to unlock its records offline until it is enabled again (unproven: false)",
  })
  accountDisabled!: boolean;
  @Field(() => Boolean, {
    description: "The phone is retiring and an operator chose to wipe the edits locked in its vaults rather than wait for them (docs/shared-phone.md)",
  })
  wipeLockedEdits!: boolean;
}
