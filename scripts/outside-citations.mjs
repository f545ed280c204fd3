// Citations of documents the repository does not hold: "issue N" (the old issue tracker) and
// "spec N" or "spec section N" (the product spec outside the repository), N a number. Code, tests, scripts and
// config point into docs/ instead (docs/product.md §N, a page and its section, docs/decisions/);
// docs/ may keep such numbers where they tell history. Read without regular expressions: each line
// is walked once, character by character, after its length is bounded.

/** The longest line a checked file may have; a longer one is reported rather than read. */
export const MAX_LINE = 10_000;

/** Words that cite an outside document when a number follows them. */
const CITING = new Set(["issue", "issues", "spec"]);

/**
 * Words and numbers that say "issue N" of the product itself, not of the tracker: a health issue of
 * the health-issue form, named by its id in the server's error messages. Each is ignored in its file
 * only. (Word and number apart, so that this file does not cite them.)
 */
export const NOT_CITATIONS = [
  { file: "server/src/modules/health-issue/hiapp-pdf.test.ts", word: "issue", number: "999", why: "a health issue's id in an error message" },
  { file: "server/src/modules/health-issue/hiapp-pdf.test.ts", word: "issue", number: "201", why: "a health issue's id in an error message" },
];

const isWordChar = (c) => (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c === "_";
const isDigit = (c) => c >= "0" && c <= "9";
const isGap = (c) => c === " " || c === "\t" || c === "#";

/** The line's runs of word characters, digits and anything else, in order. */
function tokens(line) {
  const found = [];
  let start = 0;
  const kindOf = (c) => (isWordChar(c) ? "word" : isDigit(c) ? "number" : "other");
  for (let i = 1; i <= line.length; i++) {
    if (i < line.length && kindOf(line[i]) === kindOf(line[start])) continue;
    found.push({ kind: kindOf(line[start]), text: line.slice(start, i) });
    start = i;
  }
  return found;
}

const isCitingWord = (token) => token?.kind === "word" && CITING.has(token.text.toLowerCase());
const isGapToken = (token) => token?.kind === "other" && [...token.text].every(isGap);

/** Each citation in one line: its citing word, its number, and the text as written ("Issue  N", "spec section N"). */
export function citationsInLine(line) {
  const list = tokens(line);
  const found = [];
  for (let i = 0; i < list.length; i++) {
    if (!isCitingWord(list[i]) || !isGapToken(list[i + 1])) continue;
    let next = i + 2;
    if (list[next]?.kind === "word" && list[next].text.toLowerCase() === "section" && isGapToken(list[next + 1])) next += 2;
    if (list[next]?.kind !== "number") continue;
    const text = list
      .slice(i, next + 1)
      .map((token) => token.text)
      .join("");
    found.push({ word: list[i].text.toLowerCase(), number: list[next].text, text });
  }
  return found;
}

/** Whether a line ends with a citing word whose number may open the next line ("... (issue" / "* 17 item 4)"). */
function endsWithCitingWord(line) {
  const list = tokens(line.trimEnd());
  return isCitingWord(list.at(-1)) || (list.at(-1)?.text === "section" && isGapToken(list.at(-2)) && isCitingWord(list.at(-3)));
}

/** Whether a comment line, past its indentation and comment marks, starts with a number. */
function startsWithNumber(line) {
  let marked = false;
  for (const c of line) {
    if (c === "/" || c === "*" || c === "#") marked = true;
    else if (c !== " " && c !== "\t") return marked && isDigit(c);
  }
  return false;
}

/** Every citation of an outside document in a file's text, each naming `file:line`. */
export function outsideCitations(file, text) {
  const ignored = NOT_CITATIONS.filter((entry) => entry.file === file);
  const isIgnored = (citation) => ignored.some((entry) => entry.word === citation.word && entry.number === citation.number);
  const problems = [];
  const lines = text.split("\n");
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (line.length > MAX_LINE) {
      problems.push(`${where} is longer than ${MAX_LINE} characters, too long to check for citations`);
      return;
    }
    for (const citation of citationsInLine(line)) {
      if (!isIgnored(citation)) problems.push(`${where} cites "${citation.text}", a document outside the repository: point into docs/ instead`);
    }
    const next = lines[index + 1];
    if (next !== undefined && next.length <= MAX_LINE && endsWithCitingWord(line) && startsWithNumber(next)) {
      problems.push(`${where} cites an issue or the spec, its number on the next line: point into docs/ instead`);
    }
  });
  return problems;
}

/** Files that hold code, tests, scripts or config: every checked file but the prose of docs/ and the READMEs. */
export function isCodeOrConfig(file) {
  return !file.endsWith(".md") && !file.startsWith("docs/");
}
