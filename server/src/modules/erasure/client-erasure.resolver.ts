import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import { pdfCaller } from "../health-issue/hiapp-pdf.service.js";
import { exportPdfContent } from "./client-export.service.js";
import { ClientDataExport } from "./client-export.type.js";

/** docs/operating.md, "Erasing a client" and "An access request". */
@Resolver()
export class ClientErasureResolver {
  @Mutation(() => Int, {
    description:
      'Operators only, in their deployment: erases a client and every record attached to her from the records and their history, leaving bare tombstones phones drop; `confirm` must be exactly "ERASE"; audited under a pseudonym. Answers how many records it erased',
  })
  async eraseClient(@Arg("uuid", () => ID) uuid: string, @Arg("confirm", () => String) confirm: string, @Ctx() { identity, services }: GraphQLContext) {
    return (await services.clientErasure.eraseClient(identity, uuid, confirm)).length;
  }

  @Query(() => ClientDataExport, {
    description:
      "Operators only, in their deployment: everything the server holds on a client (her records, those attached to her or naming her, each with its earlier versions, and chat messages naming her) as JSON and a readable PDF in `language` (en, nl, ny); audited as client.exported under the same pseudonym as an erasure",
  })
  async clientDataExport(
    @Arg("uuid", () => ID) uuid: string,
    @Arg("language", () => String, { defaultValue: "en" }) language: string,
    @Ctx() { identity, services, address }: GraphQLContext,
  ): Promise<ClientDataExport> {
    const data = await services.clientErasure.exportClient(identity, uuid);
    const pdf = await services.hiappPdf.render({ clientExport: exportPdfContent(data, language.slice(0, 16)) }, pdfCaller(identity, address));
    return {
      fileName: `client-${uuid.replace(/[^\w-]+/g, "-").slice(0, 64)}-${data.exportedAt.slice(0, 10)}`,
      json: JSON.stringify(data, null, 2),
      pdfBase64: pdf.toString("base64"),
      records: data.records.length,
      chatMessages: data.chatMessages.length,
    };
  }
}
