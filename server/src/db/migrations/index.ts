import type { Migration } from "kysely";
import * as syncSpine from "./2026_11_22_2300_sync_spine.js";
import * as deploymentsContentLogs from "./2026_11_23_0000_deployments_content_logs.js";
import * as loginTokens from "./2026_11_23_0100_login_tokens.js";
import * as appUsage from "./2026_11_23_0600_app_usage.js";
import * as deploymentSharedFeed from "./2026_11_23_0500_deployment_shared_feed.js";
import * as reportingTokens from "./2026_11_23_0700_reporting_tokens.js";
import * as partialFeedIndexes from "./2026_11_23_2200_partial_feed_indexes.js";
import * as recordsDataversion from "./2026_11_23_2200_records_dataversion.js";
import * as throttleEvents from "./2026_11_23_2200_throttle_events.js";
import * as contentSeedMarks from "./2026_11_24_0100_content_seed_marks.js";
import * as throttleEventUses from "./2026_11_24_0900_throttle_event_uses.js";
import * as installSecretsDevices from "./2026_11_28_1200_install_secrets_devices.js";
import * as recordsFeedXid from "./2026_11_28_1300_records_feed_xid.js";
import * as operatorConsole from "./2026_11_28_2000_operator_console.js";
import * as installHeals from "./2026_12_05_1500_install_heals.js";
import * as phones from "./2026_12_05_1700_phones.js";
import * as vaultKeyWraps from "./2026_12_05_1710_vault_key_wraps.js";
import * as contentReleases from "./2026_12_05_2300_content_releases.js";
import * as deviceContentRelease from "./2026_12_05_2310_device_content_release.js";
import * as userRegions from "./2026_12_05_2330_user_regions.js";
import * as retentionPolicy from "./2026_12_06_0100_retention_policy.js";
import * as erasedRecords from "./2026_12_06_0110_erased_records.js";
import * as restores from "./2026_12_06_0300_restores.js";
import * as erasedRecordKeys from "./2026_12_06_0240_erased_record_keys.js";
import * as deploymentTimeZone from "./2026_12_06_0600_deployment_time_zone.js";
import * as teams from "./2026_12_06_0900_teams.js";
import * as transferredRecords from "./2026_12_06_0910_transferred_records.js";
import * as reminderHour from "./2026_12_06_1000_reminder_hour.js";
import * as consoleSessions from "./2026_12_06_1300_console_sessions.js";

/** Every migration, by name in timestamp order; a static list so the built server needs no file scan. */
export const migrations: Record<string, Migration> = {
  "2026_11_22_2300_sync_spine": syncSpine,
  "2026_11_23_0000_deployments_content_logs": deploymentsContentLogs,
  "2026_11_23_0100_login_tokens": loginTokens,
  "2026_11_23_0500_deployment_shared_feed": deploymentSharedFeed,
  "2026_11_23_0600_app_usage": appUsage,
  "2026_11_23_0700_reporting_tokens": reportingTokens,
  "2026_11_23_2200_partial_feed_indexes": partialFeedIndexes,
  "2026_11_23_2200_records_dataversion": recordsDataversion,
  "2026_11_23_2200_throttle_events": throttleEvents,
  "2026_11_24_0100_content_seed_marks": contentSeedMarks,
  "2026_11_24_0900_throttle_event_uses": throttleEventUses,
  "2026_11_28_1200_install_secrets_devices": installSecretsDevices,
  "2026_11_28_1300_records_feed_xid": recordsFeedXid,
  "2026_11_28_2000_operator_console": operatorConsole,
  "2026_12_05_1500_install_heals": installHeals,
  "2026_12_05_1700_phones": phones,
  "2026_12_05_1710_vault_key_wraps": vaultKeyWraps,
  "2026_12_05_2300_content_releases": contentReleases,
  "2026_12_05_2310_device_content_release": deviceContentRelease,
  "2026_12_05_2330_user_regions": userRegions,
  "2026_12_06_0100_retention_policy": retentionPolicy,
  "2026_12_06_0110_erased_records": erasedRecords,
  "2026_12_06_0240_erased_record_keys": erasedRecordKeys,
  "2026_12_06_0300_restores": restores,
  "2026_12_06_0600_deployment_time_zone": deploymentTimeZone,
  "2026_12_06_0900_teams": teams,
  "2026_12_06_0910_transferred_records": transferredRecords,
  "2026_12_06_1000_reminder_hour": reminderHour,
  "2026_12_06_1300_console_sessions": consoleSessions,
};
