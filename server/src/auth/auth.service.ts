import { z } from "zod";
import type { UserRow } from "../db/schema.js";
import { BadInput, Forbidden, Unauthenticated } from "../errors.js";
import type { AuthUser, Identity, ReportingGrant } from "./identity.js";
import { IdentityCache } from "./identity-cache.js";
import type { InstallsRepository } from "./installs.repository.js";
import { hashPassword, verifyPassword } from "./password.js";
import { hashToken, newToken, safeEqual } from "./token.js";
import type { UsersRepository } from "./users.repository.js";
import { describeZodError } from "../sync/zod-errors.js";
import { LoginThrottle } from "./login-throttle.js";

const NewUserSchema = z.object({
  application: z.string().trim().min(1, "is required"),
  email: z.email("must be an e-mail address"),
  name: z.string().trim().min(1, "is required"),
  password: z.string().min(8, "must be at least 8 characters"),
});

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
    private readonly throttle: LoginThrottle = new LoginThrottle(),
    /** Read-only reporting tokens (issue 9), looked up when a bearer token is no user's. */
    private readonly reportingGrants: { findGrant(tokenHash: string): Promise<ReportingGrant | null> } | null = null,
    private readonly cache: IdentityCache = new IdentityCache(),
  ) {}

  /** Operator action: a new user account (ARCHITECTURE: operators). */
  async createUser(identity: Identity, input: NewUserInput): Promise<AuthUser> {
    if (!identity.isAdmin) throw new Forbidden("only an operator (Authorization: Bearer <ADMIN_TOKEN>) may create users");
    const parsed = NewUserSchema.safeParse(input);
    if (!parsed.success) throw new BadInput(describeZodError(parsed.error, "createUser"));
    const { application, email, name, password } = parsed.data;
    if (await this.users.findByEmail(email)) throw new BadInput(`createUser.email: a user with e-mail ${email} already exists`);
    const row = await this.users.insert({ application, email, name, password_hash: await hashPassword(password) });
    return toAuthUser(row);
  }

  /** Logs in with e-mail and password; repeated failures per account or address answer 429. */
  async login(email: unknown, password: unknown, origin: LoginOrigin): Promise<LoginResult> {
    if (typeof email !== "string" || email.trim() === "") throw new BadInput("email: is required");
    if (typeof password !== "string" || password === "") throw new BadInput("password: is required");
    const keys = [`account:${email.trim().toLowerCase()}`, `address:${origin.address}`];
    this.throttle.assertAllowed(keys);
    const row = await this.users.findByEmail(email.trim());
    if (!row || !(await verifyPassword(row.password_hash, password))) {
      this.throttle.failed(keys);
      throw new Unauthenticated("wrong e-mail or password");
    }
    if (origin.deployment !== null && row.application !== origin.deployment) {
      this.throttle.failed(keys);
      throw new Unauthenticated("this account belongs to another deployment of the app");
    }
    this.throttle.succeeded(keys);
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
    if (install !== null) await this.assertInstallUsableBy(install, user);
    return { user, installId: install, isAdmin };
  }

  async assertInstallUsableBy(installId: string, user: AuthUser | null): Promise<void> {
    const owner = this.cache.installOwner(installId) ?? (await this.installOwner(installId));
    if (owner !== null && owner !== user?.id) {
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

function parseBearer(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw new Unauthenticated("Authorization header must be 'Bearer <token>'");
  return match[1];
}

export function toAuthUser(row: UserRow): AuthUser {
  return { id: row.id, application: row.application, email: row.email, name: row.name };
}
