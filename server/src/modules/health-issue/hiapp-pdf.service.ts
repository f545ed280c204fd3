import { dayInZone, themeFor } from "@stepwise/domain";
import type { z } from "zod";
import type { Identity } from "../../auth/identity.js";
import { BadInput } from "../../errors.js";
import { requireCaller } from "../../sync/records.service.js";
import { describeZodError } from "../../zod-errors.js";
import type { ContentService } from "../content/content.service.js";
import type { HiappForm } from "../content/content.type.js";
import { LABEL_KEYS, type ChosenIssue, type HiappPdfContent, type HiappPdfLabels } from "./hiapp-pdf.builder.js";
import { PdfRenderPool, type PdfJob } from "./hiapp-pdf.pool.js";
import { HiappClientFormSchema } from "@stepwise/domain/entities";

/** Characters of the `language` field (a language code such as `en` or `pt-BR`). */
export const MAX_LANGUAGE_LENGTH = 16;

type HiappClientFormRecord = z.output<typeof HiappClientFormSchema>;

export interface HiappPdf {
  fileName: string;
  pdf: Buffer;
}

/** The health-issue form's PDF (docs/product.md §1): the chosen items of a form, printed for the deployment of the host. */
export class HiappPdfService {
  constructor(
    private readonly content: ContentService,
    private readonly pool: PdfRenderPool = new PdfRenderPool(),
  ) {}

  /** `address`: the caller's network address; a caller without a login is counted by it in the pool's per-caller share. */
  async create(identity: Identity, host: string, address: string, rawForm: unknown, language: string, field: string, now = new Date()): Promise<HiappPdf> {
    requireCaller(identity);
    if (language.length > MAX_LANGUAGE_LENGTH) throw new BadInput(`language: must be at most ${MAX_LANGUAGE_LENGTH} characters`);
    const parsed = HiappClientFormSchema.safeParse(rawForm);
    if (!parsed.success) throw new BadInput(describeZodError(parsed.error, field));
    const form = parsed.data;
    const app = await this.content.applicationForHost(host);
    const tree = await this.tree(app.id, language);
    if (!tree) throw new BadInput(`${field}: the deployment ${app.app_identifier} has no health-issue tree`);
    const content: HiappPdfContent = {
      title: app.app_title,
      colours: themeFor(app.app_identifier),
      // docs/product.md §10: the date is the deployment's day, in its time zone.
      date: dayMonthYearIn(app.timeZone, now),
      clientReference: form.client_reference ?? "",
      labels: await this.labels(app.id, language),
      issues: chosenIssues(form, tree, field),
    };
    return { fileName: pdfFileName(form.client_reference, now, app.timeZone), pdf: await this.pool.render(content, pdfCaller(identity, address)) };
  }

  /**
   * Renders another PDF in the same workers (docs/operating.md, "An access request": a client's data
   * export), so every PDF the server makes shares their number, time limit and queue.
   */
  render(job: PdfJob, caller: string): Promise<Buffer> {
    return this.pool.render(job, caller);
  }

  /** Ends the rendering workers (server shutdown). */
  close(): Promise<void> {
    return this.pool.close();
  }

  /** The tree in the user's language, else the English one. */
  private async tree(applicationId: number, language: string): Promise<HiappForm | undefined> {
    const [inLanguage] = await this.content.list<HiappForm>(applicationId, "hiapp_form", language);
    if (inLanguage) return inLanguage;
    const [english] = await this.content.list<HiappForm>(applicationId, "hiapp_form", "en");
    return english;
  }

  /** The user's language first, English for a key it lacks, NB when neither has it. */
  private async labels(applicationId: number, language: string): Promise<HiappPdfLabels> {
    type Text = { identifier: string; translation: string };
    const [english, chosen] = await Promise.all([
      this.content.list<Text>(applicationId, "translations", "en"),
      language === "en" ? Promise.resolve([]) : this.content.list<Text>(applicationId, "translations", language),
    ]);
    const dictionary = new Map([...english, ...chosen].map((t) => [t.identifier, t.translation]));
    return Object.fromEntries(LABEL_KEYS.map((key) => [key, dictionary.get(key) ?? "NB"])) as HiappPdfLabels;
  }
}

/** Whose share of the pool a render takes: the account's, else the address's (install ids cost nothing to make). */
export function pdfCaller(identity: Identity, address: string): string {
  return identity.user ? `user:${identity.user.id}` : `address:${address}`;
}

/**
 * The chosen issues, their chosen causes and those causes' chosen solutions, in subject order,
 * labelled from the deployment's tree. An item the tree does not hold is bad input, named by its path.
 */
export function chosenIssues(form: HiappClientFormRecord, tree: HiappForm, field: string): ChosenIssue[] {
  const subjects = [...form.hiapp_subjects].map((s, i) => ({ s, i })).sort((a, b) => (a.s.order ?? 0) - (b.s.order ?? 0));
  const issues: ChosenIssue[] = [];
  for (const { s: subject, i: si } of subjects) {
    subject.hi_issues.forEach((issue, ii) => {
      const issuePath = `${field}.hiapp_subjects[${si}].hi_issues[${ii}]`;
      const issueOption = tree.hiapp_subjects.flatMap((ts) => ts.hi_issues).find((o) => o.id === issue.id);
      if (!issueOption) throw new BadInput(`${issuePath}.id: no issue ${issue.id} in the deployment's health-issue tree`);
      if (!issue.chosen) return;
      const causes = issue.hi_causes.flatMap((cause, ci) => {
        const causeOption = issueOption.hi_causes.find((o) => o.id === cause.id);
        if (!causeOption) throw new BadInput(`${issuePath}.hi_causes[${ci}].id: no cause ${cause.id} under issue ${issue.id}`);
        if (!cause.chosen) return [];
        const solutions = cause.hi_solutions.flatMap((solution, xi) => {
          const option = causeOption.hi_solutions.find((o) => o.id === solution.id);
          if (!option) throw new BadInput(`${issuePath}.hi_causes[${ci}].hi_solutions[${xi}].id: no solution ${solution.id} under cause ${cause.id}`);
          return solution.chosen ? [{ label: option.label, prescription: solution.prescriptionTxt ?? option.prescriptionTxt ?? "" }] : [];
        });
        return [{ label: causeOption.label, solutions }];
      });
      issues.push({ label: issueOption.label, causes });
    });
  }
  return issues;
}

/** The day `now` falls on in the deployment's zone (UTC when it has none) as dd-mm-yyyy, the PDF's date (docs/product.md §10). */
export function dayMonthYearIn(timeZone: string | null, now: Date): string {
  const [year, month, day] = dayInZone(timeZone, now).split("-");
  return `${day}-${month}-${year}`;
}

/**
 * hiapp-<client reference>-<yyyy-mm-dd>.pdf, the reference reduced to safe file-name characters, the day the
 * deployment's (its time zone; UTC when it has none: docs/product.md §10).
 */
export function pdfFileName(clientReference: string | null, now: Date, timeZone: string | null = null): string {
  const safe = (clientReference ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\w-]+/g, "-");
  const reference = trimDashes(safe).slice(0, 40);
  return `hiapp-${reference ? `${reference}-` : ""}${dayInZone(timeZone, now)}.pdf`;
}

/** The text without its leading and trailing dashes, in linear time (a `-+$` pattern is quadratic on a run of dashes). */
function trimDashes(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === "-") start++;
  while (end > start && text[end - 1] === "-") end--;
  return text.slice(start, end);
}
