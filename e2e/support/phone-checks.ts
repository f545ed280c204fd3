import type { Page } from "puppeteer-core";

/** What a worker reads on the page: visible text nodes, and the labels a screen reader says. */
export function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? "";
      if (!parent || text === "" || parent.closest("script, style, [hidden]")) continue;
      const style = getComputedStyle(parent);
      if (style.display === "none" || style.visibility === "hidden" || parent.getClientRects().length === 0) continue;
      texts.push(text);
    }
    for (const el of document.querySelectorAll("[aria-label], [placeholder], [title]")) {
      for (const name of ["aria-label", "placeholder", "title"]) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/**
 * Layout faults at the current viewport: a page wider than the screen, and buttons or tiles that run
 * off it or cut their own label.
 */
export function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const width = window.innerWidth;
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width) faults.push(`the page is ${pageWidth} px wide`);
    for (const el of document.querySelectorAll<HTMLElement>("button, a.button, a.tile, [role='button'], input[type='submit']")) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || getComputedStyle(el).visibility === "hidden") continue;
      const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute("aria-label") ?? "").trim().slice(0, 30)}"`;
      if (rect.right > width + 0.5 || rect.left < -0.5) faults.push(`${name} runs off the screen (${Math.round(rect.left)}..${Math.round(rect.right)})`);
      else if (el.scrollWidth > el.clientWidth + 1) faults.push(`${name} cuts its label (${el.scrollWidth} > ${el.clientWidth})`);
    }
    // A select shows its chosen option on one line: cut when the text is wider than its box
    // (docs/worker-phone.md "Layout"; a WrappingSelect's transparent select shows nothing itself).
    const canvas = document.createElement("canvas").getContext("2d")!;
    for (const select of document.querySelectorAll("select")) {
      const style = getComputedStyle(select);
      if (select.getClientRects().length === 0 || style.opacity === "0") continue;
      const text = select.selectedOptions[0]?.textContent?.trim() ?? "";
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // Chromium draws the arrow in about 20 px at the right of the padding box.
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      const needed = canvas.measureText(text).width;
      if (needed > room + 1) faults.push(`select "${text.slice(0, 30)}" is cut (${Math.round(needed)} px of text in ${Math.round(room)} px)`);
    }
    // A word broken over two lines although it would fit on one of them: the words of Dutch and
    // Chichewa broke mid-word in short boxes ("Doel verwijd/erd"); reflow, or hyphens where the
    // browser has the language's patterns (docs/worker-phone.md "Layout").
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const broken = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? "";
      if (!parent || text.trim() === "" || parent.closest("script, style, [hidden], [aria-hidden='true']") || parent.getClientRects().length === 0) continue;
      let block: HTMLElement | null = parent;
      while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      if (!block) continue;
      const blockStyle = getComputedStyle(block);
      const lineWidth = block.clientWidth - parseFloat(blockStyle.paddingLeft) - parseFloat(blockStyle.paddingRight);
      // A break after a hyphen or at a soft hyphen is a right one: the pieces between are the words.
      for (const match of text.matchAll(/[^\s\u00AD-]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = [...range.getClientRects()].filter((r) => r.width > 0);
        if (lines.length < 2 || lines.every((r) => Math.abs(r.top - lines[0]!.top) < 2)) continue;
        const width = lines.reduce((sum, r) => sum + r.width, 0);
        if (width <= lineWidth) broken.add(`"${match[0].slice(0, 40)}" breaks mid-word (${Math.round(width)} px, the line holds ${Math.round(lineWidth)})`);
      }
    }
    for (const word of broken) faults.push(word);
    return faults;
  });
}

/** Buttons and links inside `selector` smaller than a 44x44 px tap target (WCAG 2.5.5). */
export function smallTapTargets(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(`${selector} a[href], ${selector} button`, (els) =>
    els.flatMap((el) => {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0) return [];
      return rect.width < 44 || rect.height < 44
        ? [`"${(el.textContent ?? "").trim().slice(0, 30)}" is ${Math.round(rect.width)}x${Math.round(rect.height)}`]
        : [];
    }),
  );
}

/** The page's internal links (menu and main), as paths with their query. */
export function internalLinks(page: Page): Promise<string[]> {
  return page.$$eval("a[href]", (links) =>
    links.flatMap((a) => {
      const url = new URL(a.href);
      return url.origin === location.origin ? [url.pathname + url.search] : [];
    }),
  );
}
