/**
 * The words of a client's data export PDF (docs/operating.md, "An access request"), in the console's
 * languages; a language not here is printed in English.
 */
export interface ClientExportWords {
  title: string;
  client: string;
  deployment: string;
  exportedAt: string;
  records: string;
  current: string;
  earlier: string;
  replaced: string;
  deleted: string;
  chatMessages: string;
  none: string;
  tables: Record<string, string>;
}

const en: ClientExportWords = {
  title: "Data held on a client",
  client: "Client",
  deployment: "Programme",
  exportedAt: "Exported on",
  records: "Records",
  current: "As it stands",
  earlier: "Earlier version",
  replaced: "replaced on",
  deleted: "deleted on",
  chatMessages: "Chat messages that name her",
  none: "none",
  tables: {
    clients: "Client",
    client_elements: "Form answer",
    client_images: "Picture",
    client_milestones: "Milestones followed",
    cycle_descriptions: "Cycle goal",
    cycle_actions: "Cycle action",
    hiapp_client_forms: "Health-issue form",
    milestones: "Milestone form",
    rehabilitations: "Rehabilitation plan",
    chat_messages: "Chat message",
  },
};

const nl: ClientExportWords = {
  title: "Gegevens over een cliënt",
  client: "Cliënt",
  deployment: "Programma",
  exportedAt: "Geëxporteerd op",
  records: "Gegevens",
  current: "Zoals het nu is",
  earlier: "Eerdere versie",
  replaced: "vervangen op",
  deleted: "verwijderd op",
  chatMessages: "Chatberichten die haar noemen",
  none: "geen",
  tables: {
    clients: "Cliënt",
    client_elements: "Formulierantwoord",
    client_images: "Foto",
    client_milestones: "Gevolgde mijlpalen",
    cycle_descriptions: "Cyclusdoel",
    cycle_actions: "Cyclusactie",
    hiapp_client_forms: "Formulier gezondheidsproblemen",
    milestones: "Mijlpalenformulier",
    rehabilitations: "Revalidatieplan",
    chat_messages: "Chatbericht",
  },
};

const ny: ClientExportWords = {
  title: "Zomwe zasungidwa za kasitomala",
  client: "Kasitomala",
  deployment: "Pulogalamu",
  exportedAt: "Zatulutsidwa pa",
  records: "Zolemba",
  current: "Momwe zilili tsopano",
  earlier: "Mtundu wakale",
  replaced: "zinasinthidwa pa",
  deleted: "zinachotsedwa pa",
  chatMessages: "Mauthenga a macheza omwe amutchula",
  none: "palibe",
  tables: {
    clients: "Kasitomala",
    client_elements: "Yankho la fomu",
    client_images: "Chithunzi",
    client_milestones: "Zochitika zomwe zikutsatiridwa",
    cycle_descriptions: "Cholinga cha nthawi",
    cycle_actions: "Ntchito ya cholinga",
    hiapp_client_forms: "Fomu ya mavuto a thanzi",
    milestones: "Fomu ya zochitika",
    rehabilitations: "Ndondomeko ya chithandizo",
    chat_messages: "Uthenga wa macheza",
  },
};

const byLanguage: Record<string, ClientExportWords> = { en, nl, ny };

/** The words in a language (`nl`, `ny`, `en`; `nl-BE` reads as `nl`), English for any other. */
export function clientExportWords(language: string): ClientExportWords {
  return byLanguage[language.toLowerCase().split("-")[0] ?? "en"] ?? en;
}
