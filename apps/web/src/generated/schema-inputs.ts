export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** A form field answer: text or an integer */
  FieldAnswer: { input: string | number; output: string | number; }
  /** A JSON array of records as documents: { table, uuid, dataversion, deleted, updatedAt, deletedAt, content }, content the record as stored (recordOfDocument in @stepwise/domain reads one as the typed answer gives it) */
  RecordDocuments: { input: unknown; output: unknown; }
  /** A list of at most 500 SyncEntryInput objects, each judged by the server on its own: a wrong one is answered REJECTED with the reason */
  SyncEntries: { input: unknown; output: unknown; }
};

/** An app install record (docs/product.md §3) */
export type AppInstallInput = {
  app_specifics?: InputMaybe<AppSpecificsInput>;
  platform?: InputMaybe<Scalars['String']['input']>;
  useragent?: InputMaybe<Scalars['String']['input']>;
  uuid: Scalars['ID']['input'];
};

export type AppSpecificsInput = {
  applicationID?: InputMaybe<Scalars['Int']['input']>;
  countryID?: InputMaybe<Scalars['Int']['input']>;
  languageCode?: InputMaybe<Scalars['String']['input']>;
  regionID?: InputMaybe<Scalars['Int']['input']>;
};

export type ApplicationMetadataInput = {
  introText?: InputMaybe<Scalars['String']['input']>;
  text2speech?: Scalars['Boolean']['input'];
  userLogin?: Scalars['Boolean']['input'];
};

/** What an audit event records; each value's description is the action as `action` and the CSV spell it */
export type AuditActionKind =
  /** backup.failed */
  | 'BACKUP_FAILED'
  /** backup.made */
  | 'BACKUP_MADE'
  /** clients.transferred */
  | 'CLIENTS_TRANSFERRED'
  /** client.erased */
  | 'CLIENT_ERASED'
  /** client.exported */
  | 'CLIENT_EXPORTED'
  /** consent.changed */
  | 'CONSENT_CHANGED'
  /** content.published */
  | 'CONTENT_PUBLISHED'
  /** content.rolledBack */
  | 'CONTENT_ROLLEDBACK'
  /** device.holdings-healed */
  | 'DEVICE_HOLDINGS_HEALED'
  /** device.lost */
  | 'DEVICE_LOST'
  /** device.retired */
  | 'DEVICE_RETIRED'
  /** device.wipe-acknowledged */
  | 'DEVICE_WIPE_ACKNOWLEDGED'
  /** device.wipe-now */
  | 'DEVICE_WIPE_NOW'
  /** login-token.issued */
  | 'LOGIN_TOKEN_ISSUED'
  /** operator.login */
  | 'OPERATOR_LOGIN'
  /** operator.login-failed */
  | 'OPERATOR_LOGIN_FAILED'
  /** password.requested */
  | 'PASSWORD_REQUESTED'
  /** password.reset */
  | 'PASSWORD_RESET'
  /** reminder.set */
  | 'REMINDER_SET'
  /** reporting-token.created */
  | 'REPORTING_TOKEN_CREATED'
  /** reporting-token.revoked */
  | 'REPORTING_TOKEN_REVOKED'
  /** restore.done */
  | 'RESTORE_DONE'
  /** retention.purged */
  | 'RETENTION_PURGED'
  /** retention.set */
  | 'RETENTION_SET'
  /** session.ended */
  | 'SESSION_ENDED'
  /** supervisor.viewed */
  | 'SUPERVISOR_VIEWED'
  /** team.area-set */
  | 'TEAM_AREA_SET'
  /** team.created */
  | 'TEAM_CREATED'
  /** team.deleted */
  | 'TEAM_DELETED'
  /** team.imported */
  | 'TEAM_IMPORTED'
  /** team.member-removed */
  | 'TEAM_MEMBER_REMOVED'
  /** team.member-set */
  | 'TEAM_MEMBER_SET'
  /** team.renamed */
  | 'TEAM_RENAMED'
  /** timezone.set */
  | 'TIMEZONE_SET'
  /** user.created */
  | 'USER_CREATED'
  /** user.disabled */
  | 'USER_DISABLED'
  /** user.enabled */
  | 'USER_ENABLED';

export type AuditFilter = {
  /**
   * One action, e.g. device.lost
   * @deprecated Use kind: the same action as the enum AuditActionKind (device.wipe-now is DEVICE_WIPE_NOW)
   */
  action?: InputMaybe<Scalars['String']['input']>;
  /** Part of the actor (e-mail or install id), without regard to case */
  actor?: InputMaybe<Scalars['String']['input']>;
  /** App identifier of the deployment */
  application?: InputMaybe<Scalars['String']['input']>;
  /** Only events older than this event id (the next page) */
  before?: InputMaybe<Scalars['ID']['input']>;
  /** At most this many, the newest first (default 100, most 500) */
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** First day (YYYY-MM-DD), each event's day counted in its deployment's time zone (timeZone; docs/product.md §10) */
  fromDay?: InputMaybe<Scalars['String']['input']>;
  /** One kind, e.g. DEVICE_LOST */
  kind?: InputMaybe<AuditActionKind>;
  /** Part of the target, without regard to case */
  target?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Last day (YYYY-MM-DD), counted as fromDay */
  toDay?: InputMaybe<Scalars['String']['input']>;
};

/** A chat message as the sender's device queues it; the sender comes from the login */
export type ChatMessageInput = {
  /** ISO 8601 date-time */
  sent_at: Scalars['String']['input'];
  text: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};

export type ClientConsentInput = {
  givenAt?: InputMaybe<Scalars['String']['input']>;
  givenBy?: InputMaybe<Scalars['String']['input']>;
  givenByName?: InputMaybe<Scalars['String']['input']>;
  scope: Scalars['String']['input'];
  withdrawnAt?: InputMaybe<Scalars['String']['input']>;
  withdrawnBy?: InputMaybe<Scalars['String']['input']>;
  withdrawnByName?: InputMaybe<Scalars['String']['input']>;
};

export type ClientElementInput = {
  answer?: InputMaybe<Scalars['FieldAnswer']['input']>;
  client_uuid: Scalars['ID']['input'];
  mandatory?: InputMaybe<Scalars['Boolean']['input']>;
  uuid: Scalars['ID']['input'];
};

export type ClientFieldCategoryInput = {
  id?: InputMaybe<Scalars['String']['input']>;
  text_input?: InputMaybe<Scalars['String']['input']>;
};

export type ClientFormFieldInput = {
  answer?: InputMaybe<Scalars['FieldAnswer']['input']>;
  birthdate?: InputMaybe<Scalars['String']['input']>;
  categories?: InputMaybe<Array<ClientFieldCategoryInput>>;
  clientField?: InputMaybe<Scalars['String']['input']>;
  component?: InputMaybe<Scalars['String']['input']>;
  flowelement?: InputMaybe<Scalars['Boolean']['input']>;
  mandatory?: InputMaybe<Scalars['Boolean']['input']>;
  uuid: Scalars['ID']['input'];
};

export type ClientImageInput = {
  client_uuid: Scalars['ID']['input'];
  image: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};

/** A client as a device saves it; missing fields take their defaults (docs/product.md §3) */
export type ClientInput = {
  age?: InputMaybe<Scalars['Int']['input']>;
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  clientFormFields?: InputMaybe<Array<ClientFormFieldInput>>;
  clientname: Scalars['String']['input'];
  consents?: InputMaybe<Array<ClientConsentInput>>;
  status?: InputMaybe<Scalars['String']['input']>;
  uuid: Scalars['ID']['input'];
  valid?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ClientMilestoneInput = {
  client_uuid: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};

export type ContentItemInput = {
  /** The item's content as JSON text */
  content: Scalars['String']['input'];
  key: Scalars['String']['input'];
  kind: Scalars['String']['input'];
  language: Scalars['String']['input'];
};

/** A deployment for a new host; its content is copied from an existing deployment */
export type CreateDeploymentInput = {
  /** HIAPP, MALA or default: the flavour (theme, features) */
  app_identifier: Scalars['String']['input'];
  app_title: Scalars['String']['input'];
  /** Application whose content to copy; by default the first one of the same flavour */
  contentFrom?: InputMaybe<Scalars['Int']['input']>;
  /** Form types: DEFAULT, MILESTONE, HI */
  forms: Array<Scalars['String']['input']>;
  /** The host it is served from, e.g. clinic.example.org */
  host: Scalars['String']['input'];
  languages: Array<LanguageInput>;
  /** appLogin */
  login?: Scalars['Boolean']['input'];
  metadata: ApplicationMetadataInput;
  regions: Array<RegionInput>;
  version: Scalars['String']['input'];
};

/** An operator's new read-only reporting token for one deployment */
export type CreateReportingTokenInput = {
  /** App identifier of the deployment it may read */
  application: Scalars['String']['input'];
  /** Whether it sees names, birthdates and images; otherwise pseudonymous ids */
  identifiable?: Scalars['Boolean']['input'];
  /** Who or what uses it (a reporting tool's name), for the operator's records */
  label: Scalars['String']['input'];
};

export type CreateTeamInput = {
  /** The deployment; an operator of every deployment must give it, another operator's is hers */
  application?: InputMaybe<Scalars['String']['input']>;
  /** The id of one of the deployment's regions */
  area?: InputMaybe<Scalars['String']['input']>;
  /** Unique within the deployment, whatever the letters' case */
  name: Scalars['String']['input'];
};

export type CreateUserInput = {
  /** App identifier of the deployment: HIAPP, MALA or default */
  application: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** At least 10 characters, and not one of the most common passwords; without one the account logs in once a one-time login token has set it */
  password?: InputMaybe<Scalars['String']['input']>;
  /** WORKER unless told (docs/operator-console.md) */
  role?: InputMaybe<UserRole>;
};

export type CycleActionInput = {
  action?: InputMaybe<Scalars['String']['input']>;
  description_uuid: Scalars['ID']['input'];
  ready?: InputMaybe<Scalars['String']['input']>;
  uuid: Scalars['ID']['input'];
};

export type CycleDescriptionInput = {
  active?: InputMaybe<Scalars['String']['input']>;
  archive_date?: InputMaybe<Scalars['String']['input']>;
  archived?: InputMaybe<Scalars['String']['input']>;
  client_uuid?: InputMaybe<Scalars['ID']['input']>;
  cycle_end?: InputMaybe<Scalars['String']['input']>;
  cycle_rhythm?: InputMaybe<Scalars['String']['input']>;
  cycle_start?: InputMaybe<Scalars['String']['input']>;
  cycledomain_id?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  fillinform_uuid?: InputMaybe<Scalars['String']['input']>;
  goal?: InputMaybe<Scalars['String']['input']>;
  goal_achievement?: InputMaybe<Scalars['Int']['input']>;
  goal_editted?: InputMaybe<Scalars['String']['input']>;
  goal_evaluation?: InputMaybe<Scalars['String']['input']>;
  goal_status?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  uuid: Scalars['ID']['input'];
  why?: InputMaybe<Scalars['String']['input']>;
};

/** A draft's settings, all of them at once */
export type DeploymentSettingsInput = {
  app_title: Scalars['String']['input'];
  /** Form types: DEFAULT, MILESTONE, HI */
  forms: Array<Scalars['String']['input']>;
  introText?: InputMaybe<Scalars['String']['input']>;
  languages: Array<LanguageInput>;
  login: Scalars['Boolean']['input'];
  regions: Array<RegionInput>;
  text2speech: Scalars['Boolean']['input'];
  userLogin: Scalars['Boolean']['input'];
};

/** SYNC_FAILING: its last sync failed after its last good one; EDITS_WAITING: edits waiting and no good sync for more than a day */
export type DeviceAttentionKind =
  | 'EDITS_WAITING'
  | 'SYNC_FAILING';

/** Which devices an operator lists: by worker, by deployment, or all */
export type DeviceFilter = {
  /** App identifier of the deployment */
  application?: InputMaybe<Scalars['String']['input']>;
  /** At most this many, the most recently heard-of first (default and most 500) */
  first?: InputMaybe<Scalars['Int']['input']>;
  /** The worker's e-mail */
  workerEmail?: InputMaybe<Scalars['String']['input']>;
  /** The worker's user id */
  workerId?: InputMaybe<Scalars['Int']['input']>;
};

/** What a phone reports of itself, as the install it acts as (docs/shared-phone.md) */
export type DeviceStatusInput = {
  appVersion?: InputMaybe<Scalars['String']['input']>;
  /** The content release the phone holds (docs/worker-phone.md, "Content releases on the phone") */
  contentRelease?: InputMaybe<Scalars['Int']['input']>;
  /** Every install the phone holds: its own and each worker's vault */
  installs?: InputMaybe<Array<HeldInstallInput>>;
  /** ISO timestamp of the phone's last failed sync */
  lastFailureAt?: InputMaybe<Scalars['String']['input']>;
  lastFailureReason?: InputMaybe<Scalars['String']['input']>;
  storagePersisted?: InputMaybe<Scalars['Boolean']['input']>;
  /** Bytes */
  storageQuota?: InputMaybe<Scalars['Float']['input']>;
  /** Bytes */
  storageUsed?: InputMaybe<Scalars['Float']['input']>;
  waitingEdits?: InputMaybe<Scalars['Int']['input']>;
};

export type DiaryItemInput = {
  date?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  satisfactions?: InputMaybe<Array<SatisfactionInput>>;
  uuid: Scalars['ID']['input'];
};

export type ErrorLogInput = {
  app_id?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['String']['input']>;
  error: ReportedErrorInput;
};

export type FavoriteInput = {
  article_uuid: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['String']['input']>;
  uuid: Scalars['ID']['input'];
};

/** What a holdings check healed of one table */
export type HealedTableInput = {
  /** Records dropped: the device held them, the server no longer gives them to it */
  dropped: Scalars['Int']['input'];
  /** Records fetched: the device lacked them, or held an older version */
  fetched: Scalars['Int']['input'];
  table: Scalars['String']['input'];
};

/** One install a phone holds, proven by its secret, with its edits waiting (docs/shared-phone.md, "Phones, as the operator sees them") */
export type HeldInstallInput = {
  id: Scalars['ID']['input'];
  /** Its worker's vault is locked: only her password opens it */
  locked: Scalars['Boolean']['input'];
  /** The phone's own install (exactly one); the others are its workers' vaults */
  own: Scalars['Boolean']['input'];
  /** The install's X-App-Install-Secret */
  secret: Scalars['String']['input'];
  /** Edits waiting in its outbox, rejected ones included (a locked vault's are counted without its key) */
  waitingEdits: Scalars['Int']['input'];
};

export type HiCauseInput = {
  chosen?: InputMaybe<Scalars['Boolean']['input']>;
  hi_solutions?: InputMaybe<Array<HiSolutionInput>>;
  id: Scalars['ID']['input'];
};

export type HiIssueInput = {
  chosen?: InputMaybe<Scalars['Boolean']['input']>;
  hi_causes?: InputMaybe<Array<HiCauseInput>>;
  id: Scalars['ID']['input'];
};

export type HiSolutionInput = {
  chosen?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  prescriptionTxt?: InputMaybe<Scalars['String']['input']>;
};

export type HiSubjectInput = {
  hi_issues?: InputMaybe<Array<HiIssueInput>>;
  order?: InputMaybe<Scalars['Int']['input']>;
};

export type HiappClientFormInput = {
  client_reference?: InputMaybe<Scalars['String']['input']>;
  hiapp_subjects?: InputMaybe<Array<HiSubjectInput>>;
  uuid: Scalars['ID']['input'];
};

/** The digest of what a device holds, table by table: at most 256 ranges in all, each table once */
export type HoldingsDigestInput = {
  tables: Array<TableHoldingsInput>;
};

/** What a device healed after a holdings check, table by table */
export type HoldingsHealedInput = {
  tables: Array<HealedTableInput>;
};

/** What a device holds of one range of a table (docs/sync-and-api.md, "The holdings check") */
export type HoldingsRangeInput = {
  /** How many live records of the range the device holds */
  count: Scalars['Int']['input'];
  /** The two 32-bit sums of its records' hashes of uuid:dataversion, 16 lowercase hex digits (packages/domain holdings-digest.ts) */
  hash: Scalars['String']['input'];
  /** The range: the first hex digits of its records' positions ("" is the whole table, "a" a 16th of it), 0 to 8 of them */
  prefix: Scalars['String']['input'];
};

/** An install named with its secret: proves the phone holds it (docs/shared-phone.md) */
export type InstallProofInput = {
  id: Scalars['ID']['input'];
  /** The install's X-App-Install-Secret */
  secret: Scalars['String']['input'];
};

export type LadderItemInput = {
  answer?: InputMaybe<Scalars['FieldAnswer']['input']>;
  categoryID?: InputMaybe<Scalars['Int']['input']>;
  columns?: InputMaybe<Scalars['Int']['input']>;
  component?: InputMaybe<Scalars['String']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  editortext?: InputMaybe<Scalars['String']['input']>;
  elementypekey?: InputMaybe<Scalars['String']['input']>;
  itemStyle?: InputMaybe<Scalars['String']['input']>;
  items?: InputMaybe<Array<LadderOptionInput>>;
  itemtype?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  mandatory?: InputMaybe<Scalars['Boolean']['input']>;
  measure?: InputMaybe<Array<LadderMeasureInput>>;
  rows?: InputMaybe<Scalars['Int']['input']>;
  uuid: Scalars['ID']['input'];
};

export type LadderMeasureInput = {
  /** day-month-year */
  date: Scalars['String']['input'];
  score: Scalars['Float']['input'];
  uuid: Scalars['ID']['input'];
};

export type LadderOptionInput = {
  id?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type LanguageInput = {
  id: Scalars['ID']['input'];
  languageCode: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type MilestoneCategoryInput = {
  id?: InputMaybe<Scalars['String']['input']>;
  indicators?: InputMaybe<Array<MilestoneIndicatorInput>>;
};

export type MilestoneFormInput = {
  categories?: InputMaybe<Array<MilestoneCategoryInput>>;
  client_uuid: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};

export type MilestoneIndicatorInput = {
  id: Scalars['ID']['input'];
  status?: InputMaybe<Scalars['FieldAnswer']['input']>;
};

export type MyChildInput = {
  birthdate?: InputMaybe<Scalars['String']['input']>;
  uuid: Scalars['ID']['input'];
};

/** A synced record's key: its table (docs/product.md §3) and uuid */
export type RecordKeyInput = {
  table: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};

export type RegionInput = {
  countryID?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type RehabActionInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  ready?: InputMaybe<Scalars['Boolean']['input']>;
  uuid: Scalars['ID']['input'];
};

export type RehabDomainInput = {
  abilities?: InputMaybe<Scalars['String']['input']>;
  challenges?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  domain_id?: InputMaybe<Scalars['String']['input']>;
  goals?: InputMaybe<Array<RehabGoalInput>>;
  info?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type RehabGoalInput = {
  achieved?: InputMaybe<Scalars['Boolean']['input']>;
  actions?: InputMaybe<Array<RehabActionInput>>;
  activationdate?: InputMaybe<Scalars['String']['input']>;
  active?: InputMaybe<Scalars['Boolean']['input']>;
  completiondate?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  domain_id?: InputMaybe<Scalars['String']['input']>;
  evaluation?: InputMaybe<Scalars['String']['input']>;
  finished?: InputMaybe<Scalars['Boolean']['input']>;
  goal?: InputMaybe<Scalars['String']['input']>;
  satisfaction?: InputMaybe<Scalars['Float']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  uuid: Scalars['ID']['input'];
  why?: InputMaybe<Scalars['String']['input']>;
};

export type RehabilitationInput = {
  archive?: InputMaybe<Scalars['Boolean']['input']>;
  client_uuid: Scalars['ID']['input'];
  diary_items?: InputMaybe<Array<DiaryItemInput>>;
  domains?: InputMaybe<Array<RehabDomainInput>>;
  ladder_of_live?: InputMaybe<Array<LadderItemInput>>;
  uuid: Scalars['ID']['input'];
  visitFrequency?: InputMaybe<Scalars['String']['input']>;
};

/** A removal, the old removed-items log entry (docs/product.md §3) */
export type RemovedItemInput = {
  table: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};

/** Filters of a report or connection; every one is optional and they all apply together */
export type ReportFilterInput = {
  /** Archived records only (true) or never archived (false): clients' archived, plans' archive */
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  /** regionID of the app install that wrote the record */
  region?: InputMaybe<Scalars['String']['input']>;
  /** Records whose status is exactly this */
  status?: InputMaybe<Scalars['String']['input']>;
  /** Records last changed at or after this moment */
  updatedFrom?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Records last changed at or before this moment */
  updatedTo?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Valid clients only (true) or invalid only (false) */
  valid?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ReportedErrorInput = {
  fileName?: InputMaybe<Scalars['String']['input']>;
  lineNumber?: InputMaybe<Scalars['Int']['input']>;
  message: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

export type SatisfactionInput = {
  satisfaction?: InputMaybe<Scalars['Float']['input']>;
  uuid: Scalars['ID']['input'];
};

export type SetTeamMemberInput = {
  /** WORKER moves her from another team she is a worker of */
  role: TeamRole;
  teamId: Scalars['Int']['input'];
  /** A worker's account of the team's deployment (never an operator's) */
  userId: Scalars['Int']['input'];
};

/** A view a supervisor's phone made while offline, to be audited (supervisor.viewed) */
export type SupervisorViewInput = {
  /** The client looked at, if any: the audit log keeps a keyed pseudonym of it, never her name */
  clientUuid?: InputMaybe<Scalars['String']['input']>;
  /** The phone was online when she opened the screen: audited as an online view. Left out or false: an offline view */
  online?: InputMaybe<Scalars['Boolean']['input']>;
  /** The screen, e.g. team, worker, client, plan, milestones */
  screen: Scalars['String']['input'];
  viewedAt: Scalars['DateTimeISO']['input'];
  workerId: Scalars['Int']['input'];
};

export type SyncBatchInput = {
  /** The app install (device) that queued the entries */
  appInstallId: Scalars['ID']['input'];
  /** The entries, each a SyncEntryInput */
  entries: Scalars['SyncEntries']['input'];
};

/** One outbox entry; the record travels in the field named for its table. The shape of each entry of SyncEntries */
export type SyncEntryInput = {
  /** The dataversion this edit was based on */
  baseDataversion?: InputMaybe<Scalars['Int']['input']>;
  /** The record, when table is chat_messages */
  chatMessage?: InputMaybe<ChatMessageInput>;
  /** The record, when table is clients */
  client?: InputMaybe<ClientInput>;
  /** The record, when table is client_elements */
  clientElement?: InputMaybe<ClientElementInput>;
  /** The record, when table is client_images */
  clientImage?: InputMaybe<ClientImageInput>;
  /** The record, when table is client_milestones */
  clientMilestone?: InputMaybe<ClientMilestoneInput>;
  /** Increasing per app install; a replayed id changes nothing */
  clientMutationId: Scalars['Int']['input'];
  /** The record, when table is cycle_actions */
  cycleAction?: InputMaybe<CycleActionInput>;
  /** The record, when table is cycle_descriptions */
  cycleDescription?: InputMaybe<CycleDescriptionInput>;
  /** The record, when table is favorites */
  favorite?: InputMaybe<FavoriteInput>;
  /** The record, when table is hiapp_client_forms */
  hiappClientForm?: InputMaybe<HiappClientFormInput>;
  /** The record, when table is milestones */
  milestoneForm?: InputMaybe<MilestoneFormInput>;
  /** The record, when table is my_children */
  myChild?: InputMaybe<MyChildInput>;
  op?: SyncOp;
  queuedAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** The record, when table is rehabilitations */
  rehabilitation?: InputMaybe<RehabilitationInput>;
  /** snake_case table name, e.g. clients */
  table: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};

/** Save a record, or delete it (a tombstone) */
export type SyncOp =
  | 'DELETE'
  | 'UPSERT';

/** APPLIED: written. DUPLICATE: seen before, nothing changed. MERGED: merged with a newer version from another device (kept in history), the merged record returned. CONFLICT: merged, but fields changed on both sides clashed: the later write kept for them, both values returned. REJECTED: failed validation, nothing stored (see reason) */
export type SyncStatus =
  | 'APPLIED'
  | 'CONFLICT'
  | 'DUPLICATE'
  | 'MERGED'
  | 'REJECTED';

/** What a device holds of a table, by ranges */
export type TableHoldingsInput = {
  ranges: Array<HoldingsRangeInput>;
  /** The table's name (docs/product.md §3) */
  table: Scalars['String']['input'];
};

/** CSV (the text itself) or XLSX (its bytes in base64) */
export type TeamFileFormat =
  | 'CSV'
  | 'XLSX';

/** What is wrong with a row's cell (docs/operator-console.md, "Importing a team") */
export type TeamImportProblem =
  | 'DEPLOYMENT_NOT_YOURS'
  | 'DEPLOYMENT_UNKNOWN'
  | 'EMAIL_INVALID'
  | 'EMAIL_OF_ANOTHER_DEPLOYMENT'
  | 'EMAIL_TWICE_IN_FILE'
  | 'NAME_MISSING'
  | 'REGION_UNKNOWN'
  | 'ROLE_NOT_IMPORTED'
  | 'ROLE_UNKNOWN'
  | 'TEAM_FOR_OPERATOR'
  | 'TEAM_ROLE_UNKNOWN'
  | 'TEAM_UNKNOWN';

/** WORKER: her team (a worker is in at most one); SUPERVISOR: she reads its workers' records (any number of teams) */
export type TeamRole =
  | 'SUPERVISOR'
  | 'WORKER';

/** CREATE: a new account (made, unless a dry run); UNCHANGED: the account is already there; ERROR: the row is not imported */
export type TeamRowOutcome =
  | 'CREATE'
  | 'ERROR'
  | 'UNCHANGED';

/** Which clients move, and from whom to whom (docs/teams.md, "Moving a caseload") */
export type TransferClientsInput = {
  /** The clients' uuids, each hers; omitted: every client of hers */
  clientUuids?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The worker whose clients move */
  fromUserId: Scalars['Int']['input'];
  /** The worker they move to: of the same deployment, not disabled */
  toUserId: Scalars['Int']['input'];
};

export type UpdateTeamInput = {
  /** A region id; "" or null: no area; left out: unchanged */
  area?: InputMaybe<Scalars['String']['input']>;
  /** A new name; left out: unchanged */
  name?: InputMaybe<Scalars['String']['input']>;
  teamId: Scalars['Int']['input'];
};

export type UserFilter = {
  /** App identifier of the deployment */
  application?: InputMaybe<Scalars['String']['input']>;
  /** At most this many, the newest first (default and most 500) */
  first?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the e-mail or name, without regard to case (at most 320 characters) */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** WORKER; OPERATOR_OF_DEPLOYMENT (the console, for the account's deployment); OPERATOR_OF_ALL (every deployment) */
export type UserRole =
  | 'OPERATOR_OF_ALL'
  | 'OPERATOR_OF_DEPLOYMENT'
  | 'WORKER';

/** An operator's order for a device (docs/shared-phone.md). NONE: none. RETIRE: send what waits, then wipe. LOST: wipe at once; what waits is discarded, every other request is refused */
export type WipeOrder =
  | 'LOST'
  | 'NONE'
  | 'RETIRE';
