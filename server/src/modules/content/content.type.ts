import type { ClientRecord } from "@stepwise/domain/entities";
import { Field, ID, Int, ObjectType } from "type-graphql";
import { nestedObjectType } from "../entity-types.js";

@ObjectType({ description: "A translated text of the content store (docs/product.md §3)" })
export class Translation {
  @Field(() => String) identifier!: string;
  @Field(() => String) translation!: string;
}

@ObjectType({ description: "A content page and the component that shows it" })
export class ContentPage {
  @Field(() => ID) id!: string;
  @Field(() => String) component!: string;
}

@ObjectType({ description: "Where choosing a category item leads" })
export class CategoryFollowup {
  @Field(() => String, { nullable: true }) followuptype!: string | null;
  @Field(() => String, { nullable: true }) category_id!: string | null;
}

@ObjectType()
export class CategoryItem {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) imagepath!: string | null;
  @Field(() => String) translation!: string;
  @Field(() => [String]) trees!: string[];
  @Field(() => CategoryFollowup, { nullable: true }) followup!: CategoryFollowup | null;
}

@ObjectType({ description: "A list of choices (docs/product.md §3 categories)" })
export class Category {
  @Field(() => String) categorykey!: string;
  @Field(() => [CategoryItem]) categoryitems!: CategoryItem[];
}

@ObjectType()
export class FormPageElement {
  @Field(() => String) entity!: string;
  @Field(() => ID) id!: string;
}

@ObjectType()
export class FormPage {
  @Field(() => String) formtype!: string;
  @Field(() => ID) id!: string;
  @Field(() => [FormPageElement]) formpagelements!: FormPageElement[];
}

@ObjectType({ description: "A configurable form (DEFAULT, MILESTONE, HI) with its pages" })
export class ContentForm {
  @Field(() => String) formtype!: string;
  @Field(() => String) formkey!: string;
  @Field(() => [FormPage]) formpages!: FormPage[];
}

@ObjectType({ description: "An article a worker can read" })
export class Article {
  @Field(() => ID) uuid!: string;
  @Field(() => String, { nullable: true }) parent_id!: string | null;
  @Field(() => Boolean) default!: boolean;
  @Field(() => String, { nullable: true }) page!: string | null;
  @Field(() => [String]) childpages!: string[];
  @Field(() => String, { description: "The article text (simple HTML)" }) article!: string;
}

@ObjectType({ description: "Which article type belongs to which form type" })
export class FormArticle {
  @Field(() => String) formtype!: string;
  @Field(() => String) articletype!: string;
}

@ObjectType({ description: "A client template: the fields a new client's form starts with" })
export class GenericClient {
  @Field(() => ID) uuid!: string;
  @Field(() => String) clientname!: string;
  @Field(() => [nestedObjectType("ClientFormField")]) clientFormFields!: ClientRecord["clientFormFields"];
}

@ObjectType()
export class HiSolutionOption {
  @Field(() => ID) id!: string;
  @Field(() => String) label!: string;
  @Field(() => String, { nullable: true }) prescriptionTxt!: string | null;
}

@ObjectType()
export class HiCauseOption {
  @Field(() => ID) id!: string;
  @Field(() => String) label!: string;
  @Field(() => [HiSolutionOption]) hi_solutions!: HiSolutionOption[];
}

@ObjectType()
export class HiIssueOption {
  @Field(() => ID) id!: string;
  @Field(() => String) label!: string;
  @Field(() => [HiCauseOption]) hi_causes!: HiCauseOption[];
}

@ObjectType()
export class HiSubjectOption {
  @Field(() => Int) order!: number;
  @Field(() => String) label!: string;
  @Field(() => [HiIssueOption]) hi_issues!: HiIssueOption[];
}

@ObjectType({ description: "The health-issue tree a HIAPP form is filled from" })
export class HiappForm {
  @Field(() => [HiSubjectOption]) hiapp_subjects!: HiSubjectOption[];
}

@ObjectType()
export class MilestoneIndicatorText {
  @Field(() => ID) id!: string;
  @Field(() => String) text!: string;
}

@ObjectType({ description: "What most children do by an age, in one development domain" })
export class MilestoneChecklist {
  @Field(() => ID) id!: string;
  @Field(() => Int) ageMonths!: number;
  @Field(() => String, { description: "gross-motor, fine-motor, language, cognitive or social-emotional" }) domain!: string;
  @Field(() => [MilestoneIndicatorText]) indicators!: MilestoneIndicatorText[];
}
