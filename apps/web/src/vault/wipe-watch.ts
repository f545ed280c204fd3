import { wipeOrderOf, type WipeOrder } from "./wipe.js";

/** The header every answer to an install with an order carries (docs/shared-phone.md). */
export const WIPE_HEADER = "X-Stepwise-Wipe";

let listener: (order: WipeOrder) => void = () => {};

/** Who obeys an order heard on any answer (the sync runtime). */
export function onWipeOrder(obey: (order: WipeOrder) => void): void {
  listener = obey;
}

export function heardWipeOrder(order: WipeOrder): void {
  listener(order);
}

/** fetch, reading the wipe header of every answer: the HTTP doors of the app go through it. */
export const watchedFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const order = wipeOrderOf(response.headers.get(WIPE_HEADER));
  if (order) heardWipeOrder(order);
  return response;
};
