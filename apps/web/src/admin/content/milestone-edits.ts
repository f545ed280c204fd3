/**
 * The milestone checklists' edits (kind "milestones", one item per age and domain, key
 * "<age>-<domain>"; server/src/modules/content/seed/milestones.ts). An indicator keeps its id in
 * every language, so a ticked one stays ticked: a new one takes an id no indicator of the checklist had.
 */
export interface Checklist {
  id: string;
  ageMonths: number;
  domain: string;
  indicators: Array<{ id: string; text: string }>;
}

/** The checklists by age, youngest first, each age's domains in the order given. */
export function byAge(checklists: readonly Checklist[]): Array<{ ageMonths: number; checklists: Checklist[] }> {
  const ages = [...new Set(checklists.map((c) => c.ageMonths))].sort((a, b) => a - b);
  return ages.map((ageMonths) => ({ ageMonths, checklists: checklists.filter((c) => c.ageMonths === ageMonths) }));
}

export function setIndicatorText(checklist: Checklist, indicatorId: string, text: string): Checklist {
  if (!checklist.indicators.some((i) => i.id === indicatorId)) throw new RangeError(`${checklist.id} has no indicator ${indicatorId}`);
  return { ...checklist, indicators: checklist.indicators.map((i) => (i.id === indicatorId ? { ...i, text } : i)) };
}

/** The checklist with a new indicator last: id "<checklist>-<n>", n one past the highest number its ids end in. */
export function addIndicator(checklist: Checklist, text: string): Checklist {
  const numbers = checklist.indicators.map((i) => Number(/-(\d+)$/.exec(i.id)?.[1] ?? 0));
  const id = `${checklist.id}-${Math.max(0, ...numbers) + 1}`;
  return { ...checklist, indicators: [...checklist.indicators, { id, text }] };
}

export function removeIndicator(checklist: Checklist, indicatorId: string): Checklist {
  if (!checklist.indicators.some((i) => i.id === indicatorId)) throw new RangeError(`${checklist.id} has no indicator ${indicatorId}`);
  return { ...checklist, indicators: checklist.indicators.filter((i) => i.id !== indicatorId) };
}
