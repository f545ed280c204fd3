import type { ApolloServerOptionsWithGateway } from "@apollo/server";
import { execute, getNamedType, GraphQLError, isAbstractType, Kind, OperationTypeNode, TypeInfo, visit, visitWithTypeInfo } from "graphql";
import type { DocumentNode, ExecutionResult, GraphQLSchema, OperationDefinitionNode } from "graphql";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import type { GraphQLContext } from "../request/context.js";

type Gateway = ApolloServerOptionsWithGateway<GraphQLContext>["gateway"];

/** An operation is compiled the second time it is asked: one seen once is not worth compiling. */
export const COMPILE_ON_SIGHTING = 2;
/** Operation texts remembered at most, the oldest forgotten first (the app itself sends a few dozen). */
export const REMEMBERED_QUERIES = 500;

interface Remembered {
  sightings: number;
  compiled?: CompiledQuery;
}

/**
 * Executes queries compiled by graphql-jit. graphql-js walks the document for every field of every
 * row anew (a list of 50 clients is about 1,000 fields); graphql-jit turns a query into one
 * JavaScript function once and reuses it. Apollo Server still parses, validates (query limits
 * included), runs its plugins and formats errors; only the execution step is replaced, through
 * its gateway interface, the public hook for an executor of one's own.
 *
 * Mutations are compiled too (graphql-jit runs their fields one after another, as graphql-js
 * does): the outbox sends the same Sync mutation with up to 500 entries, and graphql-jit's compiled
 * variable coercion costs about 3.5 ms for them where graphql-js's costs 5.4. Introspection,
 * operations reaching a union or interface (type-graphql resolves those types asynchronously,
 * which graphql-jit does not take) and any operation graphql-jit cannot compile run through
 * graphql-js, as before.
 */
export function compiledQueryGateway(schema: GraphQLSchema): Gateway {
  const remembered = new Map<string, Remembered>();

  function compiledFor(key: string, document: DocumentNode, operationName: string | null): CompiledQuery | undefined {
    let entry = remembered.get(key);
    if (!entry) {
      entry = { sightings: 0 };
      remembered.set(key, entry);
      if (remembered.size > REMEMBERED_QUERIES) remembered.delete(remembered.keys().next().value!);
    }
    entry.sightings += 1;
    if (entry.sightings === COMPILE_ON_SIGHTING && !readsAbstractType(schema, document)) {
      const compiled = compileQuery(schema, document, operationName ?? undefined);
      if (isCompiledQuery(compiled)) entry.compiled = compiled;
    }
    return entry.compiled;
  }

  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: "" });
      return () => undefined;
    },
    load() {
      return Promise.resolve({
        executor: async ({ document, operation, operationName, queryHash, context, request }) => {
          const variables = request.variables ?? {};
          const compiled = isCompilable(operation) ? compiledFor(`${queryHash}:${operationName ?? ""}`, document, operationName) : undefined;
          if (compiled) {
            const result = (await compiled.query(undefined, context, variables)) as ExecutionResult<Record<string, unknown>>;
            // No data at all: the variables were refused before any resolver ran, so a mutation runs
            // once either way. graphql-js words that answer (a 400 with BAD_USER_INPUT, naming the
            // variable) as before.
            if ("data" in result) return asGraphQLResult(result);
          }
          return await execute({ schema, document, contextValue: context, variableValues: variables, operationName });
        },
      });
    },
    stop() {
      return Promise.resolve();
    },
  };
}

/** Whether any field the document selects has a union or interface type. */
function readsAbstractType(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const type = typeInfo.getType();
        if (type && isAbstractType(getNamedType(type))) found = true;
      },
    }),
  );
  return found;
}

/** A query or mutation that reads no introspection field at its root. */
function isCompilable(operation: OperationDefinitionNode): boolean {
  return (
    operation.operation !== OperationTypeNode.SUBSCRIPTION &&
    operation.selectionSet.selections.every((s) => s.kind !== Kind.FIELD || !s.name.value.startsWith("__"))
  );
}

/**
 * graphql-jit's errors lack `extensions` when the thrown error had none, which Apollo Server's
 * error formatting needs: each becomes the GraphQLError graphql-js would have made (same message,
 * path, locations and original error, so formatGraphQLError maps it as before).
 */
function asGraphQLResult(result: ExecutionResult<Record<string, unknown>>): ExecutionResult<Record<string, unknown>> {
  if (!result.errors) return result;
  const errors = result.errors.map((error) => {
    const rebuilt = new GraphQLError(error.message, { path: error.path, originalError: error.originalError, extensions: error.extensions });
    return Object.assign(rebuilt, { locations: error.locations });
  });
  return { ...result, errors };
}
