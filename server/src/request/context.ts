import type { Identity } from "../auth/identity.js";
import type { Logger } from "../logger.js";
import type { Services } from "../services.js";

/** What every resolver receives: below the doors, so a module needs nothing of graphql/ (docs/layers.md). */
export interface GraphQLContext {
  identity: Identity;
  services: Services;
  logger: Logger;
  /** The Host the request came to: it chooses the deployment. */
  host: string;
  /** The caller's network address (login throttling). */
  address: string;
  /** The Authorization header as sent (logout revokes that token). */
  authorization: string | undefined;
  /** The X-Content-Preview header: a preview ticket, answering content from a draft (docs/sync-and-api.md, "Content releases"). */
  contentPreview?: string;
}
