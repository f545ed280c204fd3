import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Kind, parse, validate, visit, type DocumentNode, type FragmentDefinitionNode, type GraphQLSchema, type OperationDefinitionNode } from "graphql";

/** A kept release (docs/sync-and-api.md, "Released builds and their operations"): schema/released/<name>/. */
export interface KeptRelease {
  name: string;
  commit: string;
  status: "supported" | "update-required";
  reason?: string;
  operations: DocumentNode[];
}

/** One operation of a kept release the schema no longer answers, with graphql-js's reasons. */
export interface ReleaseBreak {
  release: string;
  operation: string;
  errors: string[];
}

/** Every kept release under `dir` (schema/released), each operation as the app sends it: with the fragments it uses. */
export function keptReleases(dir: string): KeptRelease[] {
  return readdirSync(dir)
    .sort()
    .map((name) => {
      const meta = JSON.parse(readFileSync(path.join(dir, name, "release.json"), "utf8")) as Omit<KeptRelease, "operations">;
      if (meta.name !== name) throw new Error(`${dir}/${name}/release.json names ${meta.name}, not its folder`);
      return { ...meta, operations: operationsOf(parse(readFileSync(path.join(dir, name, "operations.graphql"), "utf8"))) };
    });
}

/** Splits a document into one document per operation holding the fragments it reaches, as the app's requests do. */
export function operationsOf(document: DocumentNode): DocumentNode[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const reached = (node: OperationDefinitionNode | FragmentDefinitionNode, into: Set<string>) => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (into.has(name)) return;
        into.add(name);
        const fragment = fragments.get(name);
        if (fragment) reached(fragment, into);
      },
    });
    return into;
  };
  return document.definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => ({
      kind: Kind.DOCUMENT,
      definitions: [operation, ...[...reached(operation, new Set())].flatMap((name) => fragments.get(name) ?? [])],
    }));
}

/** The operation's name as the app names it. */
export function operationName(document: DocumentNode): string {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operation?.name?.value ?? "(anonymous)";
}

/** Each operation of the release that `schema` refuses, with why. */
export function releaseBreaks(schema: GraphQLSchema, release: KeptRelease): ReleaseBreak[] {
  return release.operations.flatMap((document) => {
    const errors = validate(schema, document);
    return errors.length === 0 ? [] : [{ release: release.name, operation: operationName(document), errors: errors.map((e) => e.message) }];
  });
}
