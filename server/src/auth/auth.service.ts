import { z } from "zod";
import type { UserRow } from "../db/schema.js";
import { BadInput, Forbidden, Unauthenticated } from "../errors.js";
import { assertInstallId, mayUseInstall, type AuthUser, type Identity, type ReportingGrant } from "./identity.js";
import { IdentityCache } from "./identity-cache.js";
import type { InstallsRepository } from "./installs.repository.js";
import { hashPassword, verifyPassword } from "./password.js";
import { hashToken, newToken, safeEqual } from "./token.js";
import type { UsersRepository } from "./users.repository.js";
import { describeZodError } from "../zod-errors.js";
import { LOGIN_FAILURE_WINDOW_SECONDS, loginLimits, type Throttle } from "./login-throttle.js";

const NewUserSchema = z.object({
  application: z.string().trim().min(1, "is required"),
  email: z.email("must be an e-mail address"),
  name: z.string().trim().min(1, "is required"),
  password: z.string().min(8, "must be at least 8 characters"),
});

/** Spec 1: the three flavours, by app identifier. */
const SPEC_FLAVOURS = ["default", "MALA", "HIAPP"];

export type NewUserInput = z.input<typeof NewUserSchema>;

export interface LoginResult {
  token: string;
  user: AuthUser;
}

/** Where a login comes from: the address (throttling) and the deployment of the host (spec 1). */
export interface LoginOrigin {
  address: string;
  /** app_identifier of the deployment the request's host is served by, when known. */
  deployment: string | null;
}

export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly installs: InstallsRepository,
    private readonly adminToken: string | undefined,
    private readonly throttle: Throttle,
    /** Read-only reporting tokens (issue 9), looked up when a bearer token is no user's. */
    private readonly reportingGrants: { findGrant(tokenHash: string): Promise<ReportingGrant | null> } | null = null,
    private readonly cache: IdentityCache = new IdentityCache(),
  ) {}

  /** Operator action: a new user account (ARCHITECTURE: operators). */
  async createUser(identity: Identity, input: NewUserInput): Promise<AuthUser> {
    if (!identity.isAdmin) throw new Forbidden("only an operator (Authorization: Bearer <ADMIN_TOKEN>) may create users");
    const parsed = NewUserSchema.safeParse(input);
    if (!parsed.success) throw new BadInput(describeZodError(parsed.error, "createUser"));
    const { email, name, password } = parsed.data;
    const application = await this.knownDeployment(parsed.data.application);
    if (await this.users.findByEmail(email)) throw new BadInput(`createUser.email: a user with e-mail ${email} already exists`);
    const row = await this.users.insert({ application, email, name, password_hash: await hashPassword(password) });
    return toAuthUser(row);
  }

  /**
   * Issue 18 item 7: an account of an unknown deployment could never log in. The deployments are
   * the server's and spec 1's three flavours, matched without regard to case and stored as spelled there.
   */
  private async knownDeployment(application: string): Promise<string> {
    const known = [...new Set([...(await this.users.deploymentIdentifiers()), ...SPEC_FLAVOURS])];
    const match = known.find((id) => id.toLowerCase() === application.toLowerCase());
    if (!match) throw new BadInput(`createUser.application: no deployment "${application}"; the deployments are ${known.join(", ")}`);
    return match;
  }

  /**
   * Logs in with e-mail and password. The attempt is counted before the password is checked (issue
   * 17 item 4), per account and address pair and per address; an unknown e-mail is checked against a
   * dummy hash, so it takes as long as a known one (item 7).
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
    if (origin.deployment !== null && row.application !== origin.deployment) {
      throw new Unauthenticated("this account belongs to another deployment of the app").because("OTHER_DEPLOYMENT");
    }
    await this.throttle.loginSucceeded(attempt, pairKey);
    return this.startSession(row);
  }

  async startSession(row: UserRow): Promise<LoginResult> {
    const token = newToken();
    await this.users.insertToken(hashToken(token), row.id);
    return { token, user: toAuthUser(row) };
  }

  /** Spec 4 logout: the server revokes the session token. */
  async logout(authorization: string | undefined): Promise<void> {
    const token = parseBearer(authorization);
    if (token === null) throw new Unauthenticated();
    const tokenHash = hashToken(token);
    await this.users.revokeToken(tokenHash);
    this.cache.forgetSession(tokenHash);
  }

  /**
   * Of these sessions (token hashes), those the database still holds valid, never from memory: a
   * revocation notice may have been missed (docs/SECURITY.md, issue 31 item 7). Any other session
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
   * The caller behind the Authorization and X-App-Install-Id headers. A bad token is a 401;
   * an install claimed by another user is a 403 (ARCHITECTURE: an install id is claimed by its owner).
   */
  async resolveIdentity(authorization: string | undefined, installId: string | undefined): Promise<Identity> {
    const token = parseBearer(authorization);
    const isAdmin = token !== null && this.adminToken !== undefined && safeEqual(token, this.adminToken);
    let user: AuthUser | null = null;
    if (token !== null && !isAdmin) {
      const tokenHash = hashToken(token);
      const row = await this.sessionUser(tokenHash);
      const reporting = row ? null : await this.reportingGrants?.findGrant(tokenHash);
      if (reporting) {
        if (installId?.trim()) throw new Forbidden("a reporting token is read-only and cannot act as an app install (drop X-App-Install-Id)");
        return { user: null, installId: null, isAdmin: false, reporting };
      }
      if (!row) throw new Unauthenticated("the bearer token is not valid (expired or logged out)");
      user = toAuthUser(row);
    }
    const install = installId?.trim() ? installId.trim() : null;
    if (install !== null) assertInstallId(install, "X-App-Install-Id");
    if (install !== null) await this.assertInstallUsableBy(install, user);
    return { user, installId: install, isAdmin };
  }

  /**
   * Another account may not act as an install its owner claimed. The bare device may (its worker
   * logged out by a 401): it reads and writes only the records that belong to the install alone, so
   * what it saves after the 401 syncs and is offered to the account at the next login (issue 16),
   * instead of waiting in the outbox for ever (found by the protocol model's soak, issue 15).
   */
  async assertInstallUsableBy(installId: string, user: AuthUser | null): Promise<void> {
    if (user === null) return;
    const owner = this.cache.installOwner(installId) ?? (await this.installOwner(installId));
    if (!mayUseInstall(owner, user)) {
      throw new Forbidden(`app install ${installId} belongs to another account`);
    }
  }

  private async sessionUser(tokenHash: string): Promise<UserRow | undefined> {
    const cached = this.cache.session(tokenHash);
    if (cached) return cached;
    const generation = this.cache.generation();
    const row = await this.users.findUserByToken(tokenHash);
    if (row) this.cache.keepSession(tokenHash, row, row.token_expires_at, generation);
    return row;
  }

  /** The user who claimed the install, or null for an unclaimed or unknown one (not kept: it may be claimed next). */
  private async installOwner(installId: string): Promise<number | null> {
    const row = await this.installs.find(installId);
    const owner = row?.user_id ?? null;
    if (owner !== null) this.cache.keepInstallOwner(installId, owner);
    return owner;
  }
}

/** Longest e-mail and password a login takes (argon2 hashes the whole password). */
export const MAX_EMAIL_LENGTH = 320;
export const MAX_PASSWORD_LENGTH = 1_024;

let dummy: Promise<string> | undefined;
/** A hash of no one's password, made once: verified when the e-mail is unknown. */
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(newToken());
  return dummy;
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
