import type { Response } from "express";
import type { Identity } from "../auth/identity.js";

/** docs/shared-phone.md: the header that carries an operator's wipe order on every answer to the install. */
export const WIPE_HEADER = "X-Stepwise-Wipe";

/** Sets X-Stepwise-Wipe when the install the request acts as has an order; answers the identity. */
export function tellWipeOrder(res: Response, identity: Identity): Identity {
  if (identity.wipeOrder) res.setHeader(WIPE_HEADER, identity.wipeOrder);
  return identity;
}
