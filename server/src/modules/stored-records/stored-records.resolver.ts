import type { GraphQLResolveInfo } from "graphql";
import { Arg, Ctx, Info, Query, Resolver } from "type-graphql";
import { ANSWER_LIMITS, chargeAnswer } from "../../request/answer-limits.js";
import type { GraphQLContext } from "../../request/context.js";
import { MAX_STORED_RECORD_KEYS } from "./stored-records.service.js";
import { RecordKeyInput, StoredDocuments, StoredRecord } from "./stored-records.type.js";

@Resolver(() => StoredRecord)
export class StoredRecordsResolver {
  @Query(() => [StoredRecord], {
    description: `The stored records of many keys in one request, one answer a key in the order asked (docs/sync-and-api.md, "The device's feed"): what the one-record queries answer, at most ${MAX_STORED_RECORD_KEYS} keys and ${ANSWER_LIMITS.maxPageBytes / 1024 / 1024} MB of records a request`,
  })
  async storedRecords(@Arg("keys", () => [RecordKeyInput]) keys: RecordKeyInput[], @Ctx() context: GraphQLContext, @Info() info: GraphQLResolveInfo) {
    const { answers, bytes } = await context.services.storedRecords.read(context.identity, keys);
    chargeAnswer(context, { rows: answers.length, bytes, responseKey: info.path.key.toString(), next: null });
    return answers;
  }

  @Query(() => StoredDocuments, {
    description: `The stored records of many keys in one request as documents (docs/sync-and-api.md, "Records as documents"): what storedRecords answers, for builds that read documents; at most ${MAX_STORED_RECORD_KEYS} keys and ${ANSWER_LIMITS.maxPageBytes / 1024 / 1024} MB of records a request`,
  })
  async storedDocuments(@Arg("keys", () => [RecordKeyInput]) keys: RecordKeyInput[], @Ctx() context: GraphQLContext, @Info() info: GraphQLResolveInfo) {
    const answer = await context.services.storedRecords.readDocuments(context.identity, keys);
    chargeAnswer(context, { rows: keys.length, bytes: answer.bytes, responseKey: info.path.key.toString(), next: null });
    return answer;
  }
}
