import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";

/**
 * The names of the fields a request selects on a resolver's answer, through fragments too, or on the
 * fields reached from it by the names in `under` (["results"]: the fields selected on its
 * `results`). A resolver builds only what is asked for (docs/sync-and-api.md, "Records as documents").
 */
export function selectedFields(info: GraphQLResolveInfo, under: readonly string[] = []): Set<string> {
  let sets: Array<SelectionSetNode | undefined> = info.fieldNodes.map((node) => node.selectionSet);
  for (const name of under)
    sets = fieldsOf(info, sets)
      .filter((field) => field.name.value === name)
      .map((field) => field.selectionSet);
  return new Set(fieldsOf(info, sets).map((field) => field.name.value));
}

/** The fields of the selection sets, fragments spread and inline read through. */
function fieldsOf(info: GraphQLResolveInfo, sets: ReadonlyArray<SelectionSetNode | undefined>): FieldNode[] {
  const fields: FieldNode[] = [];
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        walk(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  sets.forEach(walk);
  return fields;
}
