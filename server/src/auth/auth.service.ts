import { z } from "zod";
import type { UserRow } from "../db/schema.js";
import { BadInput, Forbidden, Unauthenticated } from "../errors.js";
import { ContactClock } from "./contact-clock.js";
import {
  actingInstall,
  assertInstallId,
  installRefusal,
  sameInstall,
  sessionOnOtherInstall,
  type AuthUser,
  type Identity,
  type InstallGuard,
  type ReportingGrant,
  type SessionBinding,
  type WipeOrderName,
} from "./identity.js";
import { IdentityCache, type SessionUser } from "./identity-cache.js";
import type { InstallsRepository } from "./installs.repository.js";
import { hashPassword, verifyPassword } from "./password.js";
import { checkedNewPassword, MAX_PASSWORD_LENGTH } from "./password-policy.js";
import { sessionEndReason } from "./session-end.js";
import { hashToken, newToken, safeEqual } from "./token.js";
import type { UsersRepository } from "./users.repository.js";
import { describeZodError } from "../zod-errors.js";
import { LOGIN_FAILURE_WINDOW_SECONDS, loginLimits, type Throttle } from "./login-throttle.js";
import { auditDeploymentOf, inScope, isOperatorRole, OPERATOR_SESSION_HOURS, operatorGrantOf, operatorScope } from "./operator.js";
import type { AuditTrail } from "./audit-trail.js";

const NewUserSchema = z.object({
  application: z.string().trim().min(1, "is required").max(64, "must be at most 64 characters"),
  email: z.string().max(320, "must be at most 320 characters").pipe(z.email("must be an e-mail address")),
  name: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters"),
  // Without one the account logs in only once a one-time login token has set it (docs/operator-console.md); checkedNewPassword judges one.
  password: z.string().nullish(),
  role: z.enum(["worker", "operator-deployment", "operator-all"]).default("worker"),
});

/** docs/product.md §1: the three flavours, by app identifier. */
const SPEC_FLAVOURS = ["default", "MALA", "HIAPP"];

export type NewUserInput = z.input<typeof NewUserSchema>;

export interface LoginResult {
  token: string;
  user: AuthUser;
  /** docs/shared-phone.md: the worker's vault key (base64url), released only to her own session. */
  vaultKey: string;
}

/** Where a login comes from: the address (throttling) and the deployment of the host (docs/product.md §1). */
export interface LoginOrigin {
  address: string;
  /** app_identifier of the deployment the request's host is served by, when known. */
  deployment: string | null;
  /** The install the login comes from (X-App-Install-Id): the session is bound to it (docs/shared-phone.md). */
  installId?: string | null;
}

export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly installs: InstallsRepository,
    private readonly adminToken: string | undefined,
    private readonly throttle: Throttle,
    /** Read-only reporting tokens (docs/REPORTING.md), looked up when a bearer token is no user's. */
    private readonly reportingGrants: { findGrant(tokenHash: string): Promise<ReportingGrant | null> } | null = null,
    private readonly audit: AuditTrail,
    private readonly cache: IdentityCache = new IdentityCache(),
    private readonly contacts: ContactClock = new ContactClock(),
  ) {}

  /**
   * Operator action: a new account (docs/operator-console.md). An operator of one deployment makes
   * workers and operators of hers only; an operator of every deployment only ADMIN_TOKEN or another makes.
   */
  async createUser(identity: Identity, input: NewUserInput): Promise<UserRow> {
    const scope = operatorScope(identity, "createUser");
    const parsed = NewUserSchema.safeParse(input);
    if (!parsed.success) throw new BadInput(describeZodError(parsed.error, "createUser"));
    const { email, name, role } = parsed.data;
    const password = parsed.data.password == null ? null : await checkedNewPassword(parsed.data.password, "createUser.password");
    const application = await this.knownDeployment(parsed.data.application);
    if (!inScope(scope, application))
      throw new Forbidden(`createUser.application: an operator of ${scope.application} makes accounts of ${scope.application} only`);
    if (role === "operator-all" && scope.application !== null) throw new Forbidden("createUser.role: only an operator of every deployment makes another");
    if (await this.users.findByEmail(email)) throw new BadInput(`createUser.email: a user with e-mail ${email} already exists`);
    const row = await this.users.insert({ application, email, name, role, password_hash: await hashPassword(password ?? newToken()) });
    await this.audit.record(identity, { action: "user.created", application: auditDeploymentOf({ application, role }), target: email, detail: role });
    return row;
  }

  /**
   * docs/decisions/0002-menus-follow-the-deployment.md: an account of an unknown deployment could never log in. The deployments are
   * the server's and the three flavours of docs/product.md §1, matched without regard to case and stored as spelled there.
   */
  private async knownDeployment(application: string): Promise<string> {
    const known = await this.deployments();
    const match = known.find((id) => id.toLowerCase() === application.toLowerCase());
    if (!match) throw new BadInput(`createUser.application: no deployment "${application}"; the deployments are ${known.join(", ")}`);
    return match;
  }

  /** The deployments accounts may belong to: the server's and the three flavours of docs/product.md §1. */
  async deployments(): Promise<string[]> {
    return [...new Set([...(await this.users.deploymentIdentifiers()), ...SPEC_FLAVOURS])];
  }

  /**
   * Logs in with e-mail and password. The attempt is counted before the password is checked
   * (docs/SECURITY.md, "Limits and quotas"), per account and address pair and per address; an unknown
   * e-mail is checked against a dummy hash, so it takes as long as a known one.
   */
  async login(email: unknown, password: unknown, origin: LoginOrigin): Promise<LoginResult> {
    if (typeof email !== "string" || email.trim() === "") throw new BadInput("email: is required").because("CREDENTIALS_REQUIRED");
    if (typeof password !== "string" || password === "") throw new BadInput("password: is required").because("CREDENTIALS_REQUIRED");
    if (email.length > MAX_EMAIL_LENGTH) throw new BadInput(`email: must be at most ${MAX_EMAIL_LENGTH} characters`);
    if (password.length > MAX_PASSWORD_LENGTH) throw new BadInput(`password: must be at most ${MAX_PASSWORD_LENGTH} characters`);
    const { pairKey, limits } = loginLimits(email, origin.address);
    const attempt = await this.throttle.take(limits, LOGIN_FAILURE_WINDOW_SECONDS, "too many failed logins", "TOO_MANY_LOGINS");
    const row = await this.users.findByEmail(email.trim());
    const verified = await verifyPassword(row?.password_hash ?? (await dummyHash()), password);
    if (!row || !verified) throw new Unauthenticated("wrong e-mail or password").because("WRONG_CREDENTIALS");
    if (row.disabled_at !== null) throw new Unauthenticated("this account is disabled: ask your operator").because("ACCOUNT_DISABLED");
    // docs/operator-console.md: an operator's session is never a worker's (no vault key, 8 hours).
    if (isOperatorRole(row.role)) throw new Unauthenticated("this is an operator's account: log in at /admin").because("OPERATOR_ACCOUNT");
    if (origin.deployment !== null && row.application !== origin.deployment) {
      throw new Unauthenticated("this account belongs to another deployment of the app").because("OTHER_DEPLOYMENT");
    }
    await this.throttle.loginSucceeded(attempt, pairKey);
    return this.startSession(row, origin.installId ?? null);
  }

  /** A new session, bound to the install it starts from when one is named, with the worker's vault key. */
  async startSession(row: UserRow, installId: string | null = null): Promise<LoginResult> {
    const token = newToken();
    if (installId !== null) await this.installs.recordContact(installId, new Date());
    await this.users.insertToken(hashToken(token), row.id, installId, isOperatorRole(row.role) ? operatorSessionEnd() : undefined);
    if (installId !== null && !isOperatorRole(row.role)) await this.claimInstall(installId, row.id);
    return { token, user: toAuthUser(row), vaultKey: await this.users.releaseVaultKey(row.id) };
  }

  /** docs/shared-phone.md: the caller's own vault key, for a phone logged in before vault keys existed. */
  myVaultKey(identity: Identity): Promise<string> {
    if (!identity.user) throw new Unauthenticated("log in first: a vault key is released only to its worker's session");
    return this.users.releaseVaultKey(identity.user.id);
  }

  /** docs/product.md §4 logout: the server revokes the session token. */
  async logout(authorization: string | undefined): Promise<void> {
    const token = parseBearer(authorization);
    if (token === null) throw new Unauthenticated();
    const tokenHash = hashToken(token);
    await this.users.revokeToken(tokenHash);
    this.cache.forgetSession(tokenHash);
  }

  /**
   * Of these sessions (token hashes), those the database still holds valid, never from memory: a
   * revocation notice may have been missed (docs/SECURITY.md). Any other session
   * kept in memory is forgotten too, so the next request looks it up again.
   */
  async stillValidSessions(tokenHashes: string[]): Promise<Set<string>> {
    this.cache.forgetEverySession();
    return this.users.validTokens(tokenHashes);
  }

  /** A session revoked here or on another replica (SESSION_REVOKED_CHANNEL): it is not trusted from memory again. */
  forgetSession(tokenHash: string): void {
    this.cache.forgetSession(tokenHash);
  }

  /**
   * The caller behind the Authorization, X-App-Install-Id and X-App-Install-Secret headers. A bad
   * token is a 401; an install that may not be acted as by this caller is refused
   * (docs/shared-phone.md, installRefusal); a first secret is trusted and kept as its hash.
   */
  async resolveIdentity(authorization: string | undefined, installId: string | undefined, installSecret?: string): Promise<Identity> {
    const token = parseBearer(authorization);
    const isAdmin = token !== null && this.adminToken !== undefined && safeEqual(token, this.adminToken);
    const secretHash = secretHashOf(installSecret);
    let user: AuthUser | null = null;
    let session: SessionBinding | null = null;
    let sessionError: Unauthenticated | null = null;
    if (token !== null && !isAdmin) {
      const tokenHash = hashToken(token);
      const row = await this.sessionUser(tokenHash);
      const reporting = row ? null : await this.reportingGrants?.findGrant(tokenHash);
      if (reporting) {
        if (installId?.trim()) throw new Forbidden("a reporting token is read-only and cannot act as an app install (drop X-App-Install-Id)");
        return { user: null, installId: null, isAdmin: false, reporting };
      }
      if (row && isOperatorRole(row.role)) {
        if (installId?.trim()) throw new Forbidden("an operator's session cannot act as an app install (drop X-App-Install-Id)");
        return { user: null, installId: null, isAdmin: false, operator: operatorGrantOf(row) };
      }
      if (row?.token_console) {
        // docs/teams.md, "In the console": her team read only, never as a phone.
        if (installId?.trim()) throw consoleAsInstall();
        return { user: null, installId: null, isAdmin: false, consoleSupervisor: toAuthUser(row) };
      }
      if (row) {
        user = toAuthUser(row);
        session = { tokenHash, installId: row.token_install_id };
      } else {
        sessionError = await this.sessionEnded(tokenHash);
      }
    }
    const install = installId?.trim() ? installId.trim() : null;
    const withSession = session ? { session } : {};
    if (install === null) {
      if (sessionError) throw sessionError;
      return { user, installId: null, isAdmin, installSecretHash: secretHash, ...withSession };
    }
    assertInstallId(install, "X-App-Install-Id");
    const known = this.cache.installGuard(install) ?? (await this.installs.guard(install));
    // docs/shared-phone.md: a lost phone hears of its wipe at its next contact, whatever became of its session.
    if (provesLost(known, secretHash)) return { user: null, installId: install, isAdmin, installSecretHash: secretHash, wipeOrder: "LOST" };
    if (sessionError) throw sessionError;
    // docs/shared-phone.md: a session acts as its own install only, refused before anything of this install is written.
    if (session?.installId != null && !sameInstall(session.installId, install)) throw sessionOnOtherInstall(install);
    const guard = await this.usableInstall(install, known, user, secretHash);
    if (session !== null && session.installId === null) {
      if (guard === undefined) await this.installs.recordContact(install, new Date());
      await this.holdSession(session, install, user!.id);
    }
    if (guard !== undefined && this.contacts.due(install)) await this.installs.stampContact(install, new Date());
    return { user, installId: install, isAdmin, installSecretHash: secretHash, wipeOrder: (guard?.wipe_order as WipeOrderName | null) ?? null, ...withSession };
  }

  /**
   * The install a body or path names (actingInstall), with the caller's session held to it: a
   * session acts as its own install only, and one not bound yet is bound to it (docs/shared-phone.md).
   */
  async actAs(identity: Identity, named: string, field: string): Promise<Identity> {
    if (identity.consoleSupervisor) throw consoleAsInstall();
    const acting = actingInstall(identity, named, field);
    if (acting.session) await this.holdSession(acting.session, acting.installId!, acting.user?.id ?? null);
    return acting;
  }

  /** Binds a session not bound yet to the install (the first binding wins a race) and refuses it as any other. */
  private async holdSession(session: SessionBinding, installId: string, userId: number | null): Promise<void> {
    const binding = session.installId === null;
    const bound = session.installId ?? (await this.users.bindTokenInstall(session.tokenHash, installId));
    if (!sameInstall(bound, installId)) throw sessionOnOtherInstall(installId);
    session.installId = bound;
    const kept = this.cache.session(session.tokenHash);
    if (kept) kept.token_install_id = bound;
    if (binding && userId !== null) await this.claimInstall(bound, userId);
  }

  /** The install a worker's session is bound to is hers from then on (docs/shared-phone.md, "Phones, as the operator sees them"). */
  private async claimInstall(installId: string, userId: number): Promise<void> {
    if (await this.installs.claim(installId, userId)) this.cache.forgetInstall(installId);
  }

  /** The install's guard once this caller may act as it (installRefusal), trusting a first secret. */
  private async usableInstall(
    installId: string,
    known: InstallGuard | undefined,
    user: AuthUser | null,
    secretHash: string | null,
  ): Promise<InstallGuard | undefined> {
    let guard = known;
    if (secretHash !== null && (guard === undefined || guard.secret_hash === null)) {
      // Refused first if it may not be acted as anyway: a secret is never planted on another's install.
      const refused = installRefusal(installId, guard, user, secretHash);
      if (refused) throw refused;
      guard = await this.installs.trustSecret(installId, secretHash);
    }
    const refused = installRefusal(installId, guard, user, secretHash);
    if (refused) throw refused;
    if (guard !== undefined) this.cache.keepInstallGuard(installId, guard);
    return guard;
  }

  /** An operator's order, an adoption or a new secret changed an install, here or on another replica (DEVICE_ORDERS_CHANNEL). */
  forgetInstall(installId: string): void {
    this.cache.forgetInstall(installId);
  }

  /** A token that opens no session: refused with why, so her phone says what to do (auth/session-end.ts); the message is as before. */
  private async sessionEnded(tokenHash: string): Promise<Unauthenticated> {
    const reason = sessionEndReason(await this.users.sessionEndFacts(tokenHash));
    return new Unauthenticated("the bearer token is not valid (expired or logged out)").because(reason);
  }

  private async sessionUser(tokenHash: string): Promise<SessionUser | undefined> {
    const cached = this.cache.session(tokenHash);
    if (cached) return cached;
    const generation = this.cache.generation();
    const row = await this.users.findUserByToken(tokenHash);
    if (row) this.cache.keepSession(tokenHash, row, row.token_expires_at, generation);
    return row;
  }
}

/** docs/teams.md, "In the console": a desk's browser is not her phone. */
function consoleAsInstall(): Forbidden {
  return new Forbidden("a supervisor's console session cannot act as an app install (drop X-App-Install-Id)");
}

export function operatorSessionEnd(): Date {
  return new Date(Date.now() + OPERATOR_SESSION_HOURS * 3_600_000);
}

/** Longest e-mail a login takes; the longest password is the policy's (argon2 hashes the whole password). */
export const MAX_EMAIL_LENGTH = 320;

let dummy: Promise<string> | undefined;
/** A hash of no one's password, made once: verified when the e-mail is unknown. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(newToken());
  return dummy;
}

/** Whether the install is marked lost and the request proves it is the phone (its secret, when it has one). */
function provesLost(guard: InstallGuard | undefined, secretHash: string | null): boolean {
  return guard?.wipe_order === "LOST" && (guard.secret_hash === null || guard.secret_hash === secretHash);
}

/** docs/shared-phone.md: 32 random bytes in base64url. */
const INSTALL_SECRET = /^[\w-]{43}$/;

/** The SHA-256 (hex) of an install secret as sent, null without one; a malformed one is bad input. */
export function secretHashOf(secret: string | undefined): string | null {
  if (secret === undefined || secret.trim() === "") return null;
  const trimmed = secret.trim();
  if (trimmed.length !== 43 || !INSTALL_SECRET.test(trimmed)) {
    throw new BadInput("X-App-Install-Secret: must be 43 base64url characters (32 random bytes)").because("install-secret");
  }
  return hashToken(trimmed);
}

function parseBearer(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw new Unauthenticated("Authorization header must be 'Bearer <token>'");
  return match[1];
}

export function toAuthUser(row: UserRow): AuthUser {
  return { id: row.id, application: row.application, email: row.email, name: row.name };
}
