import type { SeedArticle } from "./articles.js";

/**
 * The articles of articles.ts in each deployment's other language: the same uuid, parents and child
 * pages, so a favourite or a link stays the same article in every language. Chichewa is written for
 * field use; a native speaker reviews each release.
 */
const texts = (base: SeedArticle[], html: Record<string, string>): SeedArticle[] =>
  base.map((article) => {
    const translated = html[article.uuid];
    if (translated === undefined) throw new Error(`article ${article.uuid} has no translation`);
    return { ...article, article: translated };
  });

export const REHABILITATION_NL: Record<string, string> = {
  "art-rehab-welcome":
    "<h2>Werken met Stepwise</h2><p>Schrijf een cliënt in, kies een aanpak voor revalidatie en spreek kleine doelen af met het gezin. Elke wijziging blijft op je telefoon en wordt verstuurd zodra er verbinding is.</p>",
  "art-rehab-goals":
    "<h2>Goede doelen stellen</h2><p>Een goed doel is iets wat het kind en het gezin willen, wat je kunt zien en wat in een paar weken haalbaar is. Deel het op in stappen die het gezin elke dag kan oefenen.</p>",
  "art-rehab-ladder":
    "<h2>De ladder van het leven</h2><p>Vraag de verzorger vandaag een plek te geven op een ladder van 0 (het slechtst denkbare) tot 10 (het best denkbare). Vraag het bij elk bezoek opnieuw: de verandering telt meer dan het getal.</p>",
  "art-rehab-fwords":
    "<h2>De F-woorden</h2><p>Functie, familie, fitheid, fun (plezier), vrienden en toekomst: zes manieren om naar het leven van een kind te kijken die het hele kind in beeld houden, niet alleen de diagnose.</p>",
  "art-rehab-about": "<h2>Over Stepwise</h2><p>Stepwise ondersteunt revalidatiewerkers en verzorgers in de gemeenschap, online en offline.</p>",
};

export const MALA_NY: Record<string, string> = {
  "art-mala-welcome":
    "<h2>Takulandirani</h2><p>Tsatirani kukula kwa mwana wanu ndi mindandanda ya zochitika. Chongani zomwe mwana wanu amachita tsopano, ndipo muyang'anenso mwezi uliwonse.</p>",
  "art-mala-play":
    "<h2>Sewerani tsiku lililonse</h2><p>Ana amaphunzira posewera. Yankhulani, imbani ndi kusewera ndi mwana wanu pa ntchito za tsiku ndi tsiku: tchulani zinthu zomwe mukugwiritsa ntchito, ndipo lolani mwana kuthandiza.</p>",
  "art-mala-food":
    "<h2>Chakudya chabwino chokulira</h2><p>Kuyambira miyezi isanu ndi umodzi, patsani chakudya chofewa cha banja kuwonjezera pa mkaka wa m'mawere: phala ndi ufa wa mtedza, nyemba zophwanya, mazira, zipatso ndi ndiwo zamasamba.</p>",
  "art-mala-help":
    "<h2>Nthawi yopempha thandizo</h2><p>Ngati mwana wanu akulephera zomwe ankatha kuchita, kapena sachita zambiri pa mndandanda wa msinkhu wake, yankhulani ndi wothandiza za umoyo (HSA) kapena pitani ku chipatala.</p>",
  "art-mala-about": "<h2>Za Stepwise Malawi</h2><p>Stepwise Malawi imathandiza osamalira ana ndi ogwira ntchito m'midzi kutsatira kukula kwa ana.</p>",
};

export const HIAPP_NL: Record<string, string> = {
  "art-hi-welcome":
    "<h2>Het gezondheidsformulier</h2><p>Kies het onderwerp, het probleem en de waarschijnlijke oorzaken. Het formulier stelt oplossingen voor en maakt een pdf die je met het gezin kunt delen.</p>",
  "art-hi-water":
    "<h2>Veilig drinkwater</h2><p>Kook water of behandel het met chloor, bewaar het afgedekt en schenk het uit in plaats van er bekers in te dompelen.</p>",
  "art-hi-hands":
    "<h2>Handen wassen</h2><p>Was de handen met zeep voor het eten en na het toiletbezoek. Een tippy-tap naast de latrine maakt het makkelijk.</p>",
  "art-hi-about": "<h2>Over HIAPP</h2><p>HIAPP helpt gezondheidswerkers om praktische oplossingen af te spreken met gezinnen.</p>",
};

export const translatedArticles = texts;
