import { GraphQLDateTimeISO } from "graphql-scalars";
import { Field, Float, Int, ObjectType } from "type-graphql";
import { SyncedRecordUnion } from "../synced-record.union.js";

/** Field names follow the SQL columns and the CSV headers (snake_case, as the synced records' fields). */

@ObjectType({ description: "A reporting token as made: the token itself is shown only this once" })
export class ReportingToken {
  @Field(() => String) token!: string;
  @Field(() => String) application!: string;
  @Field(() => String) label!: string;
  @Field(() => Boolean) identifiable!: boolean;
}

@ObjectType({ description: "Relay page information" })
export class PageInfo {
  @Field(() => Boolean) hasNextPage!: boolean;
  @Field(() => String, { nullable: true, description: "Pass as `after` for the next page" }) endCursor!: string | null;
}

@ObjectType()
export class ReportRecordEdge {
  @Field(() => String) cursor!: string;
  @Field(() => SyncedRecordUnion) node!: unknown;
}

@ObjectType({ description: "Live records of one synced table, oldest change first" })
export class ReportRecordConnection {
  @Field(() => [ReportRecordEdge]) edges!: ReportRecordEdge[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
}

@ObjectType({ description: "Live clients counted by status, region and age band" })
export class ClientsByStatusRow {
  @Field(() => String, { description: "The client's status ('' when none)" }) status!: string;
  @Field(() => String, { description: "regionID of the install that wrote the client ('' when unknown)" }) region!: string;
  @Field(() => String, { description: "Age band in months from the client's age" }) age_band!: string;
  @Field(() => Int) clients!: number;
}

@ObjectType({ description: "Milestone indicators and how many are achieved (status 2), by category and age band" })
export class MilestoneAchievementRow {
  @Field(() => String) category!: string;
  @Field(() => String, { description: "Age band of the child (my_children birthdate) or client (age) on asOf" }) age_band!: string;
  @Field(() => Int) indicators!: number;
  @Field(() => Int) achieved!: number;
  @Field(() => Float, { description: "achieved / indicators x 100, one decimal" }) achieved_percent!: number;
}

@ObjectType({ description: "Rehabilitation goals per domain: achieved, active, finished, mean satisfaction" })
export class GoalsByDomainRow {
  @Field(() => String) domain_id!: string;
  @Field(() => String) domain!: string;
  @Field(() => Int) goals!: number;
  @Field(() => Int) achieved!: number;
  @Field(() => Int) active!: number;
  @Field(() => Int) finished!: number;
  @Field(() => Float, { nullable: true, description: "Mean of the goals' numeric satisfaction, two decimals" }) mean_satisfaction!: number | null;
}

@ObjectType({ description: "Ladder of life scores per item and month of measurement" })
export class LadderTrendRow {
  @Field(() => String, { description: "The ladder item's label" }) item!: string;
  @Field(() => String, { description: "YYYY-MM of the measurement date" }) month!: string;
  @Field(() => Int) measurements!: number;
  @Field(() => Float, { nullable: true }) mean_score!: number | null;
  @Field(() => Float, { nullable: true }) min_score!: number | null;
  @Field(() => Float, { nullable: true }) max_score!: number | null;
}

@ObjectType({ description: 'Clients due for a visit per worker, by the phone\'s own rule (docs/product.md §4 "Visits due")' })
export class VisitsDueRow {
  @Field(() => String, { description: "The worker's pseudonym (her account, else her phone)" }) worker!: string;
  @Field(() => String, { description: "The worker's name; only with the identifiable scope ('' otherwise)" }) worker_name!: string;
  @Field(() => Int, { description: "Clients whose visit was due before asOf" }) overdue!: number;
  @Field(() => Int, { description: "Clients due on asOf" }) due_today!: number;
  @Field(() => Int, { description: "Clients due in the six days after asOf" }) due_this_week!: number;
}

@ObjectType({ description: "What the server knows of each install's syncing" })
export class SyncHealthRow {
  @Field(() => String, { description: "The install's pseudonym (never the raw install id)" }) install_id!: string;
  @Field(() => String) platform!: string;
  @Field(() => String) region!: string;
  @Field(() => Int, { description: "Live records it wrote last or owns" }) records!: number;
  @Field(() => Int, { description: "Outbox entries the server applied from it" }) mutations!: number;
  @Field(() => Int, { description: "The highest outbox entry number applied" }) last_mutation_id!: number;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) last_sync!: Date | null;
  @Field(() => Int, { nullable: true, description: "Days from last_sync to asOf" }) days_since_sync!: number | null;
}
