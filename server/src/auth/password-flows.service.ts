import { BadInput, Forbidden, NotFound, Unauthenticated } from "../errors.js";
import type { AuthService, LoginResult } from "./auth.service.js";
import { emailAddressOf } from "./email-address.js";
import type { AuditTrail } from "./audit-trail.js";
import type { Identity } from "./identity.js";
import { accountInScope, auditDeploymentOf, operatorScope, requireEveryDeployment } from "./operator.js";
import { hashPassword } from "./password.js";
import type { PasswordWrapsRepository } from "./password-wraps.repository.js";
import { checkedNewPassword } from "./password-policy.js";
import { loginCodeKey, newLoginCode } from "./login-code.js";
import { hashToken } from "./token.js";
import type { UsersRepository } from "./users.repository.js";
import { wrapVaultKey } from "./vault-key-wrap.js";

/** A one-time login token is good for a week. */
export const LOGIN_TOKEN_DAYS = 7;

/** Sends a one-time login token to a user, where a mail service is configured. */
export interface Mailer {
  sendLoginToken(email: string, token: string): Promise<void>;
}

/** /requestforpassword: one-time login tokens, setting a password, and password requests. */
export class PasswordFlowsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly auth: AuthService,
    private readonly audit: AuditTrail,
    private readonly wraps: PasswordWrapsRepository,
    private readonly mailer: Mailer | null = null,
  ) {}

  /** Operator: a one-time login token for a user, to hand over or send. */
  async createLoginToken(identity: Identity, email: string): Promise<string> {
    const scope = operatorScope(identity, "createLoginToken");
    if (email.length > 320) throw new BadInput("email: must be at most 320 characters");
    const user = await this.users.findByEmail(email.trim());
    if (!user || !accountInScope(scope, user)) throw new NotFound(`email: no user with e-mail ${email}`);
    // A login token sets the account's password: for an operator's account it would hand over her name in the audit log.
    if (scope.application !== null && user.role !== "worker")
      throw new Forbidden("email: only an operator of every deployment issues a login token for an operator");
    const token = await this.issueLoginToken(user.id);
    await this.audit.record(identity, { action: "login-token.issued", application: auditDeploymentOf(user), target: user.email });
    return token;
  }

  /** Token login: the one-time token sets the user's password and starts a session. */
  async setPassword(token: unknown, password: unknown, address?: string): Promise<LoginResult> {
    if (typeof token !== "string" || token.trim() === "") throw new BadInput("token: is required").because("LOGIN_TOKEN_INVALID");
    // Judged before the token is used up, so a refused password leaves the token for the next try.
    const checked = await checkedNewPassword(password, "password");
    const user = await this.users.consumeLoginToken(hashToken(loginCodeKey(token)));
    if (!user) throw new Unauthenticated("token: this login token is unknown, used or expired; ask for a new one").because("LOGIN_TOKEN_INVALID");
    // Her vault key wrapped by the new password, for the phones holding her vault (docs/shared-phone.md, "The worker's key (vault key)").
    const [hash, wrap] = await Promise.all([hashPassword(checked), this.users.releaseVaultKey(user.id).then((key) => wrapVaultKey(key, checked))]);
    await this.wraps.setPassword(user.id, hash, wrap);
    await this.users.revokeEverySession(user.id);
    const session = await this.auth.startSession(user);
    await this.audit.record(
      { user: session.user, installId: null, isAdmin: false, address },
      { action: "password.reset", application: auditDeploymentOf(user), target: user.email, detail: "with a one-time login token" },
    );
    return session;
  }

  /**
   * A password request: always answered the same way, so it tells nobody whether an account exists.
   * Audited as asked by whoever typed the e-mail, from `from` (the caller's address), for the
   * operators of every deployment, who answer requests (docs/operator-console.md, "Password requests").
   */
  async requestPassword(email: unknown, from = "unknown"): Promise<void> {
    const address = emailAddressOf(email);
    const user = await this.users.findByEmail(address);
    await this.users.insertPasswordRequest(address, user?.id ?? null);
    await this.audit.recordAnyone(address, from, {
      action: "password.requested",
      application: null,
      target: address,
      detail: user ? null : "no account has this e-mail",
    });
    if (user && this.mailer) await this.mailer.sendLoginToken(user.email, await this.issueLoginToken(user.id));
  }

  async openRequests(identity: Identity) {
    requireEveryDeployment(identity, "passwordRequests");
    return this.users.openPasswordRequests();
  }

  /** Operator: answers a request with a new one-time token (sent too where a mailer is set). */
  async answerRequest(identity: Identity, id: number): Promise<string> {
    requireEveryDeployment(identity, "answerPasswordRequest");
    const request = await this.users.answerPasswordRequest(id);
    if (!request) throw new NotFound(`id: no open password request ${id}`);
    if (request.user_id === null) throw new BadInput(`id: nobody has the e-mail ${request.email}`);
    const token = await this.issueLoginToken(request.user_id);
    await this.audit.record(identity, { action: "login-token.issued", application: null, target: request.email, detail: "answering a password request" });
    if (this.mailer) await this.mailer.sendLoginToken(request.email, token);
    return token;
  }

  private async issueLoginToken(userId: number): Promise<string> {
    const token = newLoginCode();
    await this.users.insertLoginToken(hashToken(loginCodeKey(token)), userId, new Date(Date.now() + LOGIN_TOKEN_DAYS * 86_400_000));
    return token;
  }
}
