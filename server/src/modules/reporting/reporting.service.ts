import { dayInZone, deploymentToday } from "@stepwise/domain";
import { z } from "zod";
import type { Identity, ReportingGrant } from "../../auth/identity.js";
import { inScope, operatorScope } from "../../auth/operator.js";
import { hashToken, newToken } from "../../auth/token.js";
import type { AuditLog } from "../audit/audit.service.js";
import type { StoredVersion } from "../../db/schema.js";
import { BadInput, Forbidden, Unauthenticated } from "../../errors.js";
import { QUERY_LIMITS } from "../../request/limits.js";
import { describeZodError } from "../../zod-errors.js";
import { entityManifests } from "@stepwise/domain/entities";
import { manifestOf } from "../synced-manifests.js";
import { toCsv } from "./csv.js";
import { withWorkerPseudonyms } from "./visits-due-report.js";
import { pseudonym } from "./pseudonym.js";
import { withAgeBand, withoutIdentity } from "./pseudonyms.js";
import { isReportName, REPORT_NAMES, REPORTS, runReport } from "./reports.js";
import type { ReportingAggregatesRepository } from "./reporting-aggregates.repository.js";
import type { ReportFilter, ReportingRepository } from "./reporting.repository.js";
import type { ReportingTokensRepository } from "./reporting-tokens.repository.js";

const NewReportingTokenSchema = z.object({
  application: z.string().trim().min(1, "is required"),
  label: z.string().trim().min(1, "is required").max(200, "is at most 200 characters"),
  identifiable: z.boolean(),
});

export interface Connection {
  edges: Array<{ cursor: string; node: Record<string, unknown> }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** docs/REPORTING.md: read-only reporting over one deployment, pseudonymous unless the token is identifiable. */
export class ReportingService {
  constructor(
    private readonly tokens: ReportingTokensRepository,
    private readonly records: ReportingRepository,
    private readonly aggregates: ReportingAggregatesRepository,
    private readonly view: (row: StoredVersion, today?: Date) => Record<string, unknown>,
    private readonly audit: AuditLog,
    /** The deployment's time zone (docs/product.md §10): `asOf` is its today when left out; null counts UTC days. */
    private readonly zoneOf: (application: string) => Promise<string | null> = () => Promise.resolve(null),
  ) {}

  /** Operator action: a new reporting token; only its hash is kept, so the answer is the one chance to copy it. */
  async createToken(identity: Identity, input: z.input<typeof NewReportingTokenSchema>): Promise<ReportingGrant & { token: string }> {
    const scope = operatorScope(identity, "createReportingToken");
    const parsed = NewReportingTokenSchema.safeParse(input);
    if (!parsed.success) throw new BadInput(describeZodError(parsed.error, "createReportingToken"));
    const grant = parsed.data;
    if (!inScope(scope, grant.application)) {
      throw new Forbidden(`createReportingToken.application: an operator of ${scope.application} makes tokens of ${scope.application} only`);
    }
    if (!(await this.tokens.deploymentExists(grant.application))) {
      throw new BadInput(`createReportingToken.application: no deployment "${grant.application}"`);
    }
    const token = newToken();
    await this.tokens.insert(hashToken(token), grant);
    await this.tokens.pseudonymKey(grant.application);
    await this.audit.record(identity, {
      action: "reporting-token.created",
      application: grant.application,
      target: grant.label,
      detail: grant.identifiable ? "identifiable" : "pseudonymous",
    });
    return { ...grant, token };
  }

  async revokeToken(identity: Identity, token: string): Promise<boolean> {
    const scope = operatorScope(identity, "revokeReportingToken");
    const tokenHash = hashToken(token);
    const grant = await this.tokens.findGrant(tokenHash);
    // Another deployment's token answers as an unknown one.
    if (!grant || !inScope(scope, grant.application) || !(await this.tokens.revoke(tokenHash))) return false;
    await this.audit.record(identity, { action: "reporting-token.revoked", application: grant.application, target: grant.label });
    return true;
  }

  /** A page of one synced table's live records, oldest change first (Relay connection). */
  async page(identity: Identity, table: string, first: number, after: string | null, filter: ReportFilter): Promise<Connection> {
    const grant = grantOf(identity);
    if (!manifestOf(table)) throw new BadInput(`table: unknown table "${table}"; one of ${entityManifests.map((t) => t.table).join(", ")}`);
    const max = QUERY_LIMITS.maxReportPageSize;
    if (!Number.isInteger(first) || first < 1 || first > max) throw new BadInput(`first: must be a whole number from 1 to ${max}`);
    const rows = await this.records.page(grant.application, table, checkFilter(filter, grant), first, after === null ? null : decodeCursor(after));
    const secret = grant.identifiable ? null : await this.tokens.pseudonymKey(grant.application);
    // docs/product.md §10: a child's age is of the deployment's day (the server's when its zone is not known).
    const zone = await this.zoneOf(grant.application);
    const today = zone ? deploymentToday(zone) : undefined;
    const edges = rows.slice(0, first).map((row) => {
      const node = withAgeBand(table, this.view(row, today));
      return { cursor: encodeCursor(row.cursor_at, row.uuid), node: secret === null ? node : withoutIdentity(table, node, secret) };
    });
    return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null } };
  }

  /**
   * One aggregate report's rows. Install ids are always pseudonymous, whatever the scope: a raw
   * install id lets its holder act as that device (docs/SECURITY.md, "Rules, and the test that proves each").
   */
  async report(identity: Identity, name: string, filter: ReportFilter, asOf: string | null): Promise<Array<Record<string, unknown>>> {
    const grant = grantOf(identity);
    if (!isReportName(name)) throw new BadInput(`report: unknown report "${name}"; one of ${REPORT_NAMES.join(", ")}`);
    const zone = (await this.zoneOf(grant.application)) ?? "UTC";
    const rows = await runReport(
      this.aggregates,
      name,
      { application: grant.application, pseudonymous: !grant.identifiable, zone },
      checkFilter(filter, grant),
      checkAsOf(asOf, zone),
    );
    if (name === "visits-due") return withWorkerPseudonyms(rows, await this.tokens.pseudonymKey(grant.application));
    if (name !== "sync-health") return rows;
    const secret = await this.tokens.pseudonymKey(grant.application);
    return rows.map((row) => ({ ...row, install_id: pseudonym(secret, `install:${String(row.install_id)}`) }));
  }

  async csv(identity: Identity, name: string, filter: ReportFilter, asOf: string | null): Promise<string> {
    const rows = await this.report(identity, name, filter, asOf);
    return toCsv(REPORTS[name as keyof typeof REPORTS], rows);
  }
}

function grantOf(identity: Identity): ReportingGrant {
  if (!identity.reporting && !identity.user && !identity.installId && !identity.isAdmin && !identity.operator) {
    throw new Unauthenticated("reports need Authorization: Bearer <reporting token>");
  }
  if (!identity.reporting) throw new Forbidden("reports need a reporting token (an operator makes one with createReportingToken)");
  return identity.reporting;
}

/**
 * A client's status is free text a worker typed (docs/product.md §3), left out of pseudonymous reports
 * (docs/SECURITY.md): filtering on it would tell which clients have a given one.
 */
export const STATUS_FILTER_NEEDS_SCOPE =
  "filter.status: a client's status is free text, so filtering on it needs a reporting token with the identifiable scope";

function checkFilter(filter: ReportFilter, grant: ReportingGrant): ReportFilter {
  if (filter.status != null && !grant.identifiable) throw new BadInput(STATUS_FILTER_NEEDS_SCOPE);
  for (const key of ["updatedFrom", "updatedTo"] as const) {
    const value = filter[key];
    if (value != null && Number.isNaN(value.getTime())) throw new BadInput(`filter.${key}: must be an ISO 8601 date-time`);
  }
  if (filter.updatedFrom && filter.updatedTo && filter.updatedFrom > filter.updatedTo)
    throw new BadInput("filter.updatedFrom: must not be after filter.updatedTo");
  return filter;
}

/** The day ages and "days since sync" are counted to: YYYY-MM-DD, today in the deployment's zone when not given (docs/product.md §10). */
function checkAsOf(asOf: string | null, zone: string): string {
  if (asOf === null) return dayInZone(zone, Date.now());
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(`${asOf}T00:00:00Z`))) throw new BadInput("asOf: must be a date YYYY-MM-DD");
  return asOf;
}

/** PostgreSQL's text of a timestamptz, kept whole in the cursor so no microsecond is lost. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:[+-]\d{2}(?::?\d{2})?|Z)?$/;

function encodeCursor(at: string, uuid: string): string {
  return Buffer.from(JSON.stringify([at, uuid])).toString("base64url");
}

function decodeCursor(cursor: string): { at: string; uuid: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === "string" && typeof value[1] === "string" && TIMESTAMP.test(value[0])) {
      return { at: value[0], uuid: value[1] };
    }
  } catch {
    // Not JSON: answered below as bad input.
  }
  throw new BadInput("after: is not a cursor of this connection");
}
