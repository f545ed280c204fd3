import { Field, Float, ID, InputType, Int } from "type-graphql";

@InputType({ description: "An install named with its secret: proves the phone holds it (docs/shared-phone.md)" })
export class InstallProofInput {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "The install's X-App-Install-Secret" }) secret!: string;
}

@InputType({
  description: 'One install a phone holds, proven by its secret, with its edits waiting (docs/shared-phone.md, "Phones, as the operator sees them")',
})
export class HeldInstallInput {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "The install's X-App-Install-Secret" }) secret!: string;
  @Field(() => Boolean, { description: "The phone's own install (exactly one); the others are its workers' vaults" }) own!: boolean;
  @Field(() => Int, { description: "Edits waiting in its outbox, rejected ones included (a locked vault's are counted without its key)" })
  waitingEdits!: number;
  @Field(() => Boolean, { description: "Its worker's vault is locked: only her password opens it" }) locked!: boolean;
}

@InputType({ description: "What a phone reports of itself, as the install it acts as (docs/shared-phone.md)" })
export class DeviceStatusInput {
  @Field(() => String, { nullable: true }) appVersion?: string | null;
  @Field(() => Int, { nullable: true, description: 'The content release the phone holds (docs/worker-phone.md, "Content releases on the phone")' })
  contentRelease?: number | null;
  @Field(() => Int, { nullable: true }) waitingEdits?: number | null;
  @Field(() => Float, { nullable: true, description: "Bytes" }) storageUsed?: number | null;
  @Field(() => Float, { nullable: true, description: "Bytes" }) storageQuota?: number | null;
  @Field(() => Boolean, { nullable: true }) storagePersisted?: boolean | null;
  @Field(() => String, { nullable: true, description: "ISO timestamp of the phone's last failed sync" }) lastFailureAt?: string | null;
  @Field(() => String, { nullable: true }) lastFailureReason?: string | null;
  @Field(() => [HeldInstallInput], { nullable: true, description: "Every install the phone holds: its own and each worker's vault" })
  installs?: HeldInstallInput[] | null;
}

@InputType({ description: "Which devices an operator lists: by worker, by deployment, or all" })
export class DeviceFilter {
  @Field(() => Int, { nullable: true, description: "The worker's user id" }) workerId?: number | null;
  @Field(() => String, { nullable: true, description: "The worker's e-mail" }) workerEmail?: string | null;
  @Field(() => String, { nullable: true, description: "App identifier of the deployment" }) application?: string | null;
  @Field(() => Int, { nullable: true, description: "At most this many, the most recently heard-of first (default and most 500)" })
  first?: number | null;
}
