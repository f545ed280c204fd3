import { DOMAINS_BY_FORM_PAGE } from "@stepwise/domain";

/**
 * The client form of the rehabilitation deployments: personal details, the flow element whose
 * answer (79 F-words, 80 ICF) selects form page 3 or 4, and those pages' domains.
 */
export const CLIENT_FORM = {
  formtype: "DEFAULT",
  formkey: "client",
  formpages: [
    { formtype: "DEFAULT", id: "1", formpagelements: [{ entity: "clientField", id: "name" }, { entity: "clientField", id: "birthdate" }] },
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

/** A client template: the fields a new client's form starts with. */
export const GENERIC_CLIENT = {
  uuid: "generic-client",
  clientname: "",
  clientFormFields: [
    { uuid: "field-name", answer: null, mandatory: true, clientField: "name", birthdate: null, component: "text", categories: [], flowelement: false },
    { uuid: "field-birthdate", answer: null, mandatory: true, clientField: "birthdate", birthdate: null, component: "date", categories: [], flowelement: false },
    { uuid: "field-approach", answer: null, mandatory: false, clientField: "approach", birthdate: null, component: "select", categories: [{ id: "79", text_input: null }, { id: "80", text_input: null }], flowelement: true },
  ],
};
