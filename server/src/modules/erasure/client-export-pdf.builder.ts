import { createRequire } from "node:module";
import type { ThemeColours } from "@stepwise/domain";
import PDFDocument from "pdfkit";
import type { ExportedRecord } from "./client-export.repository.js";
import type { ClientExportWords } from "./client-export-words.js";

const require = createRequire(import.meta.url);
/** The health-issue PDF's fonts (hiapp-pdf.builder.ts): DejaVu covers Chichewa's ŵ and Dutch diacritics. */
const FONT_REGULAR = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

/** What the PDF of an access request prints (docs/operating.md, "An access request"); plain data, posted to a render worker. */
export interface ClientExportPdfContent {
  colours: ThemeColours;
  words: ClientExportWords;
  clientName: string;
  clientUuid: string;
  application: string;
  /** Day-month-year and time, UTC. */
  exportedAt: string;
  records: ExportedRecord[];
  chatMessages: ExportedRecord[];
}

const MARGIN = 50;
const HEADER_HEIGHT = 80;
const INDENT = 14;
const TEXT_COLOUR = "#222222";
/** A longer text is cut in the PDF (the JSON keeps it whole). */
const MAX_VALUE_CHARS = 2_000;

/** One line of a record's content: where the value sits (`domains[0].goals[1].goal`) and the value as text. */
export function contentLines(content: unknown, path = ""): Array<[string, string]> {
  if (Array.isArray(content)) return content.flatMap((item, i) => contentLines(item, `${path}[${i}]`));
  if (content !== null && typeof content === "object") {
    return Object.entries(content).flatMap(([key, value]) => contentLines(value, path ? `${path}.${key}` : key));
  }
  return [[path, printable(content)]];
}

function printable(value: unknown): string {
  if (value === null || value === undefined) return "-";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (text.startsWith("data:image/")) return `[${text.slice(5, text.indexOf(";") > 0 ? text.indexOf(";") : 20)}, ${Math.round(text.length / 1024)} KB]`;
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
}

/** A readable A4 PDF of everything the server holds on a client: each record as it stands, then its earlier versions. */
export function buildClientExportPdf(content: ClientExportPdfContent): Promise<Buffer> {
  const { words } = content;
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, font: FONT_REGULAR, info: { Title: `${words.title}: ${content.clientName}` } });
  doc.registerFont("regular", FONT_REGULAR);
  doc.registerFont("bold", FONT_BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.rect(0, 0, doc.page.width, HEADER_HEIGHT).fill(content.colours.primary);
  doc
    .font("bold")
    .fontSize(20)
    .fillColor("#ffffff")
    .text(words.title, MARGIN, 22, { width: doc.page.width - 2 * MARGIN });
  doc.font("regular").fontSize(12).text(content.clientName, MARGIN, 50);
  doc.y = HEADER_HEIGHT + 20;
  const pair = (label: string, value: string) =>
    doc.font("bold").fontSize(10).fillColor(TEXT_COLOUR).text(`${label}: `, MARGIN, doc.y, { continued: true }).font("regular").text(value);
  pair(words.client, `${content.clientName} (${content.clientUuid})`);
  pair(words.deployment, content.application);
  pair(words.exportedAt, content.exportedAt);
  doc.moveDown(1);
  section(doc, content, words.records, content.records);
  section(doc, content, words.chatMessages, content.chatMessages);
  doc.end();
  return done;
}

function section(doc: PDFKit.PDFDocument, content: ClientExportPdfContent, title: string, records: ExportedRecord[]): void {
  const { words, colours } = content;
  doc.font("bold").fontSize(15).fillColor(colours.secondary).text(`${title} (${records.length})`, MARGIN);
  doc.moveDown(0.4);
  if (records.length === 0) doc.font("regular").fontSize(10).fillColor(TEXT_COLOUR).text(words.none, MARGIN).moveDown(0.8);
  for (const record of records) {
    const name = words.tables[record.table] ?? record.table;
    doc.font("bold").fontSize(12).fillColor(TEXT_COLOUR).text(`${name} · ${record.uuid}`, MARGIN);
    const state = record.deletedAt ? `, ${words.deleted} ${record.deletedAt}` : "";
    version(doc, `${words.current} (${record.updatedAt}${state})`, record.content, colours.accent);
    for (const old of record.history) {
      const deleted = old.deletedAt ? `, ${words.deleted} ${old.deletedAt}` : "";
      version(doc, `${words.earlier} ${old.dataversion} (${words.replaced} ${old.replacedAt}${deleted})`, old.content, colours.accent);
    }
    doc.moveDown(0.6);
  }
}

function version(doc: PDFKit.PDFDocument, heading: string, content: Record<string, unknown>, colour: string): void {
  doc
    .font("bold")
    .fontSize(10)
    .fillColor(colour)
    .text(heading, MARGIN + INDENT);
  for (const [path, value] of contentLines(content)) {
    doc
      .font("bold")
      .fontSize(9)
      .fillColor(TEXT_COLOUR)
      .text(`${path}: `, MARGIN + 2 * INDENT, doc.y, { continued: true })
      .font("regular")
      .text(value);
  }
  doc.moveDown(0.3);
}
