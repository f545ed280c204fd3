import { asText, keep, type AllowList } from "./report-keepers.js";
import { pseudonym } from "./pseudonym.js";

/**
 * Issue 17 item 10: per synced table, the fields a reporting token without the identifiable scope
 * sees (docs/SECURITY.md lists them). Ids, dates, codes and scores the app offers; every free text,
 * every typed answer, every birthdate and every field not named here is left out. A table without
 * an allow-list cannot be read pseudonymously at all (reportRecords answers an error).
 */

/** Set by the server on every record: its version, timestamps, table, and the device-only flags. */
const SERVER_FIELDS: AllowList = {
  __table: keep.server,
  dataversion: keep.server,
  updatedAt: keep.server,
  deletedAt: keep.server,
  synced: keep.number,
  saved: keep.requiredCode,
};

const withServerFields = (allow: AllowList): AllowList => ({ ...SERVER_FIELDS, ...allow });

const clientFormField: AllowList = {
  uuid: keep.id,
  answer: keep.choice,
  mandatory: keep.flag,
  clientField: keep.code,
  birthdate: () => null,
  component: keep.code,
  categories: keep.list({ id: keep.code, text_input: () => null }),
  flowelement: keep.flag,
};

const goal: AllowList = {
  uuid: keep.id,
  type: keep.code,
  domain_id: keep.code,
  activationdate: keep.date,
  completiondate: keep.date,
  satisfaction: keep.number,
  achieved: keep.flag,
  active: keep.flag,
  finished: keep.flag,
  actions: keep.list({ uuid: keep.id, ready: keep.flag }),
};

const ladderItem: AllowList = {
  uuid: keep.id,
  elementypekey: keep.code,
  component: keep.code,
  columns: keep.number,
  items: keep.list({ id: keep.code, label: keep.label, value: keep.code }),
  itemtype: keep.code,
  categoryID: keep.number,
  itemStyle: keep.code,
  mandatory: keep.flag,
  rows: keep.number,
  label: keep.label,
  answer: keep.score,
  measure: keep.list({ uuid: keep.id, date: keep.requiredDate, score: keep.number }),
};

const subjects = keep.list({
  order: keep.number,
  hi_issues: keep.list({
    id: keep.id,
    chosen: keep.flag,
    hi_causes: keep.list({ id: keep.id, chosen: keep.flag, hi_solutions: keep.list({ id: keep.id, chosen: keep.flag }) }),
  }),
});

export const REPORT_ALLOW_LISTS: Readonly<Record<string, AllowList>> = {
  clients: withServerFields({
    uuid: keep.id,
    clientname: (_value, { secret, parent }) => pseudonym(secret, asText(parent.uuid ?? "")),
    ageBand: keep.ageBand,
    valid: keep.flag,
    archived: keep.flag,
    clientFormFields: keep.list(clientFormField),
  }),
  client_images: withServerFields({ uuid: keep.id, client_uuid: keep.id, image: keep.blank }),
  client_elements: withServerFields({ uuid: keep.id, client_uuid: keep.id, mandatory: keep.flag }),
  rehabilitations: withServerFields({
    uuid: keep.id,
    client_uuid: keep.id,
    archive: keep.flag,
    visitFrequency: keep.code,
    domains: keep.list({ domain_id: keep.code, order: keep.number, description: keep.label, info: keep.label, type: keep.code, goals: keep.list(goal) }),
    ladder_of_live: keep.list(ladderItem),
    diary_items: keep.list({ uuid: keep.id, date: keep.date, satisfactions: keep.list({ uuid: keep.id, satisfaction: keep.number }) }),
  }),
  milestones: withServerFields({
    uuid: keep.id,
    client_uuid: keep.id,
    categories: keep.list({ id: keep.code, indicators: keep.list({ id: keep.id, status: keep.code }) }),
  }),
  my_children: withServerFields({ uuid: keep.id, ageBand: keep.ageBand }),
  client_milestones: withServerFields({ uuid: keep.id, client_uuid: keep.id }),
  hiapp_client_forms: withServerFields({ uuid: keep.id, client_reference: keep.pseudonymOf(""), hiapp_subjects: subjects }),
  cycle_descriptions: withServerFields({
    uuid: keep.id,
    client_uuid: keep.id,
    cycledomain_id: keep.number,
    fillinform_uuid: keep.id,
    type: keep.code,
    cycle_rhythm: keep.code,
    cycle_start: keep.date,
    cycle_end: keep.date,
    goal_status: keep.requiredCode,
    goal_achievement: keep.number,
    archived: keep.requiredCode,
    archive_date: keep.date,
    goal_editted: keep.requiredCode,
    active: keep.requiredCode,
  }),
  cycle_actions: withServerFields({ uuid: keep.id, description_uuid: keep.id, ready: keep.requiredCode }),
  favorites: withServerFields({ uuid: keep.id, article_uuid: keep.id, page: keep.code }),
  chat_messages: withServerFields({
    uuid: keep.id,
    // Who wrote, as a pseudonym of the account; the account's id and the text are left out.
    sender_name: (_value, { secret, parent }) => pseudonym(secret, `user:${asText(parent.sender_user_id)}`),
    text: keep.blank,
    sent_at: keep.requiredDate,
    application: keep.requiredCode,
  }),
};
