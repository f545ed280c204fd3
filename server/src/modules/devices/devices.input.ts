import { Field, Float, ID, InputType, Int } from "type-graphql";

@InputType({ description: "An install named with its secret: proves the phone holds it (docs/shared-phone.md)" })
export class InstallProofInput {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "The install's X-App-Install-Secret" }) secret!: string;
}

@InputType({ description: "What a phone reports of itself, as the install it acts as (docs/shared-phone.md)" })
export class DeviceStatusInput {
  @Field(() => String, { nullable: true }) appVersion?: string | null;
  @Field(() => Int, { nullable: true }) waitingEdits?: number | null;
  @Field(() => Float, { nullable: true, description: "Bytes" }) storageUsed?: number | null;
  @Field(() => Float, { nullable: true, description: "Bytes" }) storageQuota?: number | null;
  @Field(() => Boolean, { nullable: true }) storagePersisted?: boolean | null;
  @Field(() => String, { nullable: true, description: "ISO timestamp of the phone's last failed sync" }) lastFailureAt?: string | null;
  @Field(() => String, { nullable: true }) lastFailureReason?: string | null;
}

@InputType({ description: "Which devices an operator lists: by worker, by deployment, or all" })
export class DeviceFilter {
  @Field(() => Int, { nullable: true, description: "The worker's user id" }) workerId?: number | null;
  @Field(() => String, { nullable: true, description: "The worker's e-mail" }) workerEmail?: string | null;
  @Field(() => String, { nullable: true, description: "App identifier of the deployment" }) application?: string | null;
  @Field(() => Int, { nullable: true, description: "At most this many, the most recently heard-of first (default and most 500)" })
  first?: number | null;
}
