import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { clockWatchingFetch } from "./server-clock.js";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { allPagesLink } from "./all-pages-link.js";
import { contentReleaseLink } from "./content-release-link.js";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { isSubscriptionOperation } from "@apollo/client/utilities";
import { createClient, type Client as WsClient } from "graphql-ws";
import syncedTypes from "../generated/possible-types.js";
import { checkedChannelName, pongWatch, REALTIME } from "./realtime.js";
import { interruptibleRetryWait } from "./reconnect.js";
import { authToken } from "../vault/storage-keys.js";
import { actingInstall } from "../vault/acting-install.js";
import { wipeWatchingFetch } from "../vault/wipe-watch.js";
import { wipeOrderOfClose, type WipeOrder } from "../vault/wipe.js";
import { closedForSession } from "@stepwise/domain";

/** Synced records are identified by uuid on every device. */
const byUuid = { keyFields: ["uuid"] };

/** Types with an `id` that is only unique within their parent (Apollo would otherwise normalize them by it). */
export const EMBEDDED_WITH_ID = [
  "ClientFieldCategory",
  "CategoryItem",
  "ContentPage",
  "FormPage",
  "FormPageElement",
  "HiCause",
  "HiCauseOption",
  "HiIssue",
  "HiIssueOption",
  "HiSolution",
  "HiSolutionOption",
  "LadderOption",
  "MilestoneCategory",
  "MilestoneChecklist",
  "MilestoneIndicator",
  "MilestoneIndicatorText",
];

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    // Every synced entity's type is a member of the schema's SyncedRecord union: one policy keys
    // them all by uuid, a new entity included (generated/possible-types.ts, made by codegen).
    possibleTypes: syncedTypes.possibleTypes,
    typePolicies: {
      SyncedRecord: byUuid,
      // Values inside their record or content: an `id` names an option of one list (category 2 of one
      // field, indicator 5 in one language), not an object shared app-wide, so they are never merged.
      ...Object.fromEntries(EMBEDDED_WITH_ID.map((type) => [type, { keyFields: false as const }])),
    },
  });
}

/** Credentials of every request (docs/sync-and-api.md, "Identity"; docs/product.md §7: X-Requested-With), read fresh each time. */
export function credentials(): Record<string, string> {
  const token = authToken();
  const install = actingInstall();
  return {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    "X-App-Install-Id": install.id,
    "X-App-Install-Secret": install.secret,
    "X-Requested-With": "XMLHttpRequest",
  };
}

export function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED");
  return false;
}

export interface Apollo {
  client: ApolloClient;
  ws: WsClient;
  /** Reconnects the WebSocket now if it is waiting out its backoff (coming online, page visible). */
  reconnectNow: () => void;
}

function isCloseEvent(event: unknown): event is CloseEvent {
  return typeof event === "object" && event !== null && typeof (event as CloseEvent).code === "number";
}

/** The bearer token a request was sent with (its Authorization header), or null. */
export function sentToken(headers: Record<string, string> | undefined): string | null {
  const authorization = headers?.Authorization ?? headers?.authorization;
  return authorization?.startsWith("Bearer ") ? authorization.slice("Bearer ".length) : null;
}

/**
 * Queries and mutations over HTTP, subscriptions over graphql-ws (which reconnects forever).
 * `onUnauthenticated` hears which token the refused request carried: a request sent before a new
 * login may be refused after it, and must not end the new session. `onWipeOrder` hears an operator's
 * order on any answer, a DEVICE_WIPED error or the socket's close (docs/shared-phone.md, "Wipe orders reach the phone").
 */
export function createApollo(
  cache: InMemoryCache,
  handlers: { onUnauthenticated(token: string | null): void; onConnected(): void; onWipeOrder(order: WipeOrder): void; onUpdateRequired(): void },
): Apollo {
  const wsUrl = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/graphql`;
  const pongs = pongWatch();
  const channel = checkedChannelName(REALTIME.channel);
  const retry = interruptibleRetryWait();
  // The token the socket last connected with: a close for its ended session ends that session only.
  let socketToken: string | null = null;
  const ws = createClient({
    url: wsUrl,
    connectionParams: () => {
      const params = credentials();
      socketToken = sentToken(params);
      return { ...params, channel };
    },
    retryAttempts: Infinity,
    // A socket closed for a wipe order (4410) is not opened again: the phone obeys (docs/shared-phone.md).
    shouldRetry: (event) => !isCloseEvent(event) || wipeOrderOfClose(event.code, event.reason) === null,
    retryWait: (retries) => retry.wait(retries),
    keepAlive: REALTIME.activityTimeoutMs,
    connectionAckWaitTimeout: REALTIME.unavailableTimeoutMs,
    on: {
      connected: (socket) => {
        pongs.connected(socket);
        handlers.onConnected();
      },
      closed: (event) => {
        const order = isCloseEvent(event) ? wipeOrderOfClose(event.code, event.reason) : null;
        if (order) handlers.onWipeOrder(order);
        // Her session ended (an operator's End session, Disable or a reset; a refused reconnect): the phone locks at once, idle or not.
        if (isCloseEvent(event) && closedForSession(event.code, event.reason)) handlers.onUnauthenticated(socketToken);
      },
      ping: (received) => pongs.ping(received),
      pong: (received) => pongs.pong(received),
    },
  });
  // An operation's own headers win (a login sends none of the stored token).
  const withCredentials = new SetContextLink((previous) => ({ headers: { ...credentials(), ...(previous.headers as Record<string, string> | undefined) } }));
  const onError = new ErrorLink(({ error, operation }) => {
    if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "DEVICE_WIPED")) handlers.onWipeOrder("LOST");
    if (isUnauthenticated(error)) handlers.onUnauthenticated(sentToken(operation.getContext().headers as Record<string, string> | undefined));
    // docs/sync-and-api.md, "Released builds and their operations": the rare refusal's check loads when one comes.
    if (CombinedGraphQLErrors.is(error) || (ServerError.is(error) && error.statusCode === 400)) {
      void import("./app-outdated.js").then(({ asksForUpdate }) => asksForUpdate(error) && handlers.onUpdateRequired());
    }
  });
  // The credentials are set before the error link reads them from the operation's context.
  const http = ApolloLink.from([
    allPagesLink(),
    contentReleaseLink(),
    withCredentials,
    onError,
    new HttpLink({ uri: "/graphql", fetch: clockWatchingFetch(wipeWatchingFetch((order) => handlers.onWipeOrder(order))) }),
  ]);
  const link = ApolloLink.split(({ query }) => isSubscriptionOperation(query), new GraphQLWsLink(ws), http);
  return { client: new ApolloClient({ cache, link }), ws, reconnectNow: () => void retry.now() };
}
