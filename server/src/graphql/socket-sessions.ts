import { SESSION_REVOKED_CLOSE } from "@stepwise/domain";
/** Sessions asked about in one statement. */
export const SESSION_RECHECK_BATCH = 1_000;

/** The close of a revoked session's sockets, which the app locks on (packages/domain, session-close.ts). */
export const REVOKED_CLOSE = SESSION_REVOKED_CLOSE;

interface Closable {
  close(code: number, reason: string): void;
}

/**
 * The open graphql-ws sockets of each session (by its token's hash). A revocation notice closes a
 * session's sockets at once (docs/SECURITY.md, "Rules, and the test that proves each"); a notice missed while the LISTEN connection was
 * reconnecting is caught by `recheck`, run after every reconnect and on an interval.
 */
export class SessionSockets<Socket extends Closable> {
  private readonly bySession = new Map<string, Set<Socket>>();

  add(session: string, socket: Socket): void {
    const sockets = this.bySession.get(session) ?? new Set<Socket>();
    sockets.add(socket);
    this.bySession.set(session, sockets);
  }

  remove(session: string, socket: Socket): void {
    const sockets = this.bySession.get(session);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.bySession.delete(session);
  }

  /** Closes the sockets of a session revoked here or on another replica (4403, as graphql-ws closes a forbidden connection). */
  close(session: string): void {
    this.closeWith(session, REVOKED_CLOSE.code, REVOKED_CLOSE.reason);
  }

  /** Closes the sockets kept under `key` with this code and reason (an install's wipe order: docs/shared-phone.md). */
  closeWith(key: string, code: number, reason: string): void {
    for (const socket of this.bySession.get(key) ?? []) socket.close(code, reason);
    this.bySession.delete(key);
  }

  /**
   * Asks the database which of the sessions with open sockets are still valid, SESSION_RECHECK_BATCH
   * at a time, and closes the others' sockets; answers how many sessions were closed.
   */
  async recheck(stillValid: (sessions: string[]) => Promise<ReadonlySet<string>>): Promise<number> {
    const sessions = [...this.bySession.keys()];
    let closed = 0;
    for (let start = 0; start < sessions.length; start += SESSION_RECHECK_BATCH) {
      const batch = sessions.slice(start, start + SESSION_RECHECK_BATCH);
      const valid = await stillValid(batch);
      for (const session of batch) {
        if (valid.has(session)) continue;
        this.close(session);
        closed += 1;
      }
    }
    return closed;
  }
}
