import { describe, expect, it } from "vitest";
import { useContentReleasesServer } from "../../test-support/content-releases.js";
import { bearer, OPERATOR_LOGIN } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { createWorker } from "../../test-support/test-server.js";

const APPLICATION = "query($host: String) { application(host: $host) { id app_identifier } }";
const TEXTS = 'query($id: Int!) { translations(applicationId: $id, language: "en") { identifier translation } }';
const CHECKLISTS = 'query($id: Int!) { milestoneChecklists(applicationId: $id, language: "en") { id domain ageMonths } }';
const NOT_HERS = (id: number) => `a supervisor's console session reads her own deployment's content only: application ${id} is not hers`;

/**
 * docs/teams.md, "In the console": her console session reads her own deployment's published content
 * (its texts and checklists label her team's records), and no other deployment's, nor a draft.
 */
describe.each(databaseKinds)("a supervisor's console session and the content (%s)", (kind) => {
  const console = useContentReleasesServer(kind);
  const db = () => console.database.handle.db;

  async function supervisorOf(application: string) {
    const [sue, amina] = [await createWorker(console.baseUrl(), { application }), await createWorker(console.baseUrl(), { application })];
    const team = await db()
      .insertInto("teams")
      .values({ application, name: `T-${sue.user.id}`, area: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db()
      .insertInto("team_members")
      .values([
        { team_id: team.id, user_id: sue.user.id, role: "supervisor" },
        { team_id: team.id, user_id: amina.user.id, role: "worker" },
      ])
      .execute();
    const login = await console.gql<{ operatorLogin: { token: string } }>(OPERATOR_LOGIN, { e: sue.email, p: sue.password });
    expect(login.errors).toBeUndefined();
    return bearer(login.data!.operatorLogin.token);
  }

  async function idOf(host: string): Promise<number> {
    const answer = await console.gql<{ application: { id: number; app_identifier: string } }>(APPLICATION, { host });
    expect(answer.errors).toBeUndefined();
    return answer.data!.application.id;
  }

  it("reads her own deployment's texts and checklists, and refuses another deployment's", async () => {
    const as = await supervisorOf("MALA");
    const mala = await idOf("mala.localhost");
    const hiapp = await idOf("hiapp.localhost");

    const own = await console.gql<{ translations: { identifier: string; translation: string }[] }>(TEXTS, { id: mala }, as);
    expect(own.errors).toBeUndefined();
    expect(own.data!.translations.find((t) => t.identifier === "FIELD_VILLAGE")?.translation).toBe("Village or area");
    const checklists = await console.gql<{ milestoneChecklists: { id: string }[] }>(CHECKLISTS, { id: mala }, as);
    expect(checklists.errors).toBeUndefined();
    expect(checklists.data!.milestoneChecklists.length).toBeGreaterThan(0);
    const host = await console.gql<{ application: { app_identifier: string } }>(APPLICATION, { host: "mala.localhost" }, as);
    expect(host.data!.application.app_identifier).toBe("MALA");

    for (const query of [TEXTS, CHECKLISTS]) {
      const other = await console.gql(query, { id: hiapp }, as);
      expect(other.data).toBeNull();
      expect(other.errors?.[0]?.message).toBe(NOT_HERS(hiapp));
    }
    const otherHost = await console.gql(APPLICATION, { host: "hiapp.localhost" }, as);
    expect(otherHost.errors?.[0]?.message).toBe(NOT_HERS(hiapp));
    // Anyone else reads any deployment's published content as before (the phone before its login).
    const anonymous = await console.gql<{ translations: unknown[] }>(TEXTS, { id: hiapp });
    expect(anonymous.errors).toBeUndefined();
    expect(anonymous.data!.translations.length).toBeGreaterThan(0);
  });

  it("refuses her a preview ticket's draft, even of her own deployment", async () => {
    const as = await supervisorOf("MALA");
    const mala = await idOf("mala.localhost");
    const draft = await console.gql(TEXTS, { id: mala }, { ...as, "x-content-preview": "any-ticket" });
    expect(draft.errors?.[0]?.message).toBe("a supervisor's console session reads her deployment's published content only, not a draft");
  });
});
