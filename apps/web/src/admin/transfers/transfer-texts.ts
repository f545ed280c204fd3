/**
 * The words of moving a caseload (docs/teams.md, "Moving a caseload") in English, Dutch and
 * Chichewa, spread into admin-texts*.ts; each language has every key.
 */
export const TRANSFER_TEXTS_EN = {
  CASELOAD_MOVE: "Move caseload",
  CASELOAD_TARGET: "Move all her clients to",
  CASELOAD_CHOOSE: "Choose a worker",
  CASELOAD_NO_TARGET: "No other active worker of this deployment is listed. Search for one first.",
  CASELOAD_CONFIRM:
    "Move every client of {from}, with their plans, pictures, milestones, cycles and forms, to {to}? They leave {from}'s phone; an edit she made offline to one of them is refused and shown to her.",
  CASELOAD_MOVED: "Moved {clients} clients and {records} records from {from} to {to}.",
} as const;

export const TRANSFER_TEXTS_NL: Record<keyof typeof TRANSFER_TEXTS_EN, string> = {
  CASELOAD_MOVE: "Cliënten overdragen",
  CASELOAD_TARGET: "Al haar cliënten overdragen aan",
  CASELOAD_CHOOSE: "Kies een medewerker",
  CASELOAD_NO_TARGET: "Er staat geen andere actieve medewerker van deze omgeving in de lijst. Zoek er eerst een.",
  CASELOAD_CONFIRM:
    "Alle cliënten van {from}, met hun plannen, foto's, mijlpalen, cycli en formulieren, overdragen aan {to}? Ze verdwijnen van de telefoon van {from}; een wijziging die zij offline aan een van hen maakte, wordt geweigerd en aan haar getoond.",
  CASELOAD_MOVED: "{clients} cliënten en {records} gegevens overgedragen van {from} aan {to}.",
};

export const TRANSFER_TEXTS_NY: Record<keyof typeof TRANSFER_TEXTS_EN, string> = {
  CASELOAD_MOVE: "Samutsani makasitomala",
  CASELOAD_TARGET: "Samutsirani makasitomala ake onse kwa",
  CASELOAD_CHOOSE: "Sankhani wogwira ntchito",
  CASELOAD_NO_TARGET: "Palibe wogwira ntchito wina wa malo awa pa mndandanda. Mufufuzeni kaye.",
  CASELOAD_CONFIRM:
    "Samutsirani makasitomala onse a {from}, pamodzi ndi mapulani, zithunzi, zochitika, maulendo ndi mafomu awo, kwa {to}? Adzachoka pa foni ya {from}; zomwe anasintha pa iwo popanda intaneti zidzakanidwa ndipo adzaziona.",
  CASELOAD_MOVED: "Makasitomala {clients} ndi zolemba {records} asamutsidwa kuchoka kwa {from} kupita kwa {to}.",
};
