/**
 * The shapes the end-to-end tests read back from the server's tables (`content` is jsonb): only the
 * fields they check, so a query's rows are typed (`db.query<StoredContent<RehabContent>>(...)`).
 */
export interface StoredContent<T> {
  content: T;
}

export interface ClientFormFieldContent {
  clientField: string;
  answer: unknown;
  categories?: { id: string; text_input?: string }[];
}

export interface ClientContent {
  valid: boolean;
  age: number;
  clientFormFields: ClientFormFieldContent[];
}

export interface RehabGoalContent {
  goal: string;
  why: string | null;
  actions: { description: string }[];
}

export interface RehabContent {
  visitFrequency?: string;
  domains: { domain_id: string; abilities?: string; goals: RehabGoalContent[] }[];
  ladder_of_live: { measure: { date: string; score: number }[] }[];
  diary_items: { date: string; note: string }[];
}
