import { GraphQLError, Kind, type ASTNode, type ASTVisitor, type StringValueNode, type ValidationContext } from "graphql";
import { BadInput } from "../errors.js";
import { assertStorableText } from "../http/hostile-text.js";

/**
 * A text written into the document itself (`login(email: "a\u0000b")`) must be storable, as one
 * sent in the variables must be (http/body-guards.ts): a NUL once reached PostgreSQL from there and
 * answered INTERNAL_SERVER_ERROR (docs/SECURITY.md). A validation rule, so it
 * holds over HTTP and graphql-ws alike (GRAPHQL_VALIDATION_FAILED on both, never INTERNAL_SERVER_ERROR);
 * the error names the field and argument.
 */
export function storableTextRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node: StringValueNode, _key, parent, _path, ancestors) {
      try {
        assertStorableText(node.value, placeOf(parent === undefined ? ancestors : [...ancestors, parent]));
      } catch (error) {
        if (!(error instanceof BadInput)) throw error;
        // Apollo answers every validation error over HTTP with this code; graphql-ws answers it as given.
        context.reportError(new GraphQLError(error.message, { nodes: [node], extensions: { code: "GRAPHQL_VALIDATION_FAILED" } }));
      }
    },
  };
}

/** `requestPassword(email)`, `createUser(input.email)`: the field and the argument a value is written in. */
function placeOf(ancestors: readonly (ASTNode | readonly ASTNode[])[]): string {
  let field = "";
  const argument: string[] = [];
  for (const node of ancestors) {
    if (Array.isArray(node) || !("kind" in node)) continue;
    if (node.kind === Kind.FIELD) [field, argument.length] = [node.name.value, 0];
    else if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) argument.push(node.name.value);
  }
  return field ? `${field}(${argument.join(".")})` : argument.join(".") || "document";
}
