/** The most audit events one CSV export holds (docs/operator-console.md, "CSV"): the console says when an export stopped there. */
export const MAX_AUDIT_CSV_EVENTS = 100_000;

/**
 * The byte order mark the console puts before a CSV it saves: without it a spreadsheet on Windows
 * reads the UTF-8 file in its own code page, and Chichewa names or Dutch accents come out garbled.
 */
export const CSV_FILE_BOM = "\uFEFF";
