import { readSheet } from "read-excel-file/node";
import { BadInput } from "../../errors.js";

/** docs/operator-console.md, "Importing a team": the file's format; an XLSX file travels as base64. */
export type TeamFileFormat = "CSV" | "XLSX";

/** The columns a team's file may have, as the import names them in its errors. */
export const TEAM_COLUMNS = ["name", "e-mail", "deployment", "role", "region", "team", "role in team"] as const;
export type TeamColumn = (typeof TEAM_COLUMNS)[number];

/** The most workers one file may hold: a district's team is tens, a whole country's a few thousand. */
export const MAX_TEAM_ROWS = 5000;
/** The most characters of one cell: a name or an e-mail, with room to spare. */
const MAX_CELL = 1000;

/** One row of the file as typed: its number as a spreadsheet shows it (the header is row 1) and its cells by column. */
export interface TeamFileRow {
  row: number;
  cells: Record<TeamColumn, string>;
}

/** A header as typed, to the column it names: matched without regard to case, spaces, "-" and "_"; "email" and "e-mail" both. */
const HEADERS: Record<string, TeamColumn> = {
  name: "name",
  email: "e-mail",
  emailaddress: "e-mail",
  deployment: "deployment",
  role: "role",
  region: "region",
  team: "team",
  roleinteam: "role in team",
};

/**
 * The rows of a team's file (docs/operator-console.md, "Importing a team"): a CSV (RFC 4180, comma or
 * semicolon, as spreadsheets in Dutch save it) or the first sheet of an XLSX sent as base64. The
 * header row names the columns; "name" and "e-mail" are needed, the others may be left out. Rows with
 * no cell filled are skipped. A file that cannot be read is bad input naming what is wrong.
 */
export async function readTeamFile(file: string, format: TeamFileFormat): Promise<TeamFileRow[]> {
  const table = format === "XLSX" ? await xlsxCells(file) : csvCells(file);
  const header = table[0];
  if (!header) throw new BadInput("file: is empty; the first row names the columns: name, e-mail, deployment, role, region");
  const columns = header.map((title) => HEADERS[title.toLowerCase().replace(/[\s_-]/g, "")] ?? null);
  for (const needed of ["name", "e-mail"] as const) {
    if (!columns.includes(needed))
      throw new BadInput(`file: has no column "${needed}"; the first row names the columns: name, e-mail, deployment, role, region`);
  }
  const twice = columns.find((column, i) => column !== null && columns.indexOf(column) !== i);
  if (twice) throw new BadInput(`file: has the column "${twice}" twice`);
  const rows: TeamFileRow[] = [];
  table.slice(1).forEach((cells, i) => {
    if (cells.every((cell) => cell.trim() === "")) return;
    const row: TeamFileRow = { row: i + 2, cells: { name: "", "e-mail": "", deployment: "", role: "", region: "", team: "", "role in team": "" } };
    columns.forEach((column, c) => {
      if (column !== null) row.cells[column] = (cells[c] ?? "").trim().slice(0, MAX_CELL);
    });
    rows.push(row);
  });
  if (rows.length > MAX_TEAM_ROWS) throw new BadInput(`file: has ${rows.length} workers; at most ${MAX_TEAM_ROWS} in one file`);
  return rows;
}

/**
 * The most bytes an XLSX file may say its parts unpack to. A team of 5,000 unpacks to a few MB; the
 * parser (read-excel-file) holds the unpacked parts in memory, so a file claiming more is refused
 * before it is unpacked.
 */
export const MAX_XLSX_UNPACKED_BYTES = 64 * 1024 * 1024;

/**
 * What the parts of a zip file (an XLSX is one) say they unpack to, summed from its central
 * directory; null when it has none that can be read (the parser then refuses the file).
 */
export function declaredUnpackedBytes(bytes: Buffer): number | null {
  // The end of the central directory: its signature within the last 22 + 65,535 bytes (a comment).
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let entry = bytes.readUInt16LE(end + 10); entry > 0; entry--) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    total += bytes.readUInt32LE(at + 24);
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}

/** The first sheet of an XLSX file (base64), each cell as text: numbers as written, dates as YYYY-MM-DD. */
async function xlsxCells(base64: string): Promise<string[][]> {
  const bytes = Buffer.from(base64.trim(), "base64");
  if (bytes.length === 0) throw new BadInput("file: is empty; an XLSX file is sent as base64");
  if ((declaredUnpackedBytes(bytes) ?? 0) > MAX_XLSX_UNPACKED_BYTES) {
    throw new BadInput(`file: unpacks to more than ${MAX_XLSX_UNPACKED_BYTES / 1024 / 1024} MB; a team's sheet is far smaller`);
  }
  let data;
  try {
    data = await readSheet(bytes);
  } catch {
    throw new BadInput("file: is not an XLSX file that can be read (an XLSX file is sent as base64)");
  }
  return data.map((row) => row.map((cell) => (cell === null ? "" : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell))));
}

/**
 * CSV as RFC 4180 has it, quoted cells holding commas, quotes ("") and line breaks, with a byte order
 * mark, CRLF or LF. The delimiter is the header line's: a semicolon when it has one and no comma.
 * One pass over the characters, no pattern that backtracks (docs/SECURITY.md, "Every pattern is linear").
 */
export function csvCells(text: string): string[][] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const delimiter = !firstLine.includes(",") && firstLine.includes(";") ? ";" : ",";
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (source[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (quoted) throw new BadInput(`file: line ${rows.length + 1} opens a quote (") that never closes`);
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}
