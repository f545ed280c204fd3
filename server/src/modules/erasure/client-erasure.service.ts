import type { AuditLog } from "../audit/audit.service.js";
import type { Identity } from "../../auth/identity.js";
import { inScope, operatorScope } from "../../auth/operator.js";
import { BadInput, NotFound } from "../../errors.js";
import { pseudonym } from "../reporting/pseudonym.js";
import type { ClientErasureRepository, ErasedKey } from "./client-erasure.repository.js";
import { exportClientData, type ClientDataExportData } from "./client-export.service.js";

/** The word an operator types to erase a client (docs/operating.md, "Erasing a client"). */
export const ERASE_CONFIRMATION = "ERASE";

/**
 * docs/operating.md, "Erasing a client": an operator erases a client of her deployment; the audit log
 * names the client only by a keyed hash of her uuid (the deployment's pseudonym key,
 * docs/REPORTING.md), never her name.
 */
export class ClientErasureService {
  constructor(
    private readonly erasures: ClientErasureRepository,
    private readonly pseudonymKey: (application: string) => Promise<string>,
    private readonly audit: AuditLog,
    /** After each erasure: the list of erased clients written beside the backups (server/src/modules/erasure/erased-list-file.ts); none without backups. */
    private readonly afterErasure: () => Promise<void> = () => Promise.resolve(),
  ) {}

  /** docs/operating.md, "An access request": everything held on her, audited (server/src/modules/erasure/client-export.service.ts). */
  exportClient(identity: Identity, clientUuid: string): Promise<ClientDataExportData> {
    return exportClientData(identity, clientUuid, { exports: this.erasures.exports, pseudonymKey: this.pseudonymKey, audit: this.audit });
  }

  async eraseClient(identity: Identity, clientUuid: string, confirm: string): Promise<ErasedKey[]> {
    const scope = operatorScope(identity, "eraseClient");
    if (confirm !== ERASE_CONFIRMATION) throw new BadInput(`confirm: must be exactly "${ERASE_CONFIRMATION}" to erase a client`);
    const application = await this.erasures.applicationOf(clientUuid);
    if (application === undefined || application === null || !inScope(scope, application)) throw new NotFound(`client ${clientUuid}: none in your deployment`);
    const reached = await this.erasures.eraseClient(application, clientUuid);
    const erased = reached.filter((k) => !k.blanked);
    const blanked = reached.length - erased.length;
    const secret = await this.pseudonymKey(application);
    await this.audit.record(identity, {
      action: "client.erased",
      application,
      target: pseudonym(secret, `id:${clientUuid}`),
      detail: `${erased.length} records erased` + (blanked > 0 ? `, ${blanked} chat messages blanked` : ""),
    });
    await this.afterErasure();
    return erased;
  }
}
