import type { Kysely } from "kysely";
import { AuthService } from "./auth/auth.service.js";
import { InstallsRepository } from "./auth/installs.repository.js";
import { InstallsService } from "./auth/installs.service.js";
import { UsersRepository } from "./auth/users.repository.js";
import type { Database } from "./db/schema.js";
import { ContentRepository } from "./modules/content/content.repository.js";
import { ContentService } from "./modules/content/content.service.js";
import { DeploymentService } from "./modules/content/deployment.service.js";
import { ErrorLogService } from "./modules/logging/error-log.js";
import { syncedTables } from "./modules/synced-entities.js";
import { SyncedRecordsService } from "./modules/synced-records.service.js";
import { RecordsRepository } from "./sync/records.repository.js";
import { RecordsService } from "./sync/records.service.js";
import { SyncService } from "./sync/sync.service.js";
import { TableRegistry } from "./sync/synced-table.js";

export interface Services {
  auth: AuthService;
  installs: InstallsService;
  sync: SyncService;
  records: RecordsService;
  syncedRecords: SyncedRecordsService;
  errorLog: ErrorLogService;
  content: ContentService;
  deployments: DeploymentService;
}

/** Wires repositories into services; every door (GraphQL, REST) uses these same instances. */
export function createServices(db: Kysely<Database>, options: { adminToken: string | undefined }): Services {
  const tables = new TableRegistry(syncedTables);
  const installsRepository = new InstallsRepository(db);
  const recordsRepository = new RecordsRepository(db);
  const records = new RecordsService(recordsRepository, tables);
  return {
    auth: new AuthService(new UsersRepository(db), installsRepository, options.adminToken),
    installs: new InstallsService(installsRepository, db),
    sync: new SyncService(db, recordsRepository, installsRepository, tables),
    records,
    syncedRecords: new SyncedRecordsService(recordsRepository, records),
    errorLog: new ErrorLogService(db),
    content: new ContentService(new ContentRepository(db)),
    deployments: new DeploymentService(db),
  };
}
