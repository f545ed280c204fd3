import type { ChecklistTexts } from "./milestones.js";

/** The checklists of milestones.ts in Dutch, item for item. */
export const BY_AGE_NL: ChecklistTexts = {
  2: {
    "gross-motor": ["Tilt het hoofd even op in buikligging", "Beweegt beide armen en beide benen"],
    "fine-motor": ["Opent af en toe de handen", "Brengt een hand naar de mond"],
    language: ["Maakt zachte brabbelgeluidjes", "Schrikt of wordt stil bij een hard geluid"],
    cognitive: ["Volgt een bewegend gezicht met de ogen", "Kijkt een tijdje naar iemands gezicht"],
    "social-emotional": ["Wordt rustig als het wordt opgepakt of toegesproken", "Lacht terug als iemand lacht"],
  },
  4: {
    "gross-motor": ["Houdt het hoofd stil als het rechtop wordt gehouden", "Duwt zich op de onderarmen op in buikligging"],
    "fine-motor": ["Houdt speelgoed vast dat in de hand wordt gelegd", "Slaat naar hangend speelgoed"],
    language: ["Lacht hardop", "Draait zich naar een stem"],
    cognitive: ["Kijkt met interesse naar de eigen handen", "Opent de mond bij het zien van de borst of de fles"],
    "social-emotional": ["Lacht om aandacht te krijgen", "Maakt geluidjes terug als er tegen het kind wordt gepraat"],
  },
  6: {
    "gross-motor": ["Rolt van de buik naar de rug", "Leunt op de handen bij zitten met hulp"],
    "fine-motor": ["Reikt met één hand naar speelgoed", "Geeft speelgoed van de ene hand aan de andere"],
    language: ["Blaast belletjes of maakt 'pruttel'-geluiden", "Maakt gillende geluidjes"],
    cognitive: ["Stopt dingen in de mond om ze te onderzoeken", "Sluit de lippen om te laten zien dat het niet meer wil eten"],
    "social-emotional": ["Herkent bekende mensen", "Kijkt graag naar zichzelf in een spiegel"],
  },
  9: {
    "gross-motor": ["Zit zonder steun", "Komt zelf in zithouding"],
    "fine-motor": ["Pakt eten op met vingers en duim", "Slaat twee dingen tegen elkaar"],
    language: ["Maakt klanken als 'mamama' en 'bababa'", "Steekt de armen op om opgepakt te worden"],
    cognitive: ["Zoekt speelgoed dat uit het zicht is gevallen", "Zoekt dingen die onder een doek verstopt zijn"],
    "social-emotional": ["Is verlegen of van streek bij vreemden", "Laat verschillende gevoelens op het gezicht zien"],
  },
  12: {
    "gross-motor": ["Trekt zich op tot staan", "Loopt langs meubels terwijl het zich vasthoudt"],
    "fine-motor": ["Pakt kleine dingen tussen duim en wijsvinger", "Doet iets in een bak of doos"],
    language: ["Zwaait dag", "Noemt een ouder 'mama', 'papa' of een vergelijkbare naam"],
    cognitive: ["Doet eenvoudige handelingen na, zoals klappen", "Gebruikt een voorwerp op de juiste manier, zoals een beker"],
    "social-emotional": ["Speelt spelletjes als kiekeboe", "Blijft dicht bij een bekende volwassene"],
  },
  18: {
    "gross-motor": ["Loopt alleen zonder zich vast te houden", "Klimt zonder hulp op en van een stoel of bank"],
    "fine-motor": ["Krabbelt met een krijtje of met een stokje in het zand", "Drinkt uit een beker zonder deksel en morst een beetje"],
    language: ["Zegt drie of meer woorden naast mama en papa", "Volgt een opdracht van één stap zonder gebaar"],
    cognitive: ["Wijst om iets interessants te laten zien", "Doet klusjes na, zoals vegen"],
    "social-emotional": ["Gaat weg van een verzorger maar kijkt om", "Wijst om hulp te krijgen"],
  },
  24: {
    "gross-motor": ["Schopt tegen een bal", "Rent"],
    "fine-motor": ["Eet met een lepel", "Stapelt twee of drie kleine voorwerpen"],
    language: ["Zegt twee woorden samen, zoals 'meer melk'", "Wijst op verzoek minstens twee lichaamsdelen aan"],
    cognitive: ["Houdt iets in de ene hand terwijl het de andere gebruikt", "Probeert knoppen of schakelaars op speelgoed te gebruiken"],
    "social-emotional": ["Merkt het als anderen pijn hebben of verdrietig zijn", "Kijkt naar het gezicht van een volwassene om te zien hoe te reageren"],
  },
  36: {
    "gross-motor": ["Springt met beide voeten van de grond", "Loopt de trap op met één voet per tree, zich vasthoudend"],
    "fine-motor": ["Rijgt grote kralen of doppen aan een touw", "Trekt zelf wat kleren aan, zoals een losse broek"],
    language: ["Praat met iemand en zegt twee of meer keer iets terug", "Zegt de eigen voornaam als erom wordt gevraagd"],
    cognitive: ["Tekent een cirkel na nadat het er een zag tekenen", "Raakt geen hete dingen aan na een waarschuwing"],
    "social-emotional": ["Is binnen tien minuten rustig nadat een verzorger weggaat", "Ziet andere kinderen en gaat met ze spelen"],
  },
  48: {
    "gross-motor": ["Vangt meestal een grote bal", "Hinkelt een paar keer op één voet"],
    "fine-motor": ["Houdt een krijtje of potlood tussen vingers en duim", "Maakt een paar knopen los"],
    language: ["Zegt zinnen van vier of meer woorden", "Vertelt in een paar zinnen wat er die dag gebeurde"],
    cognitive: ["Noemt een paar kleuren", "Vertelt wat er daarna komt in een bekend verhaal"],
    "social-emotional": ["Doet alsof het iets anders is tijdens het spelen", "Troost anderen die pijn hebben of verdrietig zijn"],
  },
  60: {
    "gross-motor": ["Hinkelt op één voet", "Schommelt of klimt met weinig hulp"],
    "fine-motor": ["Tekent een mens met drie of meer lichaamsdelen", "Maakt een paar knopen dicht"],
    language: ["Vertelt een verhaal met minstens twee gebeurtenissen", "Beantwoordt eenvoudige vragen over een verhaal"],
    cognitive: ["Telt tot tien", "Schrijft een paar letters van de eigen naam"],
    "social-emotional": ["Volgt spelregels of wacht op de eigen beurt", "Doet eenvoudige klusjes thuis, zoals water dragen of opruimen"],
  },
};
