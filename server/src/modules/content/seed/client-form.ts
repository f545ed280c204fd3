import { DOMAINS_BY_FORM_PAGE } from "@stepwise/domain";

/**
 * The client form of the rehabilitation deployments: personal details, the flow element whose
 * answer (79 F-words, 80 ICF) selects form page 3 or 4, and those pages' domains.
 */
export const CLIENT_FORM = {
  formtype: "DEFAULT",
  formkey: "client",
  formpages: [
    {
      formtype: "DEFAULT",
      id: "1",
      formpagelements: ["name", "birthdate", "gender", "village", "siblings", "school", "conditions", "notes", "consent"].map((id) => ({
        entity: "clientField",
        id,
      })),
    },
    { formtype: "DEFAULT", id: "2", formpagelements: [{ entity: "flowelement", id: "approach" }] },
    { formtype: "DEFAULT", id: "3", formpagelements: DOMAINS_BY_FORM_PAGE[3]!.map((d) => ({ entity: "domain", id: d.domain_id })) },
    { formtype: "DEFAULT", id: "4", formpagelements: DOMAINS_BY_FORM_PAGE[4]!.map((d) => ({ entity: "domain", id: d.domain_id })) },
  ],
};

export const MILESTONE_FORM = {
  formtype: "MILESTONE",
  formkey: "milestones",
  formpages: [{ formtype: "MILESTONE", id: "1", formpagelements: [{ entity: "milestonechecklist", id: "by-age" }] }],
};

export const HI_FORM = {
  formtype: "HI",
  formkey: "health-issue",
  formpages: [{ formtype: "HI", id: "1", formpagelements: [{ entity: "hiapp_subjects", id: "tree" }] }],
};

/** The approach category: choosing an item leads to the form page with its domains. */
export const APPROACH_CATEGORY = {
  categorykey: "approach",
  categoryitems: [
    { id: "79", imagepath: null, translation: "F-words", trees: ["rehabilitation"], followup: { followuptype: "formpage", category_id: "3" } },
    { id: "80", imagepath: null, translation: "ICF", trees: ["rehabilitation"], followup: { followuptype: "formpage", category_id: "4" } },
  ],
};

export const MILESTONE_DOMAIN_CATEGORY = {
  categorykey: "milestone-domains",
  categoryitems: ["Gross motor", "Fine motor", "Language", "Cognitive", "Social-emotional"].map((translation, i) => ({
    id: ["gross-motor", "fine-motor", "language", "cognitive", "social-emotional"][i]!,
    imagepath: null,
    translation,
    trees: ["milestones"],
    followup: { followuptype: "milestonecategory", category_id: ["gross-motor", "fine-motor", "language", "cognitive", "social-emotional"][i]! },
  })),
};

const field = (clientField: string, component: string, mandatory: boolean, options: string[] = [], flowelement = false) => ({
  uuid: `field-${clientField}`,
  answer: null,
  mandatory,
  clientField,
  birthdate: null,
  component,
  categories: options.map((id) => ({ id, text_input: null })),
  flowelement,
});

/**
 * A client template: the fields a new client's form starts with, one of each kind the app renders.
 * A field's label is the translation of FIELD_<CLIENTFIELD>; an option's label is
 * OPTION_<CLIENTFIELD>_<ID> (packages/domain/src/texts/en.ts), so every language of the deployment has them.
 */
export const GENERIC_CLIENT = {
  uuid: "generic-client",
  clientname: "",
  clientFormFields: [
    field("name", "text", true),
    field("birthdate", "date", true),
    field("gender", "radio", true, ["1", "2"]),
    field("village", "text", false),
    field("siblings", "number", false),
    field("school", "select", false, ["1", "2", "3"]),
    field("conditions", "categories", false, ["1", "2", "3", "4", "5"]),
    field("notes", "textarea", false),
    field("consent", "checkbox", true),
    field("approach", "select", false, ["79", "80"], true),
  ],
};

/**
 * The client template of the deployments without rehabilitation plans (MALA, HIAPP): the person's
 * details only, no approach (it only picks a plan's domains, docs/decisions/0002-menus-follow-the-deployment.md).
 */
export const CARER_CLIENT = {
  uuid: "carer-client",
  clientname: "",
  clientFormFields: [
    field("name", "text", true),
    field("birthdate", "date", true),
    field("gender", "radio", true, ["1", "2"]),
    field("village", "text", false),
    field("siblings", "number", false),
    field("notes", "textarea", false),
    field("consent", "checkbox", true),
  ],
};
