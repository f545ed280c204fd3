import { Arg, Ctx, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import type { AuditAction } from "./audit-actions.js";
import type { AuditEventRow } from "./audit.repository.js";
import { AuditEvent, AuditFilter } from "./audit.type.js";

function toAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: String(row.id),
    at: row.at,
    actorKind: row.actor_kind,
    actor: row.actor,
    action: row.action,
    kind: row.action as AuditAction,
    application: row.application,
    target: row.target,
    detail: row.detail,
    address: row.address,
    timeZone: row.time_zone,
  };
}

/** docs/operator-console.md: the audit log, read by operators within their deployment. */
@Resolver()
export class AuditResolver {
  @Query(() => [AuditEvent], { description: "Operators only: audit events, the newest first" })
  async auditEvents(@Arg("filter", () => AuditFilter, { nullable: true }) filter: AuditFilter | null, @Ctx() { identity, services }: GraphQLContext) {
    return (await services.audit.list(identity, filter)).map(toAuditEvent);
  }

  @Query(() => String, { description: "Operators only: the same events as CSV (docs/operator-console.md), at most 500" })
  auditEventsCsv(@Arg("filter", () => AuditFilter, { nullable: true }) filter: AuditFilter | null, @Ctx() { identity, services }: GraphQLContext) {
    return services.audit.csv(identity, filter);
  }
}
