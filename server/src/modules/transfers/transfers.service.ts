import type { Identity } from "../../auth/identity.js";
import { accountInScope, operatorScope } from "../../auth/operator.js";
import { BadInput, NotFound } from "../../errors.js";
import type { AuditLog } from "../audit/audit.service.js";
import { pseudonym } from "../reporting/pseudonym.js";
import type { TransferAccount, TransfersRepository } from "./transfers.repository.js";

/** What an operator asks to move (transferClients' input). */
export interface TransferRequest {
  fromUserId: number;
  toUserId: number;
  /** Omitted (null): every live client of hers. */
  clientUuids?: string[] | null;
}

/** How many clients moved, and how many records with them (their own among them). */
export interface TransferCounts {
  clients: number;
  records: number;
}

/** The client pseudonyms an audit event's detail lists at most (the count is always given). */
const LISTED_PSEUDONYMS = 20;

/**
 * docs/teams.md, "Moving a caseload": an operator of the deployment moves clients from one of its
 * workers to another; audited as `clients.transferred`, the clients named only by pseudonyms (as
 * `client.erased` names hers: docs/operating.md, "Erasing a client").
 */
export class TransfersService {
  constructor(
    private readonly transfers: TransfersRepository,
    private readonly pseudonymKey: (application: string) => Promise<string>,
    private readonly audit: AuditLog,
  ) {}

  async transferClients(identity: Identity, request: TransferRequest): Promise<TransferCounts> {
    const scope = operatorScope(identity, "transferClients");
    if (request.fromUserId === request.toUserId)
      throw new BadInput(`toUserId: ${request.toUserId} is the worker the clients are moved from; choose another worker`);
    const from = await this.worker(scope, request.fromUserId, "fromUserId");
    const to = await this.worker(scope, request.toUserId, "toUserId");
    if (to.application !== from.application) {
      throw new BadInput(
        `toUserId: ${to.email} is a worker of the deployment ${to.application}, not of ${from.application}: a caseload moves within its deployment`,
      );
    }
    if (to.disabled_at !== null) throw new BadInput(`toUserId: ${to.email} is disabled; enable the account or choose another worker`);
    const uuids = request.clientUuids ?? null;
    if (uuids !== null) await this.checkClients(from, uuids);
    const moved = await this.transfers.transfer(from.application, from.id, to.id, uuids === null ? null : [...new Set(uuids)]);
    const secret = await this.pseudonymKey(from.application);
    const named = moved.clients.slice(0, LISTED_PSEUDONYMS).map((uuid) => pseudonym(secret, `id:${uuid}`));
    const more = moved.clients.length - named.length;
    await this.audit.record(identity, {
      action: "clients.transferred",
      application: from.application,
      target: from.email,
      detail:
        `${moved.clients.length} clients and ${moved.records} records moved to ${to.email}` +
        (named.length > 0 ? `: ${named.join(", ")}${more > 0 ? ` and ${more} more` : ""}` : ""),
    });
    return { clients: moved.clients.length, records: moved.records };
  }

  /** A worker of the operator's deployment, or a clear refusal naming the field. */
  private async worker(scope: ReturnType<typeof operatorScope>, id: number, field: string): Promise<TransferAccount> {
    const account = await this.transfers.account(id);
    if (!account || !accountInScope(scope, account)) throw new NotFound(`${field}: no user ${id} in your deployment`);
    if (account.role !== "worker") throw new BadInput(`${field}: ${account.email} is an operator, not a worker: only a worker holds clients`);
    return account;
  }

  /** Each client asked for is one of hers, live, in her deployment. */
  private async checkClients(from: TransferAccount, uuids: readonly string[]): Promise<void> {
    if (uuids.length === 0) throw new BadInput("clientUuids: empty; omit it to move every client of hers");
    const stored = new Map((await this.transfers.clientOwners(from.application, uuids)).map((client) => [client.uuid, client]));
    uuids.forEach((uuid, index) => {
      const client = stored.get(uuid);
      if (!client || client.deleted) throw new BadInput(`clientUuids[${index}]: no client ${uuid} in the deployment ${from.application}`);
      if (client.owner_user_id !== from.id) throw new BadInput(`clientUuids[${index}]: client ${uuid} is not ${from.email}'s`);
    });
  }
}
