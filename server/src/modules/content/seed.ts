import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { recordFirstReleases, recordLiveRelease } from "../content-releases/content-releases.repository.js";
import { insertContentItems, insertContentSeedMarks, unseededContentItems } from "./content.repository.js";
import { deploymentIdOf, hasAnyDeployment, insertApplication, lockSeeding } from "./seed.repository.js";
import { SEED_DEPLOYMENTS, type SeedDeployment } from "./seed/deployments.js";

/** Seeds the three deployments and their content on an empty database (npm start, first run). */
export async function seedDeploymentsIfEmpty(db: Kysely<Database>, deployments: SeedDeployment[] = SEED_DEPLOYMENTS): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Replicas starting together: one seeds, the others then find the deployments there.
    await lockSeeding(trx);
    if (await hasAnyDeployment(trx)) return false;
    for (const deployment of deployments) await insertDeployment(trx, deployment);
    return true;
  });
}

/** A seeded deployment's content is its release 1 (docs/operator-console.md, "Content, drafts and releases"). */
export async function insertDeployment(db: Kysely<Database> | Transaction<Database>, deployment: SeedDeployment): Promise<number> {
  const id = await insertApplication(db, deployment);
  const rows = contentRows(id, deployment.content);
  await insertContentItems(db, rows);
  await insertContentSeedMarks(db, rows);
  await recordLiveRelease(db, id, "First release", "seed");
  return id;
}

const contentRows = (applicationId: number, items: SeedDeployment["content"]) =>
  items.map((item) => ({ application_id: applicationId, kind: item.kind, key: item.key, language: item.language, content: JSON.stringify(item.content) }));

/**
 * Content this release ships that an existing database never received (docs/decisions/0001-the-workers-language.md: a database seeded
 * by an earlier release gets the new articles and translations). Only items never seeded into the
 * deployment are added: what an operator edited or deleted stays as the operator left it. (A
 * database from before the marks has none: its first top-up adds every shipped item it lacks, an
 * item an operator had deleted included, and marks them all.)
 * Deployments are matched by app_identifier; one the database lacks is not created. Returns the
 * number of items added. A deployment that got any becomes a new release ("Content shipped with
 * version X"), so its live content and its latest release never differ; one without a release (a
 * database from before releases) first gets its release 1 from the content it had.
 */
export async function topUpSeedContent(db: Kysely<Database>, deployments: SeedDeployment[] = SEED_DEPLOYMENTS): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockSeeding(trx);
    await recordFirstReleases(trx);
    let added = 0;
    for (const deployment of deployments) {
      const applicationId = await deploymentIdOf(trx, deployment.app_identifier);
      if (applicationId === null) continue;
      const unmarked = await unseededContentItems(trx, applicationId, contentRows(applicationId, deployment.content));
      // An item present without a mark (a database from before the marks) is kept as it is.
      const inserted = await insertContentItems(trx, unmarked, { skipExisting: true });
      await insertContentSeedMarks(trx, unmarked);
      if (inserted > 0) await recordLiveRelease(trx, applicationId, `Content shipped with version ${deployment.version}`, "seed");
      added += inserted;
    }
    return added;
  });
}
