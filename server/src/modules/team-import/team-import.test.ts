import { sql } from "kysely";
import writeXlsxFile from "write-excel-file/node";
import { beforeEach, describe, expect, it } from "vitest";
import { admin, AUDIT, type AuditAnswer, bearer, useOperatorConsoleServer } from "../../test-support/operator-console.js";
import { databaseKinds } from "../../test-support/test-database.js";
import { createWorker } from "../../test-support/test-server.js";
import { declaredUnpackedBytes } from "./team-file.js";
import { insertTeamDeployments, teamCsv, type TeamImportAnswer } from "./team-import.fixture.js";

const IMPORT = `mutation($file: String!, $format: TeamFileFormat, $dryRun: Boolean!) {
  importTeam(file: $file, format: $format, dryRun: $dryRun) {
    dryRun created unchanged failed
    rows { row name email deployment role region outcome errors { column problem message } }
    logins { row name email application code expiresAt }
  }
}`;

/** docs/operator-console.md, "Importing a team": a team's accounts from a file, judged first, made in one transaction. */
describe.each(databaseKinds)("importing a team on %s", (kind) => {
  const { database, gql, operator, baseUrl } = useOperatorConsoleServer(kind);
  const importTeam = async (file: string, dryRun: boolean, headers: Record<string, string> = admin, format = "CSV") => {
    const answer = await gql<TeamImportAnswer>(IMPORT, { file, format, dryRun }, headers);
    expect(answer.errors).toBeUndefined();
    return answer.data!.importTeam;
  };
  const accounts = () => database.handle.db.selectFrom("users").select(["email", "name", "application", "role", "region"]).orderBy("id").execute();

  beforeEach(() => insertTeamDeployments(database.handle.db));

  it("reads a CSV with its headers in any case, e-mail or email, semicolons and quoted cells, and makes the accounts with a login code each", async () => {
    const file =
      '\ufeffNAME;Email;Deployment;ROLE;Region\r\n"Banda, Grace";grace@mala.example;mala;worker;central region\r\nTiwonge Phiri;tiwonge@mala.example;MALA;Operator;11\r\n;;;;\r\n';
    const dry = await importTeam(file, true);
    expect(dry).toMatchObject({ dryRun: true, created: 2, unchanged: 0, failed: 0, logins: [] });
    expect(dry.rows.map((r) => [r.row, r.name, r.email, r.deployment, r.role, r.region, r.outcome])).toEqual([
      [2, "Banda, Grace", "grace@mala.example", "MALA", "WORKER", "12", "CREATE"],
      [3, "Tiwonge Phiri", "tiwonge@mala.example", "MALA", "OPERATOR_OF_DEPLOYMENT", "11", "CREATE"],
    ]);
    expect(await accounts()).toEqual([]);

    const made = await importTeam(file, false);
    expect(made).toMatchObject({ dryRun: false, created: 2, unchanged: 0, failed: 0 });
    expect(await accounts()).toEqual([
      { email: "grace@mala.example", name: "Banda, Grace", application: "MALA", role: "worker", region: "12" },
      { email: "tiwonge@mala.example", name: "Tiwonge Phiri", application: "MALA", role: "operator-deployment", region: "11" },
    ]);
    expect(made.logins.map((l) => [l.row, l.email, l.application])).toEqual([
      [2, "grace@mala.example", "MALA"],
      [3, "tiwonge@mala.example", "MALA"],
    ]);
    const days = (Date.parse(made.logins[0]!.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // Each code sets her password once, as an operator's login code does.
    const SET = "mutation($t: String!, $p: String!) { setPassword(token: $t, password: $p) { user { email } } }";
    const set = await gql<{ setPassword: { user: { email: string } } }>(SET, { t: made.logins[0]!.code, p: "grace's own password" });
    expect(set.data!.setPassword.user.email).toBe("grace@mala.example");
    expect((await gql(SET, { t: made.logins[0]!.code, p: "another long password" })).errors?.[0]?.extensions?.reason).toBe("LOGIN_TOKEN_INVALID");
  });

  it("reads the first sheet of an XLSX sent as base64, numbers as text, and refuses one that would unpack to too much", async () => {
    const sheet = [
      ["Name", "E-mail", "Deployment", "Role", "Region"],
      ["Grace Banda", "grace@mala.example", "MALA", "worker", 13],
    ].map((row) => row.map((value) => ({ value })));
    const bytes = await writeXlsxFile(sheet).toBuffer();
    const dry = await importTeam(bytes.toString("base64"), true, admin, "XLSX");
    expect(dry.rows.map((r) => [r.row, r.name, r.email, r.deployment, r.role, r.region, r.outcome])).toEqual([
      [2, "Grace Banda", "grace@mala.example", "MALA", "WORKER", "13", "CREATE"],
    ]);
    const broken = await gql(IMPORT, { file: Buffer.from("not a spreadsheet").toString("base64"), format: "XLSX", dryRun: true }, admin);
    expect(broken.errors?.[0]).toMatchObject({ message: "file: is not an XLSX file that can be read (an XLSX file is sent as base64)" });
    // A file whose parts say they unpack to more than 64 MB is refused before it is unpacked.
    expect(declaredUnpackedBytes(bytes)).toBeGreaterThan(1000);
    const swollen = Buffer.from(bytes);
    const directory = swollen.readUInt32LE(swollen.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 16);
    swollen.writeUInt32LE(0xfffffff0, directory + 24);
    const refused = await gql(IMPORT, { file: swollen.toString("base64"), format: "XLSX", dryRun: true }, admin);
    expect(refused.errors?.[0]).toMatchObject({ message: "file: unpacks to more than 64 MB; a team's sheet is far smaller" });
  });

  it("names every error by row and column, makes the good rows, and the dry run showed exactly that", async () => {
    await database.handle.db.insertInto("users").values({ application: "HIAPP", email: "taken@hiapp.example", name: "Taken", password_hash: "x" }).execute();
    const file = teamCsv([
      ["Good One", "good@mala.example", "MALA", "worker", "Northern Region"],
      ["", "noname@mala.example", "MALA", "worker", ""],
      ["Bad Mail", "not-an-address", "MALA", "worker", ""],
      ["Nowhere", "nowhere@mala.example", "ATLANTIS", "worker", ""],
      ["Not Hers", "nothers@hiapp.example", "HIAPP", "worker", ""],
      ["Chief", "chief@mala.example", "MALA", "chief", ""],
      ["Everything", "all@mala.example", "MALA", "operator of all", ""],
      ["Lost", "lost@mala.example", "MALA", "worker", "Atlantis"],
      ["Again", "GOOD@mala.example", "MALA", "worker", ""],
      ["Taken", "taken@hiapp.example", "MALA", "worker", ""],
    ]);
    const mala = await operator("MALA");
    const expected = [
      [2, "CREATE", []],
      [3, "ERROR", [["name", "NAME_MISSING"]]],
      [4, "ERROR", [["e-mail", "EMAIL_INVALID"]]],
      [5, "ERROR", [["deployment", "DEPLOYMENT_UNKNOWN"]]],
      [6, "ERROR", [["deployment", "DEPLOYMENT_NOT_YOURS"]]],
      [7, "ERROR", [["role", "ROLE_UNKNOWN"]]],
      [8, "ERROR", [["role", "ROLE_NOT_IMPORTED"]]],
      [9, "ERROR", [["region", "REGION_UNKNOWN"]]],
      [10, "ERROR", [["e-mail", "EMAIL_TWICE_IN_FILE"]]],
      [11, "ERROR", [["e-mail", "EMAIL_OF_ANOTHER_DEPLOYMENT"]]],
    ];
    const shape = (answer: TeamImportAnswer["importTeam"]) => answer.rows.map((r) => [r.row, r.outcome, r.errors.map((e) => [e.column, e.problem])]);
    const dry = await importTeam(file, true, bearer(mala.token));
    expect(shape(dry)).toEqual(expected);
    expect([dry.created, dry.unchanged, dry.failed]).toEqual([1, 0, 9]);
    expect(dry.rows[5]!.errors[0]!.message).toBe('no role "chief"; the roles are worker and operator');
    expect(dry.rows[8]!.errors[0]!.message).toBe("GOOD@mala.example is already on row 2");
    expect(dry.rows[4]!.errors[0]!.message).toBe("HIAPP is not your deployment: you import workers of MALA only");

    const made = await importTeam(file, false, bearer(mala.token));
    expect(shape(made)).toEqual(expected);
    expect(made.logins.map((l) => l.email)).toEqual(["good@mala.example"]);
    expect((await accounts()).map((a) => [a.email, a.application, a.region])).toEqual([
      ["taken@hiapp.example", "HIAPP", null],
      [mala.email, "MALA", null],
      ["good@mala.example", "MALA", "11"],
    ]);
  });

  it("changes nothing when the same file comes again: its rows are unchanged, and no login code is made", async () => {
    const file = teamCsv([
      ["Grace Banda", "grace@mala.example", "MALA", "", ""],
      ["Chikondi Mwale", "chikondi@mala.example", "MALA", "worker", "Southern Region"],
    ]);
    const mala = await operator("MALA");
    expect((await importTeam(file, false, bearer(mala.token))).created).toBe(2);
    const before = await accounts();
    const again = await importTeam(file, false, bearer(mala.token));
    expect([again.created, again.unchanged, again.failed, again.logins]).toEqual([0, 2, 0, []]);
    expect(again.rows.map((r) => r.outcome)).toEqual(["UNCHANGED", "UNCHANGED"]);
    expect(await accounts()).toEqual(before);
    const { count } = await database.handle.db
      .selectFrom("login_tokens")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(2);
    // Audited: each import one event, each account made what createUser records, by the operator.
    const events = await gql<AuditAnswer>(AUDIT, { f: { actor: mala.email } }, admin);
    expect(events.data!.auditEvents.filter((e) => e.action !== "operator.login").map((e) => [e.action, e.application, e.target, e.detail])).toEqual([
      ["team.imported", "MALA", null, "0 made, 2 unchanged, 0 with errors"],
      ["team.imported", "MALA", null, "2 made, 0 unchanged, 0 with errors"],
      ["user.created", "MALA", "chikondi@mala.example", "worker"],
      ["user.created", "MALA", "grace@mala.example", "worker"],
    ]);
  });

  it("holds an operator of one deployment to hers: another's rows are errors, a worker may not import, a file without e-mails is refused", async () => {
    const hiapp = await operator("HIAPP");
    const file = teamCsv([["Grace Banda", "grace@mala.example", "MALA", "worker", ""]]);
    const refused = await importTeam(file, false, bearer(hiapp.token));
    expect(refused.rows[0]!.errors).toEqual([
      { column: "deployment", problem: "DEPLOYMENT_NOT_YOURS", message: "MALA is not your deployment: you import workers of HIAPP only" },
    ]);
    expect([refused.created, refused.failed, refused.logins]).toEqual([0, 1, []]);
    expect((await accounts()).map((a) => a.email)).toEqual([hiapp.email]);
    // Without a deployment column the rows are hers.
    const hers = await importTeam("name,email\nAmina Jere,amina@hiapp.example\n", false, bearer(hiapp.token));
    expect(hers.rows.map((r) => [r.deployment, r.outcome])).toEqual([["HIAPP", "CREATE"]]);
    const worker = await createWorker(baseUrl());
    expect((await gql(IMPORT, { file, dryRun: true }, bearer(worker.token))).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const headless = await gql(IMPORT, { file: "name,deployment\nGrace,MALA\n", dryRun: true }, admin);
    expect(headless.errors?.[0]?.message).toBe('file: has no column "e-mail"; the first row names the columns: name, e-mail, deployment, role, region');
  });

  it("judges a file of 1,000 rows with 3 bad ones: the dry run names exactly those 3, the import makes the other 997", async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => [`Worker ${i}`, `worker${i}@mala.example`, "MALA", "worker", "Central Region"]);
    rows[99]![1] = "worker99-at-mala.example";
    rows[499]![2] = "HIAPP";
    rows[499]![4] = "";
    rows[899]![4] = "Atlantis";
    const file = teamCsv(rows);
    const mala = await operator("MALA");
    const bad = (answer: TeamImportAnswer["importTeam"]) =>
      answer.rows.filter((r) => r.outcome === "ERROR").map((r) => [r.row, r.errors.map((e) => [e.column, e.problem])]);
    const expected = [
      [101, [["e-mail", "EMAIL_INVALID"]]],
      [501, [["deployment", "DEPLOYMENT_NOT_YOURS"]]],
      [901, [["region", "REGION_UNKNOWN"]]],
    ];
    const dry = await importTeam(file, true, bearer(mala.token));
    expect(bad(dry)).toEqual(expected);
    expect([dry.created, dry.failed]).toEqual([997, 3]);
    const made = await importTeam(file, false, bearer(mala.token));
    expect(bad(made)).toEqual(expected);
    expect([made.created, made.failed, made.logins.length]).toEqual([997, 3, 997]);
    const count = await sql<{ n: string }>`select count(*) as n from users where application = 'MALA' and role = 'worker'`.execute(database.handle.db);
    expect(Number(count.rows[0]!.n)).toBe(997);
  });
});
