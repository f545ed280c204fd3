import { STATUS, statusOf, type Checklist, type MilestoneRecord } from "./milestone-record.js";

export interface DomainProgress {
  domain: string;
  checklistId: string;
  achieved: number;
  total: number;
}

export interface BandProgress {
  ageMonths: number;
  domains: DomainProgress[];
}

/** The domains of development in the order the checklist is read, from the body to relations. */
export const DOMAIN_ORDER: readonly string[] = ["gross-motor", "fine-motor", "language", "cognitive", "social-emotional"];

/** The development domains of the deployment's checklists: the known ones in DOMAIN_ORDER, others after them as the content gives them. */
export function domainsOf(checklists: readonly Checklist[]): string[] {
  const rank = (domain: string) => (DOMAIN_ORDER.includes(domain) ? DOMAIN_ORDER.indexOf(domain) : DOMAIN_ORDER.length);
  return [...new Set(checklists.map((c) => c.domain))].sort((a, b) => rank(a) - rank(b));
}

/** The age bands (in months) the checklists cover, youngest first. */
export function ageBands(checklists: readonly Checklist[]): number[] {
  return [...new Set(checklists.map((c) => c.ageMonths))].sort((a, b) => a - b);
}

/**
 * The band whose checklist fits a child of this age: the oldest band the child has reached, or the
 * youngest band for a child younger than all of them. Null without bands or without an age.
 */
export function bandForAge(bands: readonly number[], ageMonths: number | null): number | null {
  if (bands.length === 0 || ageMonths === null) return null;
  const reached = bands.filter((band) => band <= ageMonths);
  return reached.length > 0 ? reached[reached.length - 1]! : bands[0]!;
}

/** Indicators of one checklist the form marks as achieved (status YES). */
export function achievedIn(checklist: Checklist, form: MilestoneRecord | null | undefined): number {
  return checklist.indicators.filter((i) => statusOf(form, checklist.id, i.id) === STATUS.YES).length;
}

/** Achieved indicators per domain for every age band: the data of a child's progress chart. */
export function progressByBand(checklists: readonly Checklist[], form: MilestoneRecord | null | undefined): BandProgress[] {
  const domains = domainsOf(checklists);
  return ageBands(checklists).map((ageMonths) => ({
    ageMonths,
    domains: domains.flatMap((domain) => {
      const checklist = checklists.find((c) => c.ageMonths === ageMonths && c.domain === domain);
      return checklist ? [{ domain, checklistId: checklist.id, achieved: achievedIn(checklist, form), total: checklist.indicators.length }] : [];
    }),
  }));
}
