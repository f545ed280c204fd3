import { Field, ObjectType } from "type-graphql";

@ObjectType({ description: "The PDF of a health-issue form (docs/product.md §1), as base64 with its file name" })
export class HiappPdfFile {
  @Field(() => String) fileName!: string;
  @Field(() => String, { description: "Always application/pdf" }) contentType!: string;
  @Field(() => String, { description: "The PDF bytes, base64-encoded" }) base64!: string;
}
