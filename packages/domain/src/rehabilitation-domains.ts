import { F_WORDS_DOMAIN_ID, ICF_DOMAIN_ID } from "./milestones.js";
import { formPageForFlowAnswer } from "./rehabilitation.js";

export interface DomainDefinition {
  domain_id: string;
  order: number;
  description: string;
  info: string;
  type: string;
}

const fWords = (order: number, description: string, info: string): DomainDefinition => ({
  domain_id: `${F_WORDS_DOMAIN_ID}.${order}`,
  order,
  description,
  info,
  type: "F-words",
});

const icf = (order: number, description: string, info: string): DomainDefinition => ({
  domain_id: `${ICF_DOMAIN_ID}.${order}`,
  order,
  description,
  info,
  type: "ICF",
});

/** The domains of each form page a flow-element answer selects (docs/product.md §4): page 3 F-words, page 4 ICF. */
export const DOMAINS_BY_FORM_PAGE: Readonly<Record<number, readonly DomainDefinition[]>> = {
  3: [
    fWords(1, "Function", "What the child does, and how: moving, playing, eating, dressing."),
    fWords(2, "Family", "The people who know and care for the child best."),
    fWords(3, "Fitness", "Staying healthy and active: sleep, food, exercise."),
    fWords(4, "Fun", "What the child enjoys doing."),
    fWords(5, "Friends", "Playing and being with other children."),
    fWords(6, "Future", "What the family hopes for the child."),
  ],
  4: [
    icf(1, "Body functions", "How the body works: seeing, hearing, moving, thinking."),
    icf(2, "Body structures", "The parts of the body."),
    icf(3, "Activities", "Tasks the person does: walking, washing, communicating."),
    icf(4, "Participation", "Taking part in family, school and community life."),
    icf(5, "Environmental factors", "The home, the people around and the support available."),
    icf(6, "Personal factors", "Age, habits, interests and what matters to the person."),
  ],
};

/** docs/product.md §4: a new plan's domains come from the client's flow-element answer. */
export function domainsForFlowAnswer(answer: unknown): DomainDefinition[] {
  const page = formPageForFlowAnswer(answer);
  return page === null ? [] : [...(DOMAINS_BY_FORM_PAGE[page] ?? [])];
}
