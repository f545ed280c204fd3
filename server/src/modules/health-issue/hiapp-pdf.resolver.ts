import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../request/context.js";
import { entityTypesOf } from "../entity-types.js";
import { HiappPdfFile } from "./hiapp-pdf.type.js";

/** The GraphQL twin of POST /api/hiapp/createHiAppPdf. */
@Resolver()
export class HiappPdfResolver {
  @Mutation(() => HiappPdfFile, { description: "A PDF of the chosen issues, causes and solutions of a health-issue form, labelled in the language" })
  async createHiAppPdf(
    @Arg("form", () => entityTypesOf("hiapp_client_forms").input) form: object,
    @Arg("language", () => String, { defaultValue: "en" }) language: string,
    @Ctx() { identity, services, host, address }: GraphQLContext,
  ): Promise<HiappPdfFile> {
    const { fileName, pdf } = await services.hiappPdf.create(identity, host, address, JSON.parse(JSON.stringify(form)), language, "form");
    return { fileName, contentType: "application/pdf", base64: pdf.toString("base64") };
  }
}
