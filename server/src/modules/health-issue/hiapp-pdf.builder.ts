import { createRequire } from "node:module";
import type { ThemeColours } from "@stepwise/domain";
import PDFDocument from "pdfkit";

/** The labels the PDF prints, by translation key (docs/product.md §8: a missing one shows NB). */
export const LABEL_KEYS = [
  "PAGE_HIAPP",
  "HIAPP_DATE",
  "HIAPP_CLIENT_REFERENCE",
  "HIAPP_ISSUE",
  "HIAPP_CAUSE",
  "HIAPP_SOLUTION",
  "HIAPP_PRESCRIPTION",
  "HIAPP_NOTHING_CHOSEN",
] as const;
export type HiappPdfLabels = Record<(typeof LABEL_KEYS)[number], string>;

const require = createRequire(import.meta.url);
/** DejaVu covers Latin with diacritics (Chichewa ŵ), Greek and Cyrillic; the PDF standard fonts do not. */
const FONT_REGULAR = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

export interface ChosenSolution {
  label: string;
  prescription: string;
}

export interface ChosenIssue {
  label: string;
  causes: Array<{ label: string; solutions: ChosenSolution[] }>;
}

export interface HiappPdfContent {
  /** The deployment's title (docs/product.md §3 app_title). */
  title: string;
  /** docs/product.md §9 theme colours of the deployment. */
  colours: ThemeColours;
  /** Day-month-year, as dates are written everywhere in the app. */
  date: string;
  clientReference: string;
  labels: HiappPdfLabels;
  issues: ChosenIssue[];
}

const MARGIN = 50;
const HEADER_HEIGHT = 80;
const INDENT = 18;
const TEXT_COLOUR = "#222222";

/** An A4 PDF of a filled health-issue form: a header in the theme's primary colour, then the chosen items. */
export function buildHiappPdf(content: HiappPdfContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    font: FONT_REGULAR,
    info: { Title: `${content.title}: ${content.labels.PAGE_HIAPP}`, Subject: content.clientReference, Creator: content.title },
  });
  doc.registerFont("regular", FONT_REGULAR);
  doc.registerFont("bold", FONT_BOLD);
  const done = collect(doc);
  header(doc, content);
  details(doc, content);
  if (content.issues.length === 0) doc.font("regular").fontSize(12).fillColor(TEXT_COLOUR).text(content.labels.HIAPP_NOTHING_CHOSEN, MARGIN);
  for (const issue of content.issues) printIssue(doc, issue, content);
  doc.end();
  return done;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

function header(doc: PDFKit.PDFDocument, content: HiappPdfContent): void {
  doc.rect(0, 0, doc.page.width, HEADER_HEIGHT).fill(content.colours.primary);
  doc.rect(0, HEADER_HEIGHT, doc.page.width, 4).fill(content.colours.secondary);
  doc
    .font("bold")
    .fontSize(22)
    .fillColor("#ffffff")
    .text(content.title, MARGIN, 20, { width: doc.page.width - 2 * MARGIN });
  doc.font("regular").fontSize(12).text(content.labels.PAGE_HIAPP, MARGIN, 50);
  doc.y = HEADER_HEIGHT + 24;
}

function details(doc: PDFKit.PDFDocument, content: HiappPdfContent): void {
  const line = (label: string, value: string) =>
    doc.font("bold").fontSize(11).fillColor(TEXT_COLOUR).text(`${label}: `, MARGIN, doc.y, { continued: true }).font("regular").text(value);
  line(content.labels.HIAPP_DATE, content.date);
  line(content.labels.HIAPP_CLIENT_REFERENCE, content.clientReference || "-");
  doc.moveDown(0.5);
  const y = doc.y;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(1)
    .strokeColor(content.colours.accent)
    .stroke();
  doc.moveDown(1);
}

function printIssue(doc: PDFKit.PDFDocument, issue: ChosenIssue, content: HiappPdfContent): void {
  const { labels, colours } = content;
  doc.font("bold").fontSize(14).fillColor(colours.secondary).text(`${labels.HIAPP_ISSUE}: ${issue.label}`, MARGIN);
  doc.moveDown(0.3);
  for (const cause of issue.causes) {
    doc
      .font("bold")
      .fontSize(12)
      .fillColor(TEXT_COLOUR)
      .text(`${labels.HIAPP_CAUSE}: ${cause.label}`, MARGIN + INDENT);
    doc.moveDown(0.2);
    for (const solution of cause.solutions) {
      doc
        .font("bold")
        .fontSize(11)
        .fillColor(colours.accent)
        .text(`${labels.HIAPP_SOLUTION}: ${solution.label}`, MARGIN + 2 * INDENT);
      if (solution.prescription) {
        doc
          .font("bold")
          .fontSize(11)
          .fillColor(TEXT_COLOUR)
          .text(`${labels.HIAPP_PRESCRIPTION}: `, MARGIN + 2 * INDENT, doc.y, { continued: true });
        doc.font("regular").text(solution.prescription);
      }
      doc.moveDown(0.4);
    }
  }
  doc.moveDown(0.6);
}
