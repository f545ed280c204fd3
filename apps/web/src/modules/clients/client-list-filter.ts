import type { ClientListRow } from "./waiting-clients.js";

export interface ClientListFilter {
  /** Part of a name, any case, any accents. */
  search: string;
  /** Archived clients are hidden unless asked for. */
  showArchived: boolean;
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

/** The clients the list shows: whose name holds every searched word; archived ones only when asked for. */
export function visibleClients<R extends ClientListRow>(rows: readonly R[], { search, showArchived }: ClientListFilter): R[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows.filter((row) => showArchived || !row.record.archived);
  return rows.filter((row) => {
    if (row.record.archived && !showArchived) return false;
    const name = fold(row.record.clientname);
    return words.every((word) => name.includes(word));
  });
}
