import { sql } from "kysely";

/**
 * The transaction-level advisory lock every sync batch takes first and holds until it commits:
 * batches are serialised, so dataversions commit in order and can serve as the change cursor.
 */
export const takeBatchLock = () => sql<void>`pg_advisory_xact_lock(7301)`;
