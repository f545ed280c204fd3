/**
 * The words of the page "A client's data" in English, Dutch and Chichewa (docs/operating.md, "An
 * access request" and "Erasing a client"; docs/translations.md: the console's own words stay in the
 * console). Spread into admin-texts*.ts; each language has every key.
 */
export const CLIENT_LOOKUP_TEXTS_EN = {
  NAV_CLIENTS: "A client's data",
  CLIENTS_INTRO:
    "When a client asks for her data, export everything the server holds on her and give her both files. When she asks to be forgotten, erase her: her records and their earlier versions are removed for good, and every phone drops her at its next contact.",
  CLIENTS_UUID: "Client identifier (uuid)",
  CLIENTS_UUID_HINT: "The identifier her records carry, as a report or a worker's phone shows it.",
  CLIENTS_UUID_MISSING: "Give the client's identifier first.",
  CLIENTS_EXPORT: "Export",
  CLIENTS_ERASE: "Erase",
  CLIENTS_EXPORTED: "Exported {records} records and {messages} chat messages that name her. Download both files and give them to her.",
  CLIENTS_DOWNLOAD_JSON: "Download JSON",
  CLIENTS_DOWNLOAD_PDF: "Download PDF",
  CLIENTS_ERASE_TITLE: "Erase this client for good?",
  CLIENTS_ERASE_EXPLAIN:
    "Her record, every record attached to her and all their earlier versions are removed; chat messages that name her are blanked. This cannot be undone: export first if she also asked for her data. Type ERASE to confirm.",
  CLIENTS_ERASE_CONFIRM: "Erase for good",
  CLIENTS_ERASED: "Erased {count} records. Phones drop her at their next contact.",
} as const;

export type ClientLookupTextKey = keyof typeof CLIENT_LOOKUP_TEXTS_EN;

export const CLIENT_LOOKUP_TEXTS_NL: Record<ClientLookupTextKey, string> = {
  NAV_CLIENTS: "Gegevens van een cliënt",
  CLIENTS_INTRO:
    "Vraagt een cliënt om haar gegevens, exporteer dan alles wat de server over haar bewaart en geef haar beide bestanden. Vraagt ze om vergeten te worden, wis haar dan: haar gegevens en hun eerdere versies worden voorgoed verwijderd, en elke telefoon laat haar los bij het volgende contact.",
  CLIENTS_UUID: "Kenmerk van de cliënt (uuid)",
  CLIENTS_UUID_HINT: "Het kenmerk dat haar gegevens dragen, zoals een rapport of de telefoon van een medewerker het toont.",
  CLIENTS_UUID_MISSING: "Geef eerst het kenmerk van de cliënt.",
  CLIENTS_EXPORT: "Exporteren",
  CLIENTS_ERASE: "Wissen",
  CLIENTS_EXPORTED: "{records} gegevens en {messages} chatberichten die haar noemen geëxporteerd. Download beide bestanden en geef ze haar.",
  CLIENTS_DOWNLOAD_JSON: "JSON downloaden",
  CLIENTS_DOWNLOAD_PDF: "PDF downloaden",
  CLIENTS_ERASE_TITLE: "Deze cliënt voorgoed wissen?",
  CLIENTS_ERASE_EXPLAIN:
    "Haar gegevens, alles wat aan haar hangt en alle eerdere versies worden verwijderd; chatberichten die haar noemen worden leeggemaakt. Dit kan niet ongedaan worden: exporteer eerst als ze ook om haar gegevens vroeg. Typ ERASE om te bevestigen.",
  CLIENTS_ERASE_CONFIRM: "Voorgoed wissen",
  CLIENTS_ERASED: "{count} gegevens gewist. Telefoons laten haar los bij hun volgende contact.",
};

export const CLIENT_LOOKUP_TEXTS_NY: Record<ClientLookupTextKey, string> = {
  NAV_CLIENTS: "Zambiri za kasitomala",
  CLIENTS_INTRO:
    "Kasitomala akapempha zambiri zake, tulutsani zonse zomwe seva yasunga za iye ndipo mupatseni mafayilo onse awiri. Akapempha kuti aiwalike, mufufuteni: zolemba zake ndi mitundu yake yakale zichotsedwa kwamuyaya, ndipo foni iliyonse imuchotsa ikadzalumikizananso.",
  CLIENTS_UUID: "Chizindikiro cha kasitomala (uuid)",
  CLIENTS_UUID_HINT: "Chizindikiro chomwe zolemba zake zili nacho, monga momwe lipoti kapena foni ya wogwira ntchito imasonyezera.",
  CLIENTS_UUID_MISSING: "Perekani kaye chizindikiro cha kasitomala.",
  CLIENTS_EXPORT: "Tulutsani",
  CLIENTS_ERASE: "Fufutani",
  CLIENTS_EXPORTED: "Zolemba {records} ndi mauthenga a macheza {messages} omwe amutchula zatulutsidwa. Tsitsani mafayilo onse awiri ndipo mupatseni.",
  CLIENTS_DOWNLOAD_JSON: "Tsitsani JSON",
  CLIENTS_DOWNLOAD_PDF: "Tsitsani PDF",
  CLIENTS_ERASE_TITLE: "Kufufuta kasitomala uyu kwamuyaya?",
  CLIENTS_ERASE_EXPLAIN:
    "Zolemba zake, zonse zokhudzana naye ndi mitundu yake yakale zichotsedwa; mauthenga a macheza omwe amutchula adzafufutidwa. Izi sizingasinthidwe: tulutsani kaye ngati anapemphanso zambiri zake. Lembani ERASE kuti mutsimikize.",
  CLIENTS_ERASE_CONFIRM: "Fufutani kwamuyaya",
  CLIENTS_ERASED: "Zolemba {count} zafufutidwa. Mafoni amuchotsa akadzalumikizananso.",
};
