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
