/**
 * The operator's orders heard on the answers of the app's HTTP doors (docs/shared-phone.md, "Wipe
 * orders reach the phone"). Importing this registers nothing: whoever makes a watching fetch names
 * who obeys what it hears (the sync runtime, through platform/apollo.ts and the first sync's pages).
 */
import { wipeOrderOf, type WipeOrder } from "./wipe.js";

/** The header every answer to an install with an order carries (docs/shared-phone.md). */
export const WIPE_HEADER = "X-Stepwise-Wipe";

/** fetch, reading the wipe header of every answer and handing an order it carries to `heard`. */
export function wipeWatchingFetch(heard: (order: WipeOrder) => void): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const order = wipeOrderOf(response.headers.get(WIPE_HEADER));
    if (order) heard(order);
    return response;
  };
}
