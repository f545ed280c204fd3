import type { ApolloServerPlugin } from "@apollo/server";
import { GraphQLError, Kind, type OperationDefinitionNode } from "graphql";
import type { GraphQLContext } from "../request/context.js";

/** What a lost phone may still ask (docs/shared-phone.md): to learn of its wipe, and to say it wiped. */
const WIPED_MAY_ASK = new Set(["deviceOrders", "acknowledgeWipe", "reportDeviceStatus", "__typename"]);

/** Whether an operation asks only what a lost phone may ask. */
export function onlyWipeFields(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && WIPED_MAY_ASK.has(s.name.value));
}

/**
 * docs/shared-phone.md: every request of an install an operator marked lost is refused with
 * DEVICE_WIPED (HTTP 410), but for learning of its wipe and acknowledging it.
 */
export function deviceWipedPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    requestDidStart: ({ contextValue }) =>
      Promise.resolve({
        didResolveOperation: ({ operation }) => {
          if (contextValue.identity.wipeOrder !== "LOST" || (operation && onlyWipeFields(operation))) return Promise.resolve();
          throw new GraphQLError("this device was marked lost by an operator: wipe it and log in again on a new install", {
            extensions: { code: "DEVICE_WIPED", reason: "device-wiped", http: { status: 410 } },
          });
        },
      }),
  };
}
