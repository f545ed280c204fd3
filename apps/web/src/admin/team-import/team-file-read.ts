import type { TeamFileFormat } from "../../generated/graphql.js";

/**
 * A chosen file as importTeam takes it (docs/operator-console.md, "Importing a team"): an .xlsx file's
 * bytes in base64, anything else as text (CSV). The server parses both, so no spreadsheet code
 * comes to the browser.
 */
export async function teamFileOf(file: File): Promise<{ file: string; format: TeamFileFormat }> {
  if (!file.name.toLowerCase().endsWith(".xlsx")) return { file: await file.text(), format: "CSV" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { file: btoa(binary), format: "XLSX" };
}
