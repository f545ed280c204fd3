import { GraphQLDateTimeISO } from "graphql-scalars";
import { Ctx, Field, Float, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import path from "node:path";
import type { GraphQLContext } from "../../request/context.js";

@ObjectType({ description: 'The server\'s backups as the audit log records them (docs/operating.md, "Backing up")' })
export class BackupStatus {
  @Field(() => Boolean, { description: "BACKUP_PASSPHRASE is set: the server makes a backup every night" }) enabled!: boolean;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: "When the last good backup was made; null: never" }) lastGoodAt!: Date | null;
  @Field(() => String, { nullable: true, description: "Its file's name" }) lastGoodFile!: string | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) lastFailedAt!: Date | null;
  @Field(() => String, { nullable: true, description: "Why the last failed backup failed" }) lastFailure!: string | null;
  @Field(() => String, { description: "BACKUP_DIR, where the server writes them" }) directory!: string;
}

@ObjectType({ description: "A backup just made" })
export class MadeBackup {
  @Field(() => String, { description: "The file's name, in BACKUP_DIR" }) file!: string;
  @Field(() => Float, { description: "Its size in bytes" }) bytes!: number;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
  @Field(() => Boolean, { description: "A copy was written to BACKUP_COPY_DIR" }) copied!: boolean;
}

/** docs/operating.md, "Backing up": operators of every deployment only. */
@Resolver()
export class BackupResolver {
  @Query(() => BackupStatus, { description: "Operators of every deployment only: the last good and the last failed backup" })
  backupStatus(@Ctx() { identity, services }: GraphQLContext) {
    return services.backups.status(identity);
  }

  @Mutation(() => MadeBackup, { description: "Operators of every deployment (and ADMIN_TOKEN: npm run backup) only: a backup now, made by this server" })
  async makeBackup(@Ctx() { identity, services }: GraphQLContext) {
    const made = await services.backups.backupNow(identity);
    return { file: path.basename(made.file), bytes: made.bytes, createdAt: made.createdAt, copied: made.copy !== null };
  }
}
