import { GraphQLError, GraphQLScalarType, Kind } from "graphql";

function answerValue(value: unknown): string | number | null {
  if (value === null || typeof value === "string") return value;
  if (typeof value === "number" && Number.isInteger(value)) return value;
  throw new GraphQLError(`FieldAnswer must be text or an integer, got ${JSON.stringify(value)}`);
}

/** A client form field answer (docs/product.md §3/5): text or an integer. */
export const FieldAnswerScalar = new GraphQLScalarType({
  name: "FieldAnswer",
  description: "A form field answer: text or an integer",
  serialize: answerValue,
  parseValue: answerValue,
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING) return ast.value;
    if (ast.kind === Kind.INT) return Number(ast.value);
    if (ast.kind === Kind.NULL) return null;
    throw new GraphQLError("FieldAnswer must be text or an integer");
  },
});
