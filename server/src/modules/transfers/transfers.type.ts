import { Field, InputType, Int, ObjectType } from "type-graphql";

@InputType({ description: 'Which clients move, and from whom to whom (docs/teams.md, "Moving a caseload")' })
export class TransferClientsInput {
  @Field(() => Int, { description: "The worker whose clients move" }) fromUserId!: number;
  @Field(() => Int, { description: "The worker they move to: of the same deployment, not disabled" }) toUserId!: number;
  @Field(() => [String], { nullable: true, description: "The clients' uuids, each hers; omitted: every client of hers" }) clientUuids?: string[] | null;
}

@ObjectType({ description: "What a transfer moved" })
export class TransferResult {
  @Field(() => Int, { description: "How many clients moved" }) clients!: number;
  @Field(() => Int, { description: "How many records moved with them (the clients' own, plans, images, milestones, cycles, forms)" }) records!: number;
}
