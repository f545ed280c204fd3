import { formatDayMonthYear, themeFor } from "@stepwise/domain";
import type { Identity } from "../../auth/identity.js";
import { inScope, operatorScope } from "../../auth/operator.js";
import { BadInput, NotFound } from "../../errors.js";
import type { AuditLog } from "../audit/audit.service.js";
import { pseudonym } from "../reporting/pseudonym.js";
import type { ClientExportPdfContent } from "./client-export-pdf.builder.js";
import type { ClientExportRepository, ExportedRecord } from "./client-export.repository.js";
import { clientExportWords } from "./client-export-words.js";
import { clientNameOf } from "./client-mentions.repository.js";

/** Everything the server holds on one client, as an access request answers it (docs/operating.md, "An access request"). */
export interface ClientDataExportData {
  clientUuid: string;
  application: string;
  exportedAt: string;
  records: ExportedRecord[];
  chatMessages: ExportedRecord[];
}

/**
 * docs/operating.md, "An access request": an operator of the client's deployment (or of every
 * deployment) reads everything the server holds on her; audited as `client.exported` under the
 * same pseudonym as her erasure would be (a keyed hash of her uuid), never her name.
 */
export async function exportClientData(
  identity: Identity,
  clientUuid: string,
  deps: { exports: ClientExportRepository; pseudonymKey: (application: string) => Promise<string>; audit: AuditLog },
  now = new Date(),
): Promise<ClientDataExportData> {
  const scope = operatorScope(identity, "clientDataExport");
  const client = await deps.exports.client(clientUuid);
  if (!client || client.application === null || !inScope(scope, client.application)) throw new NotFound(`client ${clientUuid}: none in your deployment`);
  if (await deps.exports.isErased(clientUuid)) {
    throw new BadInput(`client ${clientUuid} was erased: the server keeps nothing of her to export (her uuid only, so she is never written again)`);
  }
  const { records, chatMessages } = await deps.exports.read(client.application, clientUuid, client.content);
  const secret = await deps.pseudonymKey(client.application);
  await deps.audit.record(identity, {
    action: "client.exported",
    application: client.application,
    target: pseudonym(secret, `id:${clientUuid}`),
    detail: `${records.length} records and ${chatMessages.length} chat messages exported`,
  });
  return { clientUuid, application: client.application, exportedAt: now.toISOString(), records, chatMessages };
}

/** The PDF's content for an export, in the operator's language (client-export-words.ts). */
export function exportPdfContent(data: ClientDataExportData, language: string): ClientExportPdfContent {
  const own = data.records.find((r) => r.table === "clients");
  const at = new Date(data.exportedAt);
  return {
    colours: themeFor(data.application),
    words: clientExportWords(language),
    clientName: (own && clientNameOf(own.content)) ?? data.clientUuid,
    clientUuid: data.clientUuid,
    application: data.application,
    exportedAt: `${formatDayMonthYear(at)} ${at.toISOString().slice(11, 16)} UTC`,
    records: data.records,
    chatMessages: data.chatMessages,
  };
}
