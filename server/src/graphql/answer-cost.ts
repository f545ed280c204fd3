import {
  GraphQLError,
  getNamedType,
  isObjectType,
  Kind,
  OperationTypeNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type SelectionSetNode,
  type ValidationContext,
  type ASTVisitor,
} from "graphql";
import type { ApolloServerPlugin } from "@apollo/server";
import { ANSWER_LIMITS, nextPagesOf } from "../request/answer-limits.js";

/**
 * Tells the client which lists have more pages: the answer's `extensions.nextPages` maps each such
 * list's response key (its alias, or its name) to the cursor to pass as `after` for its next page.
 */
export function nextPagesPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises; async makes a throw a rejection
    async requestDidStart() {
      return {
        // eslint-disable-next-line @typescript-eslint/require-await -- as above
        async willSendResponse({ contextValue, response }) {
          const nextPages = nextPagesOf(contextValue);
          if (!nextPages || Object.keys(nextPages).length === 0 || response.body.kind !== "single") return;
          response.body.singleResult.extensions = { ...response.body.singleResult.extensions, nextPages };
        },
      };
    },
  };
}

/**
 * A validation rule: the rows an operation's lists may return, each paged list counted at its
 * `first` (a literal, or maxPage when it is a variable or not given) and multiplied by the pages
 * of the lists around it, must not exceed ANSWER_LIMITS.maxRows. Fragments are counted where they
 * are spread.
 */
export function answerRowsRule(context: ValidationContext): ASTVisitor {
  const schema = context.getSchema();
  const rowsOf = (selectionSet: SelectionSetNode, type: GraphQLObjectType, seen: ReadonlySet<string>): number => {
    let rows = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = type.getFields()[selection.name.value];
        if (!field) continue;
        const paged = field.args.some((arg) => arg.name === "first");
        const firstArg = selection.arguments?.find((arg) => arg.name.value === "first");
        const pageRows = !paged ? 1 : firstArg?.value.kind === Kind.INT ? Number(firstArg.value.value) : ANSWER_LIMITS.maxPage;
        const inner = getNamedType(field.type);
        const nested = selection.selectionSet && isObjectType(inner) ? rowsOf(selection.selectionSet, inner, seen) : 0;
        if (paged) rows += pageRows * Math.max(1, nested);
        else rows += nested;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (isObjectType(on)) rows += rowsOf(selection.selectionSet, on, seen);
      } else {
        const name = selection.name.value;
        const fragment: FragmentDefinitionNode | null | undefined = seen.has(name) ? null : context.getFragment(name);
        const on = fragment ? schema.getType(fragment.typeCondition.name.value) : null;
        if (fragment && isObjectType(on)) rows += rowsOf(fragment.selectionSet, on, new Set([...seen, name]));
      }
    }
    return rows;
  };
  return {
    OperationDefinition(operation) {
      const root = operation.operation === OperationTypeNode.QUERY ? schema.getQueryType() : null;
      if (!root) return;
      const rows = rowsOf(operation.selectionSet, root, new Set());
      if (rows > ANSWER_LIMITS.maxRows) {
        context.reportError(
          new GraphQLError(
            `this query asks for up to ${rows} records; at most ${ANSWER_LIMITS.maxRows} per request (a list's page is ${ANSWER_LIMITS.maxPage} unless first says fewer): ask for fewer lists or smaller pages`,
            { nodes: [operation] },
          ),
        );
      }
    },
  };
}
