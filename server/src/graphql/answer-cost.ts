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
import { BadInput, PayloadTooLarge } from "../errors.js";

/**
 * The cost limit (docs/sync-and-api.md, "Paged lists and the answer's cost limit"): every list of records is paged, and one request may ask for
 * at most ANSWER_LIMITS.maxRows rows and be answered with at most ANSWER_LIMITS.maxBytes bytes of
 * records. Fifteen aliases of `clientImages { image }` once built a 472 MB answer.
 */
export const ANSWER_LIMITS = {
  /** The most records one page of a list holds (`first`), and a page's size when `first` is not given. */
  maxPage: 500,
  /** The most rows all the lists of one request may ask for, counted before it runs (`first`, or maxPage). */
  maxRows: 2000,
  /** The most bytes of records (their stored JSON) one page holds; a page ends before the record that would pass it (its first record always comes). */
  maxPageBytes: 8 * 1024 * 1024,
  /** The most bytes of records one request's lists may read, counted as they are read. */
  maxBytes: 16 * 1024 * 1024,
} as const;

/** A list's page as asked: `first` records after the cursor `after` (the last dataversion of the page before). */
export interface Page {
  first: number;
  after: number | null;
}

/** Checks a list's `first` and `after` arguments, naming the one at fault. */
export function pageOf(first: number | null | undefined, after: string | null | undefined): Page {
  const size = first ?? ANSWER_LIMITS.maxPage;
  if (!Number.isInteger(size) || size < 1 || size > ANSWER_LIMITS.maxPage) {
    throw new BadInput(`first must be a whole number from 1 to ${ANSWER_LIMITS.maxPage}`);
  }
  if (after === null || after === undefined) return { first: size, after: null };
  if (!/^\d{1,18}$/.test(after)) throw new BadInput("after must be a cursor: the dataversion of the last record of the previous page");
  return { first: size, after: Number(after) };
}

/** What one request's lists have read so far, and the next page's cursor of each list that has more, kept per request context. */
const spent = new WeakMap<object, { rows: number; bytes: number; nextPages: Record<string, string> }>();

/**
 * Counts a page's rows and bytes against the request's budget (keyed by its GraphQL context), and
 * refuses the list that takes the request over ANSWER_LIMITS.maxBytes, before it is built.
 */
export function chargeAnswer(context: object, page: { rows: number; bytes: number; responseKey: string; next: string | null }): void {
  const budget = spent.get(context) ?? { rows: 0, bytes: 0, nextPages: {} };
  if (page.next !== null) budget.nextPages[page.responseKey] = page.next;
  const { rows, bytes } = page;
  budget.rows += rows;
  budget.bytes += bytes;
  spent.set(context, budget);
  if (budget.bytes > ANSWER_LIMITS.maxBytes) {
    throw new PayloadTooLarge(
      `this request's lists hold more than ${ANSWER_LIMITS.maxBytes / 1024 / 1024} MB of records; ask for fewer lists or smaller pages (first)`,
    );
  }
}

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
          const nextPages = spent.get(contextValue)?.nextPages;
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
