import { describe, expect, it } from "vitest";
import { loginSheetCsv, loginSheetFileName } from "./login-sheet-csv.js";

describe("the login sheet's CSV", () => {
  it("has a header, one line per login with its link, and quotes what must be quoted", () => {
    const csv = loginSheetCsv("https://mala.example", [
      { name: "Banda, Grace", email: "grace@mala.example", code: "ABCD-EFGH-JKMN-PQRS", expiresAt: "2026-12-12T10:00:00.000Z" },
      { name: 'Tiwonge "Tiwo" Phiri', email: "tiwonge@mala.example", code: "2345-6789-ABCD-EFGH", expiresAt: "2026-12-12T10:00:00.000Z" },
    ]);
    expect(csv).toBe(
      "name,e-mail,login link,expiry\r\n" +
        '"Banda, Grace",grace@mala.example,https://mala.example/requestforpassword#code=ABCD-EFGH-JKMN-PQRS,2026-12-12T10:00:00.000Z\r\n' +
        '"Tiwonge ""Tiwo"" Phiri",tiwonge@mala.example,https://mala.example/requestforpassword#code=2345-6789-ABCD-EFGH,2026-12-12T10:00:00.000Z\r\n',
    );
  });

  it("names the file by the day", () => {
    expect(loginSheetFileName(new Date("2026-12-05T23:59:00Z"))).toBe("stepwise-logins-2026-12-05.csv");
  });
});
