import { gql, type TypedDocumentNode } from "@apollo/client";

/**
 * The content library's GraphQL operations, written to the content-release contract while the
 * server's schema is being built; they become library-*.graphql's generated documents once it is in
 * schema/schema.graphql.
 */
interface Item {
  kind: string;
  key: string;
  language: string;
  content: string;
}
interface Problem {
  where: string;
  message: string;
}
interface Edited {
  applicationId: number;
  changed: boolean;
  problems: Problem[];
}
type AppId = { applicationId: number };

export const LibraryDraftDocument: TypedDocumentNode<
  {
    contentDraft: {
      applicationId: number;
      baseRelease: number;
      changed: boolean;
      settings: { languages: Array<{ id: string; name: string; languageCode: string }>; forms: Array<{ formtype: string }> };
      items: Item[];
      problems: Problem[];
    };
  },
  AppId & { kind: string }
> = gql`
  query LibraryDraft($applicationId: Int!, $kind: String!) {
    contentDraft(applicationId: $applicationId) {
      applicationId
      baseRelease
      changed
      settings {
        languages {
          id
          name
          languageCode
        }
        forms {
          formtype
        }
      }
      items(kind: $kind) {
        kind
        key
        language
        content
      }
      problems {
        where
        message
      }
    }
  }
`;

export const LibraryPutItemDocument: TypedDocumentNode<{ putDraftItem: Edited }, AppId & { item: Item }> = gql`
  mutation LibraryPutItem($applicationId: Int!, $item: ContentItemInput!) {
    putDraftItem(applicationId: $applicationId, item: $item) {
      applicationId
      changed
      problems {
        where
        message
      }
    }
  }
`;

export const LibraryRemoveItemDocument: TypedDocumentNode<{ removeDraftItem: Edited }, AppId & { kind: string; key: string; language: string }> = gql`
  mutation LibraryRemoveItem($applicationId: Int!, $kind: String!, $key: String!, $language: String!) {
    removeDraftItem(applicationId: $applicationId, kind: $kind, key: $key, language: $language) {
      applicationId
      changed
      problems {
        where
        message
      }
    }
  }
`;

export const LibraryReleasesDocument: TypedDocumentNode<
  { contentReleases: Array<{ applicationId: number; number: number; note: string; publishedAt: string }> },
  AppId
> = gql`
  query LibraryReleases($applicationId: Int!) {
    contentReleases(applicationId: $applicationId) {
      applicationId
      number
      note
      publishedAt
    }
  }
`;

export const LibraryExportDocument: TypedDocumentNode<{ exportRelease: string }, AppId & { number: number | null }> = gql`
  query LibraryExport($applicationId: Int!, $number: Int) {
    exportRelease(applicationId: $applicationId, number: $number)
  }
`;

export const LibraryImportDocument: TypedDocumentNode<{ importRelease: Edited }, AppId & { file: string }> = gql`
  mutation LibraryImport($applicationId: Int!, $file: String!) {
    importRelease(applicationId: $applicationId, file: $file) {
      applicationId
      changed
      problems {
        where
        message
      }
    }
  }
`;
