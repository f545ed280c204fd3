import type { Identity } from "../auth/identity.js";
import type { Logger } from "../logger.js";
import type { Services } from "../services.js";

export interface GraphQLContext {
  identity: Identity;
  services: Services;
  logger: Logger;
  /** The Host the request came to: it chooses the deployment. */
  host: string;
}
