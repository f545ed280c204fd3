import { GraphQLDateTimeISO } from "graphql-scalars";
import { Field, InputType, Int, ObjectType } from "type-graphql";
import type { RawJson } from "../../request/raw-json.js";
import { RecordDocumentsScalar } from "../record-documents.scalar.js";

@ObjectType({ description: 'A worker of a team the caller supervises, with her numbers (docs/teams.md, "What a supervisor sees")' })
export class SupervisedWorker {
  @Field(() => Int) userId!: number;
  @Field(() => String) name!: string;
  @Field(() => Int, { description: "The team she is a worker of" }) teamId!: number;
  @Field(() => String) teamName!: string;
  @Field(() => Int, { description: "Her live client records" }) activeClients!: number;
  @Field(() => Int, {
    description:
      "Days of this month (the deployment's zone), up to today, with a dated diary entry or ladder score of a client of hers: each client and day once",
  })
  visitsThisMonth!: number;
  @Field(() => Int, {
    description: "Her clients whose visit is overdue today, by the visits-due rule (packages/domain/src/visits-due.ts), as reportVisitsDue counts",
  })
  overdueVisits!: number;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: "The last good sync of any of her installs; null when none synced" })
  lastSyncAt!: Date | null;
  @Field(() => Int, { description: "Edits waiting on her phones, as they last reported (a forgotten or wiped install's left out)" })
  waitingEdits!: number;
}

@ObjectType({ description: "A page of a supervised worker's records (clients, their form answers, plans, milestones, cycle goals), read only" })
export class SupervisedRecordsPage {
  @Field(() => RecordDocumentsScalar, {
    description:
      'The records changed after `after`, tombstones included (`deleted`), in the change feed\'s order (docs/sync-and-api.md, "Records as documents")',
  })
  documents!: RawJson;

  @Field(() => String, { description: "Pass as `after` for the next page, or later to get only what changed since" })
  cursor!: string;

  @Field(() => Boolean, { description: "Whether this page reached the latest change: ask again later with `cursor`" })
  done!: boolean;
}

@InputType({ description: "A view a supervisor's phone made while offline, to be audited (supervisor.viewed)" })
export class SupervisorViewInput {
  @Field(() => Int) workerId!: number;
  @Field(() => String, { nullable: true, description: "The client looked at, if any: the audit log keeps a keyed pseudonym of it, never her name" })
  clientUuid?: string | null;
  @Field(() => String, { description: "The screen, e.g. team, worker, client, plan, milestones" }) screen!: string;
  @Field(() => GraphQLDateTimeISO) viewedAt!: Date;
  @Field(() => Boolean, {
    nullable: true,
    description: "The phone was online when she opened the screen: audited as an online view. Left out or false: an offline view",
  })
  online?: boolean | null;
}
