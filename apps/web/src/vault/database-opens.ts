/**
 * Opens of this page's IndexedDB databases that a wipe must not miss (docs/shared-phone.md, "Wipe
 * orders reach the phone"): a wipe reads which databases there are and deletes them, so a database
 * whose open is under way when it reads them, or asked while it deletes them, would be left behind,
 * empty but named for her install. The wipe waits for the opens under way and refuses those asked after.
 */
const underWay = new Set<Promise<unknown>>();
let wiping = false;

/** How long a wipe waits for an open under way (one blocked by another tab's connection may not end). */
export const OPENS_LIMIT_MS = 5_000;

export class WipeUnderWay extends Error {
  constructor(name: string) {
    super(`the phone is being wiped: the database ${name} is not opened`);
    this.name = "WipeUnderWay";
  }
}

/** Opens a database through `open`, unless a wipe has begun: then it is refused with WipeUnderWay. */
export function openUnlessWiping<T>(name: string, open: () => Promise<T>): Promise<T> {
  if (wiping) return Promise.reject(new WipeUnderWay(name));
  const opening = open();
  underWay.add(opening);
  const settle = () => underWay.delete(opening);
  opening.then(settle, settle);
  return opening;
}

/** A wipe begins: every open asked from now on is refused; resolves once those under way have ended (or after the limit). */
export async function refuseOpens(limitMs = OPENS_LIMIT_MS): Promise<void> {
  wiping = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.allSettled([...underWay]), new Promise<void>((resolve) => (timer = setTimeout(resolve, limitMs)))]);
  clearTimeout(timer);
}

/** Opens are allowed again: a new page starts so after a wipe (it reloads); the web suite's files share this module, and call it after a wipe. */
export function allowOpensAgain(): void {
  wiping = false;
}
