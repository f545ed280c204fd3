import { ApolloLink } from "@apollo/client";
import { Kind, visit, type ArgumentNode, type DocumentNode } from "graphql";
import { Observable, type Subscription } from "rxjs";

/** Where the server says a list goes on: its response key -> the cursor of its next page (server/src/graphql/answer-cost.ts). */
type NextPages = Record<string, string>;

interface PageResult {
  data?: Record<string, unknown> | null;
  errors?: readonly unknown[];
  extensions?: Record<string, unknown>;
}

/** Tells, for each page fetched, how many records of the list have arrived so far. */
export type PageListener = (operationName: string, received: number) => void;

function nextPagesOf(result: PageResult): NextPages {
  const pages = result.extensions?.nextPages;
  return pages && typeof pages === "object" ? (pages as NextPages) : {};
}

/** The query with its root field of that response key asking for the page after the cursor (`after: "<cursor>"`). */
function askingAfter(query: DocumentNode, responseKey: string, cursor: string): DocumentNode {
  let found = false;
  const rewritten = visit(query, {
    OperationDefinition(operation) {
      return {
        ...operation,
        selectionSet: {
          ...operation.selectionSet,
          selections: operation.selectionSet.selections.map((selection) => {
            if (selection.kind !== Kind.FIELD || (selection.alias ?? selection.name).value !== responseKey) return selection;
            found = true;
            const after: ArgumentNode = { kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: "after" }, value: { kind: Kind.STRING, value: cursor } };
            return { ...selection, arguments: [...(selection.arguments ?? []).filter((a) => a.name.value !== "after"), after] };
          }),
        },
      };
    },
  });
  if (!found) throw new Error(`the server paged ${responseKey}, which is not a field of the query`);
  return rewritten;
}

/**
 * Every list the server pages (at most 500 records a page) is read whole: while the answer's
 * `extensions.nextPages` names the list's next cursor, the same query is sent again with the
 * list's `after` argument set to it, and the pages' records are joined into one answer, the one
 * the cache stores under the query as the app wrote it. A query that pages more than one list at
 * once fails by name instead of showing a part of the records as the whole.
 */
export function allPagesLink(onPage?: PageListener): ApolloLink {
  return new ApolloLink((operation, forward) => {
    return new Observable((observer) => {
      const original = operation.query;
      let joined: PageResult | null = null;
      let current: Subscription | null = null;
      let pagedKey: string | null = null;
      const finish = (result: PageResult) => {
        operation.query = original;
        const { nextPages: _done, ...extensions } = result.extensions ?? {};
        observer.next({ ...result, extensions } as never);
        observer.complete();
      };
      const fetchPage = () => {
        current = forward(operation).subscribe({
          next: (raw) => {
            const result = raw as PageResult;
            const pages = nextPagesOf(result);
            const keys = Object.keys(pages);
            if (joined?.data && result.data) {
              for (const [key, value] of Object.entries(result.data)) {
                const before = joined.data[key];
                if (Array.isArray(before) && Array.isArray(value)) joined.data[key] = [...(before as unknown[]), ...(value as unknown[])];
              }
              joined = { ...joined, errors: result.errors, extensions: result.extensions };
            } else {
              joined = { ...result, data: result.data ? { ...result.data } : result.data };
            }
            pagedKey = keys[0] ?? pagedKey;
            const list = pagedKey === null ? undefined : joined.data?.[pagedKey];
            if (Array.isArray(list)) onPage?.(operation.operationName ?? "", list.length);
            if (result.errors?.length || keys.length === 0) return finish(joined);
            if (keys.length > 1) {
              operation.query = original;
              return observer.error(new Error(`${operation.operationName ?? "a query"}: ${keys.join(" and ")} have more pages at once; page one list a query`));
            }
            try {
              operation.query = askingAfter(original, keys[0]!, pages[keys[0]!]!);
            } catch (error) {
              operation.query = original;
              return observer.error(error);
            }
            fetchPage();
          },
          error: (error: unknown) => {
            operation.query = original;
            observer.error(error);
          },
        });
      };
      fetchPage();
      return () => current?.unsubscribe();
    });
  });
}
