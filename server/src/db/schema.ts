import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { VaultKeyWrapText } from "@stepwise/domain";

/** Row types of every table; migrations under ./migrations create them. */
export interface UsersTable {
  id: Generated<number>;
  application: string;
  email: string;
  name: string;
  password_hash: string;
  created_at: Generated<Date>;
  /** docs/shared-phone.md: the worker's vault key (base64url, 32 bytes), made when first released. */
  vault_key: Generated<string | null>;
  /** docs/shared-phone.md: the vault key wrapped by the password set last (packages/domain/src/vault-wrap.ts), null before one was set. */
  vault_key_wrap: Generated<VaultKeyWrapText | null>;
  /** When her password was set last (a login code, a change); null before this was recorded. */
  password_set_at: Generated<Date | null>;
  /** docs/operator-console.md: worker, operator of one deployment (hers), or operator of all. */
  role: Generated<UserRole>;
  /** docs/operator-console.md: a disabled account logs in no more and its sessions are ended. */
  disabled_at: Generated<Date | null>;
  /** docs/operator-console.md, "Importing a team": the id of her deployment's region, when the team's file named one. */
  region: Generated<string | null>;
}

export type UserRole = "worker" | "operator-deployment" | "operator-all";

/** docs/operator-console.md: one operator or security event; rows are never updated or deleted. */
export interface AuditEventsTable {
  id: Generated<string>;
  at: Generated<Date>;
  actor_kind: string;
  actor: string | null;
  actor_user_id: number | null;
  action: string;
  application: string | null;
  target: string | null;
  detail: string | null;
  address: string | null;
}

export interface AuthTokensTable {
  token_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  last_used_at: Generated<Date>;
  revoked_at: Date | null;
  expires_at: Generated<Date>;
  /** The install the session was started or first used from (docs/shared-phone.md: ending one device's session). */
  install_id: Generated<string | null>;
  /** A supervisor's session at /admin (docs/teams.md, "In the console"): her team read only, no install. */
  console: Generated<boolean>;
}

export interface LoginTokensTable {
  token_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

export interface PasswordRequestsTable {
  id: Generated<number>;
  email: string;
  user_id: number | null;
  requested_at: Generated<Date>;
  answered_at: Date | null;
}

export interface AppInstallsTable {
  uuid: string;
  user_id: number | null;
  application: string | null;
  platform: string | null;
  useragent: string | null;
  app_specifics: ColumnType<unknown, string | null, string | null> | null;
  registered_at: Date | null;
  /** The install's mutation cursor: only the sync engine reads and advances it (0 for a new install). */
  last_mutation_id: ColumnType<string | number, number | undefined, number>;
  created_at: Generated<Date>;
  /** SHA-256 (hex) of the install's secret, set by its first request carrying one (docs/shared-phone.md). */
  secret_hash: Generated<string | null>;
  app_version: Generated<string | null>;
  last_contact_at: Generated<Date | null>;
  last_sync_at: Generated<Date | null>;
  last_failure_at: Generated<Date | null>;
  last_failure_reason: Generated<string | null>;
  waiting_edits: Generated<number | null>;
  storage_used: ColumnType<string | number | null, number | null | undefined, number | null>;
  storage_quota: ColumnType<string | number | null, number | null | undefined, number | null>;
  storage_persisted: Generated<boolean | null>;
  status_reported_at: Generated<Date | null>;
  /** RETIRE or LOST, given by an operator; null: none. */
  wipe_order: Generated<string | null>;
  wipe_ordered_at: Generated<Date | null>;
  wipe_acknowledged_at: Generated<Date | null>;
  session_ended_at: Generated<Date | null>;
  /** The last time the device healed what it holds after a holdings check (docs/sync-and-api.md), and how many records it fetched or dropped then. */
  healed_at: Generated<Date | null>;
  healed_records: Generated<number | null>;
  /** The content release the phone last reported holding (docs/worker-phone.md, "Content releases on the phone"). */
  content_release: Generated<number | null>;
  /** The phone's own install that reported holding this one (docs/shared-phone.md, "Phones, as the operator sees them"). */
  phone_id: Generated<string | null>;
  /** Whether its worker's vault was locked when the phone last reported it. */
  vault_locked: Generated<boolean | null>;
  /** When the phone reported it no longer holds this install (a clean logout). */
  forgotten_at: Generated<Date | null>;
  /** When an operator chose to wipe the locked edits a retiring phone waits for. */
  wipe_now_at: Generated<Date | null>;
}

export interface RecordsTable {
  table_name: string;
  uuid: string;
  owner_user_id: number | null;
  owner_install_id: string | null;
  application: string | null;
  dataversion: ColumnType<string | number, number, number>;
  content: ColumnType<Record<string, unknown>, string, string>;
  /** The install that made the latest write: its own later edits are no conflict. */
  last_install_id: string | null;
  created_at: Generated<Date>;
  updated_at: Date;
  deleted_at: Date | null;
  /**
   * The transaction that last wrote the record (xid8, as text): the change feed's order is
   * (feed_xid, dataversion) (docs/sync-and-api.md, "Change feed"). 0 for rows older than it.
   */
  feed_xid: Generated<string>;
}

export interface RecordHistoryTable {
  id: Generated<string | number>;
  table_name: string;
  uuid: string;
  dataversion: ColumnType<string | number, number, number>;
  content: ColumnType<Record<string, unknown>, string, string>;
  deleted_at: Date | null;
  changed_by_user_id: number | null;
  changed_by_install_id: string | null;
  replaced_at: Generated<Date>;
}

export interface SyncMutationsTable {
  install_id: string;
  client_mutation_id: ColumnType<string | number, number, number>;
  table_name: string;
  uuid: string;
  dataversion: ColumnType<string | number, number, number>;
  applied_at: Generated<Date>;
}

export interface ApplicationsTable {
  id: Generated<number>;
  app_identifier: string;
  host: string | null;
  app_title: string;
  login: boolean;
  version: string;
  metadata: ColumnType<Record<string, unknown>, string, string>;
  languages: ColumnType<Array<Record<string, unknown>>, string, string>;
  regions: ColumnType<Array<Record<string, unknown>>, string, string>;
  forms: ColumnType<Array<Record<string, unknown>>, string, string>;
  content_version: Generated<number>;
  created_at: Generated<Date>;
  /** docs/operating.md, "Retention": days history versions are kept; null keeps them forever. */
  retention_history_days: Generated<number | null>;
  /** docs/operating.md, "Retention": days tombstones are kept; null keeps them forever. */
  retention_tombstone_days: Generated<number | null>;
  /** docs/operating.md, "The deployment's time zone": the IANA zone its days are counted in; null: not set (UTC, validity by the latest day on Earth). */
  time_zone: Generated<string | null>;
  /** docs/product.md §4 "One reminder a day": the hour (0-23, in time_zone) phones show the day's visits due; null: none. */
  reminder_hour: Generated<number | null>;
}

export interface ContentItemsTable {
  application_id: number;
  kind: string;
  key: string;
  language: Generated<string>;
  content: ColumnType<unknown, string, string>;
}

/** A content item once seeded into a deployment (docs/decisions/0001-the-workers-language.md: the start-up top-up adds only items never seeded). */
export interface ContentSeedMarksTable {
  application_id: number;
  kind: string;
  key: string;
  language: string;
}

/** docs/operator-console.md, "Content, drafts and releases": release `number` (1, 2, 3… per deployment) of a deployment's content. */
export interface ContentReleasesTable {
  id: Generated<number>;
  application_id: number;
  number: number;
  note: string;
  /** The operator's e-mail, "ADMIN_TOKEN" or "seed". */
  published_by: string;
  published_at: Generated<Date>;
  /** The earlier release this one equals, when a rollback made it. */
  rolled_back_to: number | null;
  settings: ColumnType<Record<string, unknown>, string, string>;
}

/** One content item of a release, as content_items holds the live copy. */
export interface ContentReleaseItemsTable {
  release_id: number;
  kind: string;
  key: string;
  language: string;
  content: ColumnType<unknown, string, string>;
}

/** The one draft of a deployment: what operators edit before publishing it as a release. */
export interface ContentDraftsTable {
  application_id: number;
  base_release: number;
  settings: ColumnType<Record<string, unknown>, string, string>;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ContentDraftItemsTable {
  application_id: number;
  kind: string;
  key: string;
  language: string;
  content: ColumnType<unknown, string, string>;
}

/** A preview ticket (its SHA-256 only): reading one deployment's draft until it expires. */
export interface ContentPreviewTicketsTable {
  token_hash: string;
  application_id: number;
  minted_by: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface ErrorLogsTable {
  id: Generated<string | number>;
  app_id: string | null;
  date: string | null;
  error: ColumnType<Record<string, unknown>, string, string>;
  user_id: number | null;
  install_id: string | null;
  received_at: Generated<Date>;
}

/** docs/product.md §3 app_usage: one screen's visits on one day, as a device reported them. */
export interface AppUsageTable {
  id: Generated<string | number>;
  app_id: string | null;
  date: string;
  screen: string;
  visits: number;
  user_id: number | null;
  install_id: string | null;
  received_at: Generated<Date>;
}

/** docs/REPORTING.md: a read-only reporting token of one deployment; only its hash is stored. */
export interface ReportingTokensTable {
  token_hash: string;
  application: string;
  label: string;
  identifiable: Generated<boolean>;
  created_at: Generated<Date>;
  revoked_at: Date | null;
}

/** docs/REPORTING.md: the server-only key behind a deployment's pseudonymous ids. */
export interface ReportingPseudonymKeysTable {
  application: string;
  secret: string;
}

/** docs/SECURITY.md, "Limits and quotas": login attempts and quota uses, shared by every replica. */
export interface ThrottleEventsTable {
  id: Generated<string>;
  key: string;
  at: Generated<Date>;
  succeeded: Generated<boolean>;
  /** Uses the row counts (a sync batch counts its records). */
  uses: Generated<number>;
}

export interface Database {
  audit_events: AuditEventsTable;
  throttle_events: ThrottleEventsTable;
  reporting_tokens: ReportingTokensTable;
  reporting_pseudonym_keys: ReportingPseudonymKeysTable;
  login_tokens: LoginTokensTable;
  password_requests: PasswordRequestsTable;
  applications: ApplicationsTable;
  content_items: ContentItemsTable;
  content_seed_marks: ContentSeedMarksTable;
  content_releases: ContentReleasesTable;
  content_release_items: ContentReleaseItemsTable;
  content_drafts: ContentDraftsTable;
  content_draft_items: ContentDraftItemsTable;
  content_preview_tickets: ContentPreviewTicketsTable;
  error_logs: ErrorLogsTable;
  app_usage: AppUsageTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  app_installs: AppInstallsTable;
  records: RecordsTable;
  record_history: RecordHistoryTable;
  /** docs/operating.md, "Erasing a client". */
  erased_records: { uuid: string; application: string; erased_at: Generated<Date>; client_uuid: string | null };
  sync_mutations: SyncMutationsTable;
  /** docs/operating.md, "Restoring". */
  restores: RestoresTable;
  /** docs/teams.md. */
  teams: TeamsTable;
  team_members: TeamMembersTable;
  /** docs/teams.md, "Moving a caseload". */
  transferred_records: TransferredRecordsTable;
}

/** docs/teams.md, "Moving a caseload": a record moved from one worker to another; its dataversion and feed_xid are the move's. */
export interface TransferredRecordsTable {
  table_name: string;
  uuid: string;
  dataversion: number;
  application: string;
  client_uuid: string;
  from_user_id: number;
  to_user_id: number;
  /** xid8, read as text. */
  feed_xid: string;
  transferred_at: Generated<Date>;
}

/** docs/teams.md: a team of one deployment; its area is the id of one of the deployment's regions. */
export interface TeamsTable {
  id: Generated<number>;
  application: string;
  name: string;
  area: string | null;
  created_at: Generated<Date>;
}

/** docs/teams.md: a worker is in at most one team as a worker; a supervisor supervises any number. */
export interface TeamMembersTable {
  team_id: number;
  user_id: number;
  role: TeamRole;
  added_at: Generated<Date>;
}

export type TeamRole = "worker" | "supervisor";

/** A restore of a backup (docs/operating.md, "Restoring"); dataversions as numbers (int8 is read as a number). */
export interface RestoresTable {
  id: string;
  restored_at: Generated<Date>;
  backup_made_at: Date | null;
  restored_through: number;
  resumed_from: number;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type RecordRow = Selectable<RecordsTable>;
export type AppInstallRow = Selectable<AppInstallsTable>;

/** What every stored version of a record has, current or in history. */
export type StoredVersion = Pick<RecordRow, "table_name" | "content" | "dataversion" | "updated_at" | "deleted_at">;
export type ApplicationRow = Selectable<ApplicationsTable>;
