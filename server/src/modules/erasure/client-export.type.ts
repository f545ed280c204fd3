import { Field, Int, ObjectType } from "type-graphql";

@ObjectType({ description: 'Everything the server holds on one client, for an access request (docs/operating.md, "An access request")' })
export class ClientDataExport {
  @Field(() => String, { description: "client-<uuid>-<yyyy-mm-dd>: the files' name without .json or .pdf" }) fileName!: string;
  @Field(() => String, {
    description:
      "The JSON text: clientUuid, application, exportedAt, records (each with content and its earlier versions, history) and chatMessages naming her",
  })
  json!: string;
  @Field(() => String, { description: "A readable PDF of the same, in the language asked, base64-encoded" }) pdfBase64!: string;
  @Field(() => Int, { description: "How many records (hers and those attached to her or naming her)" }) records!: number;
  @Field(() => Int, { description: "How many chat messages name her" }) chatMessages!: number;
}
