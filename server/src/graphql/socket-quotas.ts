import type { SocketQuotaLimits } from "../request/limits.js";

/** A socket refused: the close code (1008 policy violation for a caller's share, 1013 try again later for the server's) and reason. */
export interface SocketRefusal {
  code: 1008 | 1013;
  reason: string;
}

interface Tracked {
  caller: string;
  address: string;
  operations: () => number;
}

/**
 * The sockets of each caller: its address while connection_init is awaited, then its user, or its
 * address again without a login.
 * A caller leaves the map with its last socket, so the map holds at most the open sockets.
 */
export class SocketQuotas<Socket extends object> {
  private readonly sockets = new Map<Socket, Tracked>();
  private readonly callers = new Map<string, Set<Socket>>();

  constructor(private readonly limits: SocketQuotaLimits) {}

  get open(): number {
    return this.sockets.size;
  }

  /**
   * A new socket from `address`, before connection_init: refused when the server is full, or when
   * the address has as many sockets waiting for connection_init (a logged-in worker behind the same
   * address as many devices without a login is not held back by theirs).
   */
  admit(socket: Socket, address: string): SocketRefusal | null {
    if (this.sockets.size >= this.limits.socketsTotal) {
      return { code: 1013, reason: `the server holds its most sockets (${this.limits.socketsTotal}); try again later` };
    }
    const caller = `pending:${address}`;
    if (this.count(caller) >= this.limits.socketsPerAddress) {
      return { code: 1008, reason: `too many sockets from this address waiting for connection_init: at most ${this.limits.socketsPerAddress}` };
    }
    this.track(socket, caller, address, () => 0);
    return null;
  }

  /** connection_init accepted: the socket counts as its user's, or, without a login, as its address's. */
  identify(socket: Socket, userId: number | null, operations: () => number): SocketRefusal | null {
    const tracked = this.sockets.get(socket);
    if (!tracked) return null;
    const caller = userId === null ? `address:${tracked.address}` : `user:${userId}`;
    if (userId === null && this.count(caller) >= this.limits.socketsPerAddress) {
      return { code: 1008, reason: `too many sockets from this address without a login: at most ${this.limits.socketsPerAddress}` };
    }
    if (userId !== null && this.count(caller) >= this.limits.socketsPerUser) {
      return { code: 1008, reason: `too many sockets for this user: at most ${this.limits.socketsPerUser}` };
    }
    this.forget(socket);
    this.track(socket, caller, tracked.address, operations);
    return null;
  }

  /** Whether one more operation may start on the socket (its own is already counted): an error message, or null. */
  refusesOperation(socket: Socket): string | null {
    const tracked = this.sockets.get(socket);
    if (!tracked) return null;
    let mine = 0;
    for (const other of this.callers.get(tracked.caller) ?? []) mine += this.sockets.get(other)!.operations();
    if (mine > this.limits.operationsPerCaller) return `at most ${this.limits.operationsPerCaller} operations at once over all of a caller's sockets`;
    let all = 0;
    for (const other of this.sockets.values()) all += other.operations();
    if (all > this.limits.operationsTotal) return `the server runs its most operations (${this.limits.operationsTotal}); try again later`;
    return null;
  }

  forget(socket: Socket): void {
    const tracked = this.sockets.get(socket);
    if (!tracked) return;
    this.sockets.delete(socket);
    const mine = this.callers.get(tracked.caller);
    mine?.delete(socket);
    if (mine?.size === 0) this.callers.delete(tracked.caller);
  }

  private count(caller: string): number {
    return this.callers.get(caller)?.size ?? 0;
  }

  private track(socket: Socket, caller: string, address: string, operations: () => number): void {
    this.sockets.set(socket, { caller, address, operations });
    const mine = this.callers.get(caller) ?? new Set<Socket>();
    mine.add(socket);
    this.callers.set(caller, mine);
  }
}
