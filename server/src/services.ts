import type { Kysely } from "kysely";
import { AuthService, type LoginOrigin } from "./auth/auth.service.js";
import { OperatorLoginService } from "./auth/operator-login.service.js";
import { PasswordFlowsService } from "./auth/password-flows.service.js";
import { PasswordWrapsRepository } from "./auth/password-wraps.repository.js";
import { PasswordWrapsService } from "./auth/password-wraps.service.js";
import { InstallsRepository } from "./auth/installs.repository.js";
import { InstallsService } from "./auth/installs.service.js";
import { UsersRepository } from "./auth/users.repository.js";
import type { Database } from "./db/schema.js";
import { ContentRepository } from "./modules/content/content.repository.js";
import { ContentService } from "./modules/content/content.service.js";
import { DeploymentService } from "./modules/content/deployment.service.js";
import { HiappPdfService } from "./modules/health-issue/hiapp-pdf.service.js";
import { AppUsageService } from "./modules/logging/app-usage.js";
import { ErrorLogService } from "./modules/logging/error-log.js";
import { LoggingRepository } from "./modules/logging/logging.repository.js";
import { ReportingAggregatesRepository } from "./modules/reporting/reporting-aggregates.repository.js";
import { ReportingRepository } from "./modules/reporting/reporting.repository.js";
import { ReportingService } from "./modules/reporting/reporting.service.js";
import { ReportingTokensRepository } from "./modules/reporting/reporting-tokens.repository.js";
import { Throttle } from "./auth/login-throttle.js";
import { ThrottleRepository } from "./auth/throttle.repository.js";
import { Quotas, type Quota } from "./auth/quotas.js";
import { QUERY_LIMITS } from "./request/limits.js";
import { entityManifests } from "@stepwise/domain/entities";
import { SyncedRecordsService } from "./modules/synced-records.service.js";
import { RecordsRepository } from "./sync/records.repository.js";
import { RecordsService } from "./sync/records.service.js";
import { SyncService } from "./sync/sync.service.js";
import { TableRegistry } from "./sync/synced-table.js";
import { InstallRecordsRepository } from "./modules/install-records/install-records.repository.js";
import { InstallRecordsService } from "./modules/install-records/install-records.service.js";
import { DownloadRepository } from "./modules/download/download.repository.js";
import { DownloadService } from "./modules/download/download.service.js";
import { HoldingsRepository } from "./modules/holdings/holdings.repository.js";
import { HoldingsService } from "./modules/holdings/holdings.service.js";
import { StoredRecordsRepository } from "./modules/stored-records/stored-records.repository.js";
import { StoredRecordsService } from "./modules/stored-records/stored-records.service.js";
import { DevicesRepository } from "./modules/devices/devices.repository.js";
import { DevicesService } from "./modules/devices/devices.service.js";
import { DeviceSyncOutcomes } from "./modules/devices/sync-outcomes.js";
import { CallerBatchesService } from "./modules/sync-api/caller-batches.service.js";
import { AccountsRepository } from "./modules/accounts/accounts.repository.js";
import { AccountsService } from "./modules/accounts/accounts.service.js";
import { AuditRepository } from "./modules/audit/audit.repository.js";
import { AuditLog } from "./modules/audit/audit.service.js";
import { BackupEventsRepository } from "./modules/backup/backup-events.repository.js";
import { backupSettingsOf } from "./modules/backup/backup-settings.js";
import { BackupStatusService } from "./modules/backup/backup-status.service.js";
import type { BackupSettings, BackupSource } from "./modules/backup/backup.service.js";
import type { DatabaseKind } from "./db/database.js";
import { ClientErasureRepository } from "./modules/erasure/client-erasure.repository.js";
import { writeErasedList } from "./modules/erasure/erased-list-file.js";
import { erasedRows } from "./modules/restore/restore.repository.js";
import { ClientErasureService } from "./modules/erasure/client-erasure.service.js";
import { TransfersRepository } from "./modules/transfers/transfers.repository.js";
import { TransfersService } from "./modules/transfers/transfers.service.js";
import { RetentionRepository } from "./modules/retention/retention.repository.js";
import { RetentionService } from "./modules/retention/retention.service.js";
import { TimeZoneRepository, zoneOfDeployment } from "./modules/time-zone/time-zone.repository.js";
import { TimeZoneService } from "./modules/time-zone/time-zone.service.js";
import { ReminderRepository } from "./modules/reminder/reminder.repository.js";
import { ReminderService } from "./modules/reminder/reminder.service.js";
import { SyncHealthRepository } from "./modules/sync-health/sync-health.repository.js";
import { SyncHealthService } from "./modules/sync-health/sync-health.service.js";
import { SupervisionRepository } from "./modules/supervision/supervision.repository.js";
import { SupervisionService } from "./modules/supervision/supervision.service.js";
import { TeamImportService } from "./modules/team-import/team-import.service.js";
import { TeamsService } from "./modules/teams/teams.service.js";
import { supervisedWorkerIds } from "./modules/teams/teams.repository.js";
import { ContentReleasesRepository } from "./modules/content-releases/content-releases.repository.js";
import { ContentDraftsService } from "./modules/content-releases/content-drafts.service.js";
import { ReleaseFilesService } from "./modules/content-releases/release-files.service.js";
import { ReleaseReadsService } from "./modules/content-releases/release-reads.service.js";

export interface Services {
  auth: AuthService;
  operatorLogin: OperatorLoginService;
  passwords: PasswordFlowsService;
  /** docs/shared-phone.md, "The worker's key (vault key)": her key wrapped by the password set last, for a phone holding her vault. */
  passwordWraps: PasswordWrapsService;
  /** Per-address and per-install quotas of unauthenticated writes (docs/SECURITY.md, "Limits and quotas"). */
  quotas: Quotas;
  /** Where a login comes from: its address and the deployment of its host. */
  loginOrigin(host: string, address: string): Promise<LoginOrigin>;
  installs: InstallsService;
  sync: SyncService;
  /** The sync engine as the doors call it: each entry stamped with the caller's deployment. */
  callerBatches: CallerBatchesService;
  records: RecordsService;
  syncedRecords: SyncedRecordsService;
  /** A new device's first sync: every record of the caller, page by page (docs/sync-and-api.md). */
  download: DownloadService;
  /** docs/sync-and-api.md, "The holdings check": what a device holds compared with the server, and what it healed. */
  holdings: HoldingsService;
  /** docs/sync-and-api.md, "The device's feed": the records of a change notice or a catch-up page, in one request. */
  storedRecords: StoredRecordsService;
  installRecords: InstallRecordsService;
  /** docs/shared-phone.md: the device registry and operators' wipe orders. */
  devices: DevicesService;
  errorLog: ErrorLogService;
  appUsage: AppUsageService;
  content: ContentService;
  deployments: DeploymentService;
  hiappPdf: HiappPdfService;
  reporting: ReportingService;
  /** docs/operator-console.md: the audit log, the users page and sync health. */
  audit: AuditLog;
  /** docs/operating.md, "Erasing a client". */
  clientErasure: ClientErasureService;
  /** docs/teams.md, "Moving a caseload". */
  transfers: TransfersService;
  /** docs/operating.md, "Retention": each deployment's policy, read and set by its operators. */
  retention: RetentionService;
  /** docs/operating.md, "The deployment's time zone": set by its operators. */
  timeZones: TimeZoneService;
  /** docs/product.md §4, "One reminder a day": the hour, set by its operators. */
  reminders: ReminderService;
  /** docs/operating.md, "Backing up": the last good backup, and one made now. */
  backups: BackupStatusService;
  accounts: AccountsService;
  syncHealth: SyncHealthService;
  /** docs/teams.md, "What a supervisor may read": her teams' workers, their records read only, audited. */
  supervision: SupervisionService;
  /** docs/operator-console.md, "Importing a team". */
  teamImport: TeamImportService;
  /** docs/teams.md, "Teams and areas": a deployment's teams, for its operators. */
  teams: TeamsService;
  /** docs/operator-console.md, "Content, drafts and releases": each deployment's draft, publishing and rollback. */
  contentDrafts: ContentDraftsService;
  /** The diff between two releases, and a release as one file to export and import. */
  releaseFiles: ReleaseFilesService;
  /** docs/sync-and-api.md, "Content releases": content queries answered from a release, or from a draft for a preview ticket. */
  releaseReads: ReleaseReadsService;
}

/** Wires repositories into services; every door (GraphQL, REST) uses these same instances. */
export function createServices(
  db: Kysely<Database>,
  options: {
    adminToken: string | undefined;
    anonymousRecords?: Quota;
    anonymousBytes?: Quota;
    /** docs/operating.md, "Backing up": the configuration's settings and what a backup copies; without it backups are off. */
    backups?: { settings: BackupSettings; kind: DatabaseKind; source: () => BackupSource };
  },
): Services {
  const tables = new TableRegistry(entityManifests);
  const installsRepository = new InstallsRepository(db);
  const recordsRepository = new RecordsRepository(db, tables.sharedWithDeployment());
  const records = new RecordsService(recordsRepository, tables);
  const usersRepository = new UsersRepository(db);
  const reportingTokens = new ReportingTokensRepository(db);
  const throttle = new Throttle(new ThrottleRepository(db));
  const quotas = new Quotas(throttle, options.anonymousRecords, options.anonymousBytes);
  const audit = new AuditLog(new AuditRepository(db));
  const supervision = new SupervisionService(
    new SupervisionRepository(db),
    audit,
    (application) => reportingTokens.pseudonymKey(application),
    (application) => zoneOfDeployment(db, application),
  );
  const passwordWraps = new PasswordWrapsRepository(db);
  const auth = new AuthService(usersRepository, installsRepository, options.adminToken, throttle, reportingTokens, audit);
  const reportingRecords = new ReportingRepository(db, QUERY_LIMITS.reportStatementTimeoutMs);
  const syncedRecords = new SyncedRecordsService(recordsRepository, records, (application) => zoneOfDeployment(db, application));
  const contentRepository = new ContentRepository(db);
  const content = new ContentService(contentRepository);
  const logs = new LoggingRepository(db);
  const reportingAggregates = new ReportingAggregatesRepository(reportingRecords);
  const loginOrigin = async (host: string, address: string): Promise<LoginOrigin> => {
    const deployment = await content.applicationForHost(host).catch(() => null);
    return { address, deployment: deployment?.app_identifier ?? null };
  };
  const contentReleases = new ContentReleasesRepository(db);
  const contentDrafts = new ContentDraftsService(contentReleases, audit);
  const sync = new SyncService(db, recordsRepository, tables, quotas, new DeviceSyncOutcomes(installsRepository));
  return {
    auth,
    operatorLogin: new OperatorLoginService(usersRepository, throttle, audit, async (userId) => (await supervisedWorkerIds(db, userId)).length > 0),
    passwords: new PasswordFlowsService(usersRepository, auth, audit, passwordWraps),
    passwordWraps: new PasswordWrapsService(passwordWraps),
    quotas,
    loginOrigin,
    installs: new InstallsService(installsRepository, db, (identity, named, field) => auth.actAs(identity, named, field)),
    sync,
    callerBatches: new CallerBatchesService(
      sync,
      async (host) => (await loginOrigin(host, "")).deployment,
      (identity) => supervision.asSupervisor(identity),
    ),
    records,
    syncedRecords,
    download: new DownloadService(new DownloadRepository(db, tables.sharedWithDeployment()), syncedRecords),
    storedRecords: new StoredRecordsService(new StoredRecordsRepository(db, tables.sharedWithDeployment()), syncedRecords),
    holdings: new HoldingsService(new HoldingsRepository(db, tables.sharedWithDeployment()), tables.names(), audit),
    installRecords: new InstallRecordsService(new InstallRecordsRepository(db)),
    clientErasure: new ClientErasureService(
      new ClientErasureRepository(db),
      (application) => reportingTokens.pseudonymKey(application),
      audit,
      // docs/operating.md, "Kept, and replayed after a restore": the erased clients beside the backups, when backups are on.
      options.backups?.settings.passphrase
        ? async () => {
            const { dir, copyDir } = options.backups!.settings;
            writeErasedList([dir, copyDir], await erasedRows(db));
          }
        : undefined,
    ),
    transfers: new TransfersService(new TransfersRepository(db), (application) => reportingTokens.pseudonymKey(application), audit),
    retention: new RetentionService(new RetentionRepository(db), audit),
    timeZones: new TimeZoneService(new TimeZoneRepository(db), audit),
    reminders: new ReminderService(new ReminderRepository(db), audit),
    backups: backupsOf(db, options.backups),
    devices: new DevicesService(new DevicesRepository(db), usersRepository, (installId) => auth.forgetInstall(installId), audit),
    errorLog: new ErrorLogService(logs),
    appUsage: new AppUsageService(logs),
    content,
    deployments: new DeploymentService(contentRepository),
    hiappPdf: new HiappPdfService(content),
    reporting: new ReportingService(
      reportingTokens,
      reportingRecords,
      reportingAggregates,
      (row, today) => syncedRecords.view(row, today),
      audit,
      (application) => zoneOfDeployment(db, application),
    ),
    audit,
    accounts: new AccountsService(new AccountsRepository(db), usersRepository, audit),
    syncHealth: new SyncHealthService(
      new SyncHealthRepository(reportingRecords),
      () => auth.deployments(),
      (application) => zoneOfDeployment(db, application),
    ),
    teamImport: new TeamImportService(db, () => auth.deployments()),
    supervision,
    teams: new TeamsService(db, () => auth.deployments()),
    contentDrafts,
    releaseFiles: new ReleaseFilesService(contentReleases, contentDrafts),
    releaseReads: new ReleaseReadsService(contentReleases, content),
  };
}

/** The backups' service; with no settings (tests of other things) backups are off. */
function backupsOf(
  db: Kysely<Database>,
  backups: { settings: BackupSettings; kind: DatabaseKind; source: () => BackupSource } | undefined,
): BackupStatusService {
  const settings =
    backups?.settings ?? backupSettingsOf({ BACKUP_PASSPHRASE: undefined, BACKUP_DIR: "./backups", BACKUP_COPY_DIR: undefined, BACKUP_KEEP: 14 });
  const source =
    backups?.source ??
    (() => {
      throw new Error("this server was started without backups");
    });
  return new BackupStatusService(new BackupEventsRepository(db, backups?.kind ?? "postgres"), settings, source);
}
