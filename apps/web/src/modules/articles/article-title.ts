/** An article's title: the text of its first heading, or its first words (plain text, never rendered as HTML). */
export function articleTitle(html: string): string {
  const heading = /<h[1-4][^>]*>([\s\S]*?)<\/h[1-4]>/i.exec(html)?.[1] ?? html;
  const text = heading
    .replace(/<[^<>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}
