import "reflect-metadata";
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { buildSchema, type BuildSchemaOptions } from "type-graphql";
import { AccountsResolver } from "../modules/accounts/accounts.resolver.js";
import { AuditResolver } from "../modules/audit/audit.resolver.js";
import { AuthResolver } from "../modules/auth-api/auth.resolver.js";
import { PasswordResolver } from "../modules/auth-api/password.resolver.js";
import { PasswordWrapsResolver } from "../modules/auth-api/password-wraps.resolver.js";
import { ContentResolver } from "../modules/content/content.resolver.js";
import { ContentReleasesResolver } from "../modules/content-releases/content-releases.resolver.js";
import { DevicesResolver } from "../modules/devices/devices.resolver.js";
import { ClientErasureResolver } from "../modules/erasure/client-erasure.resolver.js";
import { TransfersResolver } from "../modules/transfers/transfers.resolver.js";
import { DownloadResolver } from "../modules/download/download.resolver.js";
import { ListDocumentsResolver } from "../modules/list-documents/list-documents.resolver.js";
import { HiappPdfResolver } from "../modules/health-issue/hiapp-pdf.resolver.js";
import { HoldingsResolver } from "../modules/holdings/holdings.resolver.js";
import { InstallRecordsResolver } from "../modules/install-records/install-records.resolver.js";
import { ErrorLogResolver } from "../modules/logging/error-log.resolver.js";
import { ReportingResolver } from "../modules/reporting/reporting.resolver.js";
import { RetentionResolver } from "../modules/retention/retention.resolver.js";
import { TimeZoneResolver } from "../modules/time-zone/time-zone.resolver.js";
import { ReminderResolver } from "../modules/reminder/reminder.resolver.js";
import { StoredRecordsResolver } from "../modules/stored-records/stored-records.resolver.js";
import { syncedEntities } from "../modules/synced-entities.js";
import { syncedRecordResolver } from "../modules/synced-record.resolver.js";
import { SyncHealthResolver } from "../modules/sync-health/sync-health.resolver.js";
import { SupervisionResolver } from "../modules/supervision/supervision.resolver.js";
import { BackupResolver } from "../modules/backup/backup.resolver.js";
import { TeamImportResolver } from "../modules/team-import/team-import.resolver.js";
import { TeamsResolver } from "../modules/teams/teams.resolver.js";
import { DefaultRegionResolver } from "../modules/teams/default-region.resolver.js";
import { ContentDeploymentsResolver } from "../modules/content/content-deployments.resolver.js";
import { SyncEntryInput } from "../modules/sync-api/sync.input.js";
import { SyncResolver } from "../modules/sync-api/sync.resolver.js";

/** The schema of every resolver; `pubSub` carries the change feed's notices to subscriptions (createChangePubSub). */
export async function buildAppSchema(pubSub: NonNullable<BuildSchemaOptions["pubSub"]>): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [
      AuthResolver,
      PasswordResolver,
      PasswordWrapsResolver,
      SyncResolver,
      DownloadResolver,
      ListDocumentsResolver,
      HoldingsResolver,
      StoredRecordsResolver,
      DevicesResolver,
      ClientErasureResolver,
      TransfersResolver,
      RetentionResolver,
      TimeZoneResolver,
      ReminderResolver,
      BackupResolver,
      ErrorLogResolver,
      InstallRecordsResolver,
      ContentResolver,
      ContentReleasesResolver,
      HiappPdfResolver,
      ReportingResolver,
      AccountsResolver,
      AuditResolver,
      SyncHealthResolver,
      SupervisionResolver,
      TeamImportResolver,
      TeamsResolver,
      DefaultRegionResolver,
      ContentDeploymentsResolver,
      ...syncedEntities.map(syncedRecordResolver),
    ] as unknown as BuildSchemaOptions["resolvers"],
    // An entry's shape, documented in the schema though entries travel as the SyncEntries scalar.
    orphanedTypes: [SyncEntryInput],
    pubSub,
    validate: false,
  });
}

/** The committed contract `schema/schema.graphql`: sorted, so a diff shows only real changes. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
