/**
 * How a graphql-ws socket is closed when the session it carries has ended (docs/shared-phone.md,
 * "Locked"): at once for an open socket when an operator ends the session, disables the account or
 * resets its password, and at every reconnect made with the ended session's token. The code is
 * graphql-ws's Forbidden, which its client retries (its Unauthorized, 4401, it never retries).
 */
export const SESSION_REVOKED_CLOSE = { code: 4403, reason: "Forbidden: the session was revoked" } as const;

/** Whether a socket's close says that its session ended: the app then locks as for a 401. */
export function closedForSession(code: number, reason: string): boolean {
  return code === SESSION_REVOKED_CLOSE.code && reason === SESSION_REVOKED_CLOSE.reason;
}
