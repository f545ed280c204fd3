import fs from "node:fs";
import path from "node:path";
import { gql } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { createCache, EMBEDDED_WITH_ID } from "./apollo.js";

/** Types whose `id` names one object app-wide, so the cache may merge them by it. */
const ENTITIES_BY_ID = ["Application", "Language", "Region", "User", "PasswordRequest", "UserAccount", "AuditEvent", "Phone", "RestoreMark", "Team"];

describe("the cache's identity of objects", () => {
  it("keeps a client's category note apart from another field's category of the same id", () => {
    const cache = createCache();
    const query = gql`
      query {
        clients {
          uuid
          clientFormFields {
            uuid
            categories {
              id
              text_input
            }
          }
        }
      }
    `;
    const category = (id: string, text_input: string | null) => ({ __typename: "ClientFieldCategory", id, text_input });
    const field = (uuid: string, categories: object[]) => ({ __typename: "ClientFormField", uuid, categories });
    cache.writeQuery({
      query,
      data: {
        clients: [
          { __typename: "Client", uuid: "c1", clientFormFields: [field("conditions", [category("2", "since birth")]), field("gender", [category("2", null)])] },
        ],
      },
    });
    const read = cache.readQuery<{ clients: Array<{ clientFormFields: Array<{ categories: Array<{ text_input: string | null }> }> }> }>({ query });
    expect(read!.clients[0]!.clientFormFields.map((f) => f.categories[0]!.text_input)).toEqual(["since birth", null]);
  });

  it("names every schema type with an id either as merged by it or as a value inside its parent", () => {
    const schema = fs.readFileSync(path.resolve(__dirname, "../../../../schema/schema.graphql"), "utf8");
    const withId = [...schema.matchAll(/^type (\w+)(?: [^{]*)?\{([^}]*)\}/gm)].filter(([, , body]) => /^[ \t]+id: /m.test(body!)).map(([, name]) => name!);
    expect(withId.filter((type) => !EMBEDDED_WITH_ID.includes(type) && !ENTITIES_BY_ID.includes(type))).toEqual([]);
  });
});
