import { auditActionKind, MAX_AUDIT_CSV_EVENTS } from "@stepwise/domain";
import type { AuditTrail } from "../../auth/audit-trail.js";
import type { Identity } from "../../auth/identity.js";
import { operatorScope } from "../../auth/operator.js";
import { BadInput } from "../../errors.js";
import { toCsv } from "../reporting/csv.js";
import { AUDIT_ACTIONS, AUDIT_CSV_COLUMNS, type AuditAction } from "./audit-actions.js";
import type { AuditEventRow, AuditRepository } from "./audit.repository.js";

/** The most events one query or export answers. */
export const MAX_AUDIT_EVENTS = 500;
/** Longest text a filter takes, checked before anything reads it. */
const MAX_FILTER_TEXT = 320;
const MAX_RECORDED_TEXT = 500;

export interface AuditEventInput {
  action: AuditAction;
  /** The deployment the event concerns: who may read it (docs/operator-console.md). */
  application: string | null;
  target?: string | null;
  detail?: string | null;
}

export interface AuditFilterInput {
  /** The action as text, as reporting clients gave it before `kind` (docs/operator-console.md, "The audit log"). */
  action?: string | null;
  /** The enum AuditActionKind's value, as the resolver receives it: the action it stands for. */
  kind?: AuditAction | null;
  actor?: string | null;
  target?: string | null;
  application?: string | null;
  from?: Date | null;
  to?: Date | null;
  fromDay?: string | null;
  toDay?: string | null;
  before?: string | null;
  first?: number | null;
}

/** Who did it, as the log keeps it: the ADMIN_TOKEN, an operator, a worker, a device, or anyone. */
function actorOf(identity: Identity): { actor_kind: string; actor: string | null; actor_user_id: number | null } {
  if (identity.isAdmin) return { actor_kind: "admin-token", actor: null, actor_user_id: null };
  if (identity.operator) return { actor_kind: "operator", actor: identity.operator.email, actor_user_id: identity.operator.userId };
  if (identity.user) return { actor_kind: "worker", actor: identity.user.email, actor_user_id: identity.user.id };
  // docs/teams.md, "In the console": a supervisor at the console acts as herself, a worker's account.
  const supervisor = identity.consoleSupervisor;
  if (supervisor) return { actor_kind: "worker", actor: supervisor.email, actor_user_id: supervisor.id };
  if (identity.installId) return { actor_kind: "device", actor: identity.installId, actor_user_id: null };
  return { actor_kind: "anyone", actor: null, actor_user_id: null };
}

const clip = (text: string | null | undefined) => (text == null ? null : text.slice(0, MAX_RECORDED_TEXT));

/** docs/operator-console.md: records operator and security events and answers them to operators. */
export class AuditLog implements AuditTrail {
  constructor(private readonly events: AuditRepository) {}

  /** An event done by this caller. */
  record(identity: Identity, event: AuditEventInput): Promise<void> {
    return this.events.insert({
      ...actorOf(identity),
      action: event.action,
      application: event.application,
      target: clip(event.target),
      detail: clip(event.detail),
      address: clip(identity.address ?? null),
    });
  }

  /** Many events done by this caller at once, in order (an import's accounts: docs/operator-console.md, "Importing a team"). */
  recordMany(identity: Identity, events: AuditEventInput[]): Promise<void> {
    const actor = actorOf(identity);
    const address = clip(identity.address ?? null);
    return this.events.insertMany(
      events.map((event) => ({
        ...actor,
        action: event.action,
        application: event.application,
        target: clip(event.target),
        detail: clip(event.detail),
        address,
      })),
    );
  }

  /** An event of someone not logged in, named by what they typed (a failed operator login). */
  recordAnyone(claimed: string, address: string, event: AuditEventInput): Promise<void> {
    return this.events.insert({
      actor_kind: "anyone",
      actor: clip(claimed),
      actor_user_id: null,
      action: event.action,
      application: event.application,
      target: clip(event.target),
      detail: clip(event.detail),
      address: clip(address),
    });
  }

  /** The events the operator may read, the newest first; an operator of one deployment reads only hers. */
  async list(identity: Identity, filter: AuditFilterInput | null | undefined): Promise<AuditEventRow[]> {
    const scope = operatorScope(identity, "auditEvents");
    const first = filter?.first ?? 100;
    if (!Number.isInteger(first) || first < 1 || first > MAX_AUDIT_EVENTS)
      throw new BadInput(`filter.first: must be a whole number from 1 to ${MAX_AUDIT_EVENTS}`);
    const action = text(filter?.action, "filter.action");
    if (action !== null && !(AUDIT_ACTIONS as readonly string[]).includes(action)) {
      throw new BadInput(`filter.action: no action "${action}"; one of ${AUDIT_ACTIONS.join(", ")}`);
    }
    const kind = filter?.kind ?? null;
    if (kind !== null && action !== null && kind !== action) {
      throw new BadInput(`filter.kind: ${auditActionKind(kind)} is not filter.action "${action}"; give one of them`);
    }
    const before = text(filter?.before, "filter.before");
    if (before !== null && !isWholeNumber(before)) throw new BadInput("filter.before: must be an event id (a whole number)");
    const from = filter?.from ?? null;
    const to = filter?.to ?? null;
    if (from && to && from > to) throw new BadInput("filter.from: must not be after filter.to");
    const fromDay = dayText(filter?.fromDay, "filter.fromDay");
    const toDay = dayText(filter?.toDay, "filter.toDay");
    if (fromDay && toDay && fromDay > toDay) throw new BadInput("filter.fromDay: must not be after filter.toDay");
    const wanted = text(filter?.application, "filter.application");
    if (scope.application !== null && wanted !== null && wanted.toLowerCase() !== scope.application.toLowerCase()) return [];
    const application = scope.application ?? wanted ?? undefined;
    return this.events.list({
      application,
      action: kind ?? action,
      actor: text(filter?.actor, "filter.actor"),
      target: text(filter?.target, "filter.target"),
      from,
      to,
      fromDay,
      toDay,
      beforeId: before,
      limit: first,
    });
  }

  /**
   * The same events as RFC 4180 CSV (docs/operator-console.md, "CSV"): every event the filter
   * matches, newest first, read 500 at a time (the event loop is free between pages), at most
   * `filter.first` when given, and never more than MAX_AUDIT_CSV_EVENTS (the console says when it
   * stopped there).
   */
  async csv(identity: Identity, filter: AuditFilterInput | null | undefined): Promise<string> {
    const wanted = filter?.first ?? MAX_AUDIT_CSV_EVENTS;
    if (!Number.isInteger(wanted) || wanted < 1 || wanted > MAX_AUDIT_CSV_EVENTS)
      throw new BadInput(`filter.first: must be a whole number from 1 to ${MAX_AUDIT_CSV_EVENTS}`);
    let before = filter?.before ?? null;
    const header = toCsv(AUDIT_CSV_COLUMNS, []);
    let text = header;
    for (let left = wanted; left > 0;) {
      const asked = Math.min(MAX_AUDIT_EVENTS, left);
      const rows = await this.list(identity, { ...filter, before, first: asked });
      text += toCsv(
        AUDIT_CSV_COLUMNS,
        rows.map((row) => ({ ...row, deployment: row.application })),
      ).slice(header.length);
      left -= rows.length;
      if (rows.length < asked) break;
      before = String(rows.at(-1)!.id);
    }
    return text;
  }
}

/** A day of the filter (YYYY-MM-DD, a real day), or null when not given. */
function dayText(value: string | null | undefined, where: string): string | null {
  if (value == null || value === "") return null;
  const real = /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
  if (!real) throw new BadInput(`${where}: must be a day YYYY-MM-DD, not "${value.slice(0, 20)}"`);
  return value;
}

function text(value: string | null | undefined, where: string): string | null {
  if (value == null) return null;
  if (value.length > MAX_FILTER_TEXT) throw new BadInput(`${where}: must be at most ${MAX_FILTER_TEXT} characters`);
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

function isWholeNumber(value: string): boolean {
  if (value.length === 0 || value.length > 19) return false;
  for (const char of value) if (char < "0" || char > "9") return false;
  return true;
}
