import type { Kysely } from "kysely";
import { AuthService, type LoginOrigin } from "./auth/auth.service.js";
import { PasswordFlowsService } from "./auth/password-flows.service.js";
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
import { ReportingAggregatesRepository } from "./modules/reporting/reporting-aggregates.repository.js";
import { ReportingRepository } from "./modules/reporting/reporting.repository.js";
import { ReportingService } from "./modules/reporting/reporting.service.js";
import { ReportingTokensRepository } from "./modules/reporting/reporting-tokens.repository.js";
import { LoginThrottle } from "./auth/login-throttle.js";
import { QUERY_LIMITS } from "./graphql/query-limits.js";
import { syncedTables } from "./modules/synced-entities.js";
import { SyncedRecordsService } from "./modules/synced-records.service.js";
import { RecordsRepository } from "./sync/records.repository.js";
import { RecordsService } from "./sync/records.service.js";
import { SyncService } from "./sync/sync.service.js";
import { TableRegistry } from "./sync/synced-table.js";

export interface Services {
  auth: AuthService;
  passwords: PasswordFlowsService;
  /** Where a login comes from: its address and the deployment of its host. */
  loginOrigin(host: string, address: string): Promise<LoginOrigin>;
  installs: InstallsService;
  sync: SyncService;
  records: RecordsService;
  syncedRecords: SyncedRecordsService;
  errorLog: ErrorLogService;
  appUsage: AppUsageService;
  content: ContentService;
  deployments: DeploymentService;
  hiappPdf: HiappPdfService;
  reporting: ReportingService;
}

/** Wires repositories into services; every door (GraphQL, REST) uses these same instances. */
export function createServices(db: Kysely<Database>, options: { adminToken: string | undefined }): Services {
  const tables = new TableRegistry(syncedTables);
  const installsRepository = new InstallsRepository(db);
  const recordsRepository = new RecordsRepository(db, tables.sharedWithDeployment());
  const records = new RecordsService(recordsRepository, tables);
  const usersRepository = new UsersRepository(db);
  const reportingTokens = new ReportingTokensRepository(db);
  const auth = new AuthService(usersRepository, installsRepository, options.adminToken, new LoginThrottle(), reportingTokens);
  const reportingRecords = new ReportingRepository(db, QUERY_LIMITS.reportStatementTimeoutMs);
  const syncedRecords = new SyncedRecordsService(recordsRepository, records);
  const content = new ContentService(new ContentRepository(db));
  return {
    auth,
    passwords: new PasswordFlowsService(usersRepository, auth),
    async loginOrigin(host, address) {
      const deployment = await content.applicationForHost(host).catch(() => null);
      return { address, deployment: deployment?.app_identifier ?? null };
    },
    installs: new InstallsService(installsRepository, db),
    sync: new SyncService(db, recordsRepository, installsRepository, tables),
    records,
    syncedRecords,
    errorLog: new ErrorLogService(db),
    appUsage: new AppUsageService(db),
    content,
    deployments: new DeploymentService(db),
    hiappPdf: new HiappPdfService(content),
    reporting: new ReportingService(reportingTokens, reportingRecords, new ReportingAggregatesRepository(reportingRecords), (row) => syncedRecords.view(row)),
  };
}
