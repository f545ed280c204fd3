import type { Identity } from "../../auth/identity.js";
import { accountInScope, auditDeploymentOf, operatorScope } from "../../auth/operator.js";
import type { UsersRepository } from "../../auth/users.repository.js";
import type { UserRow } from "../../db/schema.js";
import { BadInput, NotFound } from "../../errors.js";
import type { AuditLog } from "../audit/audit.service.js";
import type { AccountsRepository } from "./accounts.repository.js";

export const MAX_USERS = 500;
const MAX_SEARCH = 320;

export interface UserFilterInput {
  search?: string | null;
  application?: string | null;
  first?: number | null;
}

/** docs/operator-console.md: the users page. An operator of one deployment sees and acts on hers only. */
export class AccountsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly sessions: Pick<UsersRepository, "revokeEverySession">,
    private readonly audit: AuditLog,
  ) {}

  async list(identity: Identity, filter: UserFilterInput | null | undefined): Promise<UserRow[]> {
    const scope = operatorScope(identity, "users");
    const first = filter?.first ?? MAX_USERS;
    if (!Number.isInteger(first) || first < 1 || first > MAX_USERS) throw new BadInput(`filter.first: must be a whole number from 1 to ${MAX_USERS}`);
    const search = filter?.search ?? null;
    if (search !== null && search.length > MAX_SEARCH) throw new BadInput(`filter.search: must be at most ${MAX_SEARCH} characters`);
    const wanted = filter?.application?.trim() || null;
    if (wanted !== null && wanted.length > 64) throw new BadInput("filter.application: must be at most 64 characters");
    if (scope.application !== null && wanted !== null && wanted.toLowerCase() !== scope.application.toLowerCase()) return [];
    return this.accounts.list({
      application: scope.application ?? wanted,
      search: search?.trim() || null,
      limit: first,
      withOperatorsOfAll: scope.application === null,
    });
  }

  /** One account the operator may see, else undefined. */
  async find(identity: Identity, id: number): Promise<UserRow | undefined> {
    const scope = operatorScope(identity, "users");
    const row = await this.accounts.find(id);
    return row && accountInScope(scope, row) ? row : undefined;
  }

  /** A supervisor's own account, for her console session (docs/teams.md, "In the console"). */
  findOwn(id: number): Promise<UserRow | undefined> {
    return this.accounts.find(id);
  }

  /** Disables the account: it logs in no more, its sessions and one-time login tokens end at once. */
  async disable(identity: Identity, id: number): Promise<UserRow> {
    const scope = operatorScope(identity, "disableUser");
    const row = await this.accounts.find(id);
    if (!row || !accountInScope(scope, row)) throw new NotFound(`id: no user ${id}`);
    const disabled = await this.accounts.disable(id, new Date());
    if (!disabled) return row;
    await this.sessions.revokeEverySession(id);
    await this.audit.record(identity, { action: "user.disabled", application: auditDeploymentOf(row), target: row.email });
    return disabled;
  }

  /**
   * Enables a disabled account again: it may log in as before (no session of before comes back; she
   * logs in). Undoes disable; audited. An account that is not disabled is answered as it is.
   */
  async enable(identity: Identity, id: number): Promise<UserRow> {
    const scope = operatorScope(identity, "enableUser");
    const row = await this.accounts.find(id);
    if (!row || !accountInScope(scope, row)) throw new NotFound(`id: no user ${id}`);
    const enabled = await this.accounts.enable(id);
    if (!enabled) return row;
    await this.audit.record(identity, { action: "user.enabled", application: auditDeploymentOf(row), target: row.email });
    return enabled;
  }
}
