import { GraphQLError, GraphQLScalarType } from "graphql";
import { RawJson } from "../request/raw-json.js";

/**
 * A list of records as documents (docs/sync-and-api.md, "Records as documents"): a JSON array of
 * RecordDocument objects (packages/domain/src/sync/record-document.ts), each record's stored content
 * with its table, uuid, dataversion, deleted, updatedAt and deletedAt. PostgreSQL builds the array
 * as one text and the answer carries it as it is (RawJson): graphql-js walks no field of a record.
 */
export const RecordDocumentsScalar = new GraphQLScalarType({
  name: "RecordDocuments",
  description:
    "A JSON array of records as documents: { table, uuid, dataversion, deleted, updatedAt, deletedAt, content }, content the record as stored (recordOfDocument in @stepwise/domain reads one as the typed answer gives it)",
  serialize(value) {
    if (value instanceof RawJson) return value;
    throw new GraphQLError("RecordDocuments is built by the server from the database's text");
  },
  parseValue() {
    throw new GraphQLError("RecordDocuments is an answer only");
  },
  parseLiteral() {
    throw new GraphQLError("RecordDocuments is an answer only");
  },
});
