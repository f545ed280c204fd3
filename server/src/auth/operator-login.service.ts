import type { UserRow } from "../db/schema.js";
import { BadInput, Forbidden, Unauthenticated } from "../errors.js";
import type { AuditTrail } from "./audit-trail.js";
import { dummyHash, MAX_EMAIL_LENGTH, operatorSessionEnd } from "./auth.service.js";
import { MAX_PASSWORD_LENGTH } from "./password-policy.js";
import { LOGIN_FAILURE_WINDOW_SECONDS, loginLimits, type Throttle } from "./login-throttle.js";
import { isOperatorRole, operatorGrantOf } from "./operator.js";
import { verifyPassword } from "./password.js";
import { toAuthUser } from "./auth.service.js";
import { hashToken, newToken } from "./token.js";
import type { UsersRepository } from "./users.repository.js";

/**
 * docs/operator-console.md, "Who signs in": operators log in at /admin, never as workers; so does a
 * supervisor, with her own worker account, for a session that reads her team only (docs/teams.md,
 * "In the console").
 */
export class OperatorLoginService {
  constructor(
    private readonly users: UsersRepository,
    private readonly throttle: Throttle,
    private readonly audit: AuditTrail,
    /** Whether the account supervises a team that has workers (docs/teams.md). */
    private readonly supervisesAnyone: (userId: number) => Promise<boolean> = () => Promise.resolve(false),
  ) {}

  /**
   * docs/operator-console.md: an operator's login at /admin, with the workers' throttles; every
   * failure is audited and answered as a wrong password, whatever the reason.
   */
  async login(email: unknown, password: unknown, address: string): Promise<{ token: string; row: UserRow }> {
    if (typeof email !== "string" || email.trim() === "") throw new BadInput("email: is required").because("CREDENTIALS_REQUIRED");
    if (typeof password !== "string" || password === "") throw new BadInput("password: is required").because("CREDENTIALS_REQUIRED");
    if (email.length > MAX_EMAIL_LENGTH) throw new BadInput(`email: must be at most ${MAX_EMAIL_LENGTH} characters`);
    if (password.length > MAX_PASSWORD_LENGTH) throw new BadInput(`password: must be at most ${MAX_PASSWORD_LENGTH} characters`);
    const { pairKey, limits } = loginLimits(email, address);
    const attempt = await this.throttle.take(limits, LOGIN_FAILURE_WINDOW_SECONDS, "too many failed logins", "TOO_MANY_LOGINS");
    const row = await this.users.findByEmail(email.trim());
    const verified = await verifyPassword(row?.password_hash ?? (await dummyHash()), password);
    if (row && verified && !row.disabled_at && !isOperatorRole(row.role)) return this.supervisorLogin(row, address, attempt, pairKey);
    const why = !row ? "no such account" : !verified ? "wrong password" : !isOperatorRole(row.role) ? "not an operator" : row.disabled_at ? "disabled" : null;
    if (why !== null || !row) {
      const application = row && isOperatorRole(row.role) && row.role !== "operator-all" ? row.application : null;
      await this.audit.recordAnyone(email.trim(), address, { action: "operator.login-failed", application, detail: why });
      throw new Unauthenticated("wrong e-mail or password").because("WRONG_CREDENTIALS");
    }
    await this.throttle.loginSucceeded(attempt, pairKey);
    const token = newToken();
    await this.users.insertToken(hashToken(token), row.id, null, operatorSessionEnd());
    await this.audit.record(
      { user: null, installId: null, isAdmin: false, operator: operatorGrantOf(row), address },
      {
        action: "operator.login",
        application: row.role === "operator-all" ? null : row.application,
      },
    );
    return { token, row };
  }

  /**
   * docs/teams.md, "In the console": a worker who supervises a team with workers gets a console
   * session (marked, bound to no install, an operator's 8 hours); one who supervises nobody is
   * told the console is not for her. Her password was right: saying so tells nothing new.
   */
  private async supervisorLogin(row: UserRow, address: string, attempt: string[], pairKey: string): Promise<{ token: string; row: UserRow }> {
    const identity = { user: null, installId: null, isAdmin: false, consoleSupervisor: toAuthUser(row), address };
    if (!(await this.supervisesAnyone(row.id))) {
      await this.audit.record(identity, { action: "operator.login-failed", application: row.application, detail: "supervises no team" });
      throw new Forbidden("this account supervises no team: only operators and supervisors sign in to the console; a worker uses the app on her phone").because(
        "NOT_SUPERVISOR",
      );
    }
    await this.throttle.loginSucceeded(attempt, pairKey);
    const token = newToken();
    await this.users.insertToken(hashToken(token), row.id, null, operatorSessionEnd(), true);
    // A login at the console, as an operator's is; the detail says whose (docs/teams.md, "In the console").
    await this.audit.record(identity, { action: "operator.login", application: row.application, detail: "supervisor: her team, read only" });
    return { token, row };
  }
}
