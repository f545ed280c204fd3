import { GraphQLDateTimeISO } from "graphql-scalars";
import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import { InstallProofInput } from "../devices/devices.input.js";

@ObjectType({ description: "A worker's vault key wrapped by the password she set last (packages/domain/src/vault-wrap.ts), for her vault on a phone" })
export class PasswordWrap {
  @Field(() => ID, { description: "Her worker install, as the phone named it" }) installId!: string;
  @Field(() => GraphQLDateTimeISO, { description: "When she set the password: a phone replaces its wrap with a newer one only" }) passwordSetAt!: Date;
  @Field(() => Int, { description: "The wrap's format: 1 PBKDF2-SHA-256, 2 Argon2id" }) version!: number;
  @Field(() => String, { description: "The key derivation: Argon2id or PBKDF2-SHA-256" }) kdf!: string;
  @Field(() => Int, { description: "PBKDF2's iteration count, or Argon2id's passes (t)" }) iterations!: number;
  @Field(() => Int, { nullable: true, description: "Argon2id's memory in KiB (m); null for PBKDF2" }) memoryKiB!: number | null;
  @Field(() => Int, { nullable: true, description: "Argon2id's lanes (p); null for PBKDF2" }) parallelism!: number | null;
  @Field(() => String, { description: "base64url" }) salt!: string;
  @Field(() => String, { description: "AES-GCM's IV, base64url" }) iv!: string;
  @Field(() => String, { description: "The AES-GCM ciphertext of the key with its tag, base64url" }) data!: string;
}

/** docs/shared-phone.md, "The worker's key (vault key)": a phone learns the wrap of each vault it holds. */
@Resolver()
export class PasswordWrapsResolver {
  @Query(() => [PasswordWrap], {
    description:
      "For each install the phone proves it holds (its secret; no session needed), its worker's vault key wrapped by the password she set last; unproven installs, disabled accounts and installs ordered wiped are left out",
  })
  async passwordWraps(@Arg("installs", () => [InstallProofInput]) installs: InstallProofInput[], @Ctx() { services }: GraphQLContext) {
    const wraps = await services.passwordWraps.of(installs.map((i) => ({ id: i.id, secret: i.secret })));
    return wraps.map(({ installId, passwordSetAt, wrap }) => ({ installId, passwordSetAt, memoryKiB: null, parallelism: null, ...wrap }));
  }
}
