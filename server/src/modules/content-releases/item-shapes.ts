import { z } from "zod";
import { BadInput } from "../../errors.js";
import { describeZodError } from "../../zod-errors.js";
import type { ReleaseItem } from "./release-content.js";
import { sanitiseHtml } from "./html-sanitise.js";

/**
 * The shape of each kind of content item (docs/operator-console.md, "What a draft is checked for"),
 * derived from the seed (server/src/modules/content/seed/) and the GraphQL types of
 * server/src/modules/content/content.type.ts. Unknown fields are refused by name, so a typo is not
 * stored and silently ignored by the app.
 */

/** The largest item, as JSON: an article with a few photos fits; a film does not. */
export const MAX_ITEM_BYTES = 2 * 1024 * 1024;
export const MAX_ITEM_SIZE_TEXT = "2 MB";

const text = z.string();
const id = z.string().min(1, "is required");
const nullableText = z.string().nullable();
/** Article and page HTML, sanitised as docs/decisions/0007-server-html-is-sanitised.md says. */
const html = z.string().transform(sanitiseHtml);

const translation = z.strictObject({ identifier: id, translation: text });

const page = z.strictObject({ id, component: id });

const category = z.strictObject({
  categorykey: id,
  categoryitems: z.array(
    z.strictObject({
      id,
      imagepath: nullableText,
      translation: text,
      trees: z.array(text),
      followup: z.strictObject({ followuptype: nullableText, category_id: nullableText }).nullable(),
    }),
  ),
});

const form = z.strictObject({
  formtype: id,
  formkey: id,
  formpages: z.array(z.strictObject({ formtype: id, id, formpagelements: z.array(z.strictObject({ entity: id, id })) })),
});

const article = z.strictObject({
  uuid: id,
  parent_id: nullableText,
  default: z.boolean(),
  page: nullableText,
  childpages: z.array(id),
  article: html,
});

const formArticle = z.strictObject({ formtype: id, articletype: id });

/** The kinds of field the app renders (apps/web/src/modules/clients/ClientFormFields.tsx). */
export const FIELD_COMPONENTS = ["text", "textarea", "number", "date", "radio", "select", "categories", "checkbox"] as const;
/** The kinds of field whose answer is one or more of its choices. */
export const CHOICE_COMPONENTS: readonly string[] = ["radio", "select", "categories"];

const clientFormField = z.strictObject({
  uuid: id,
  answer: z.unknown().transform((v) => v ?? null),
  mandatory: z.boolean(),
  clientField: id,
  birthdate: nullableText,
  component: z.enum(FIELD_COMPONENTS),
  categories: z.array(z.strictObject({ id, text_input: nullableText })),
  flowelement: z.boolean(),
});

const genericClient = z.strictObject({ uuid: id, clientname: text, clientFormFields: z.array(clientFormField) });

const hiSolution = z.strictObject({ id, label: text, prescriptionTxt: nullableText });
const hiCause = z.strictObject({ id, label: text, hi_solutions: z.array(hiSolution) });
const hiIssue = z.strictObject({ id, label: text, hi_causes: z.array(hiCause) });
const hiappForm = z.strictObject({
  hiapp_subjects: z.array(z.strictObject({ order: z.number().int(), label: text, hi_issues: z.array(hiIssue) })),
});

export const MILESTONE_DOMAINS = ["gross-motor", "fine-motor", "language", "cognitive", "social-emotional"] as const;
const milestone = z.strictObject({
  id,
  ageMonths: z.number().int().min(0),
  domain: z.enum(MILESTONE_DOMAINS),
  indicators: z.array(z.strictObject({ id, text })),
});

interface KindShape {
  schema: z.ZodType;
  /** Stored once for every language (language ""), or once per language. */
  perLanguage: boolean;
  /** The content's own id, which the item's key must equal. */
  ownIdField?: string;
}

export const KIND_SHAPES: Record<string, KindShape> = {
  translations: { schema: translation, perLanguage: true, ownIdField: "identifier" },
  pages: { schema: page, perLanguage: false, ownIdField: "id" },
  categories: { schema: category, perLanguage: true, ownIdField: "categorykey" },
  forms: { schema: form, perLanguage: false, ownIdField: "formkey" },
  articles: { schema: article, perLanguage: true, ownIdField: "uuid" },
  form_articles: { schema: formArticle, perLanguage: false, ownIdField: "formtype" },
  generic_clients: { schema: genericClient, perLanguage: false, ownIdField: "uuid" },
  hiapp_form: { schema: hiappForm, perLanguage: true },
  milestones: { schema: milestone, perLanguage: true, ownIdField: "id" },
};

export const CONTENT_KINDS = Object.keys(KIND_SHAPES);

/** An item as an operator (or a release file) sends it: its content as JSON text. */
export interface ItemInput {
  kind: string;
  key: string;
  language: string;
  content: string;
}

/** The item checked against its kind's shape, its HTML sanitised; BadInput naming the wrong field. */
export function checkedItem(item: ItemInput, languages: string[]): ReleaseItem {
  const bytes = Buffer.byteLength(item.content, "utf8");
  if (bytes > MAX_ITEM_BYTES) {
    throw new BadInput(`content: ${(bytes / 1024 / 1024).toFixed(1)} MB of JSON; an item may hold at most ${MAX_ITEM_SIZE_TEXT}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(item.content);
  } catch {
    throw new BadInput("content: not JSON");
  }
  return checkedContent({ kind: item.kind, key: item.key, language: item.language, content: parsed }, languages, "");
}

/**
 * An item whose content is already parsed (a release file's), checked as checkedItem does; `prefix`
 * names where it stands in the message ("file.items[12]").
 */
export function checkedContent(item: ReleaseItem, languages: string[], prefix: string): ReleaseItem {
  const at = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const shape = KIND_SHAPES[item.kind];
  if (!shape) throw new BadInput(`${at("kind")}: "${item.kind}" is not a kind of content (${CONTENT_KINDS.join(", ")})`);
  if (typeof item.key !== "string" || item.key.trim() === "" || item.key.length > 200) {
    throw new BadInput(`${at("key")}: a key of 1 to 200 characters is required`);
  }
  if (shape.perLanguage) {
    if (!languages.includes(item.language)) {
      throw new BadInput(`${at("language")}: "${item.language}" is not a language of this deployment (${languages.join(", ")})`);
    }
  } else if (item.language !== "") {
    throw new BadInput(`${at("language")}: ${item.kind} are the same in every language: language must be ""`);
  }
  const result = shape.schema.safeParse(item.content);
  if (!result.success) throw new BadInput(describeZodError(result.error, at("content")));
  const content = result.data as Record<string, unknown>;
  if (shape.ownIdField && content[shape.ownIdField] !== item.key) {
    throw new BadInput(`${at("key")}: "${item.key}" differs from the content's ${shape.ownIdField} "${String(content[shape.ownIdField])}"`);
  }
  return { kind: item.kind, key: item.key, language: item.language, content };
}
