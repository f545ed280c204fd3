import type { ChecklistTexts } from "./milestones.js";

/** The checklists of milestones.ts in Chichewa, item for item. Written for field use; a native speaker reviews each release. */
export const BY_AGE_NY: ChecklistTexts = {
  2: {
    "gross-motor": ["Amakweza mutu kwa kanthawi akagona chafufumimba", "Amasuntha manja onse ndi miyendo yonse"],
    "fine-motor": ["Amatsegula manja nthawi zina", "Amabweretsa dzanja kukamwa"],
    language: ["Amapanga mawu ofewa ngati kuimba", "Amadzidzimuka kapena kukhala chete akamva phokoso lalikulu"],
    cognitive: ["Amatsatira nkhope yoyenda ndi maso", "Amayang'ana nkhope ya munthu kwa kanthawi"],
    "social-emotional": ["Amakhala chete akanyamulidwa kapena kuyankhulidwa", "Amamwetulira munthu akamumwetulira"],
  },
  4: {
    "gross-motor": ["Amagwira mutu mokhazikika akanyamulidwa choimirira", "Amadzikweza pa mikono akagona chafufumimba"],
    "fine-motor": ["Amagwira chidole chomwe chaikidwa m'dzanja", "Amamenya chidole cholendewera"],
    language: ["Amaseka mokweza", "Amatembenukira kumene kuli mawu"],
    cognitive: ["Amayang'ana manja ake mwachidwi", "Amatsegula pakamwa akaona bere kapena botolo"],
    "social-emotional": ["Amamwetulira kuti amuone", "Amayankha ndi mawu akamuyankhula"],
  },
  6: {
    "gross-motor": ["Amatembenuka kuchoka chafufumimba kugona chagada", "Amatsamira pa manja akakhala mothandizidwa"],
    "fine-motor": ["Amatambasula dzanja limodzi kutenga chidole", "Amasuntha chidole kuchoka dzanja limodzi kupita ku linzake"],
    language: ["Amawuzira thovu kapena kupanga mawu ngati 'prrr'", "Amapanga mawu ofuula"],
    cognitive: ["Amaika zinthu mkamwa kuti azidziwe", "Amatseka milomo kusonyeza kuti sakufunanso chakudya"],
    "social-emotional": ["Amadziwa anthu omwe amawadziwa", "Amakonda kudziyang'ana pa galasi"],
  },
  9: {
    "gross-motor": ["Amakhala pansi popanda chomuchirikiza", "Amadzikhazika yekha"],
    "fine-motor": ["Amatola chakudya ndi zala ndi chala chachikulu", "Amagundanitsa zinthu ziwiri"],
    language: ["Amapanga mawu ngati 'mamama' ndi 'bababa'", "Amakweza manja kuti anyamulidwe"],
    cognitive: ["Amafunafuna chidole chomwe chagwa osachiona", "Amafunafuna zinthu zobisika pansi pa nsalu"],
    "social-emotional": ["Amachita manyazi kapena kukhumudwa ndi alendo", "Amaonetsa malingaliro osiyanasiyana pa nkhope"],
  },
  12: {
    "gross-motor": ["Amadzikoka kuti aimirire", "Amayenda atagwira mipando"],
    "fine-motor": ["Amatola zinthu zazing'ono pakati pa chala chachikulu ndi cholozera", "Amaika chinthu m'chidebe"],
    language: ["Amapanga tsalani ndi dzanja", "Amaitana kholo kuti 'mama', 'dada' kapena dzina lofanana"],
    cognitive: ["Amatsanzira zochita zosavuta ngati kuwomba m'manja", "Amagwiritsa ntchito chinthu moyenera, ngati kapu"],
    "social-emotional": ["Amasewera masewera ngati kubisala ndi kuonekera", "Amakhala pafupi ndi munthu wamkulu yemwe amamudziwa"],
  },
  18: {
    "gross-motor": ["Amayenda yekha osagwira kanthu", "Amakwera ndi kutsika pa mpando kapena benchi popanda thandizo"],
    "fine-motor": ["Amajambula mizere ndi krayoni kapena ndodo pa mchenga", "Amamwa m'kapu yopanda chivundikiro, ndikutaya pang'ono"],
    language: ["Amanena mawu atatu kapena kuposa kupatula mama ndi dada", "Amatsatira lamulo limodzi popanda kuloza"],
    cognitive: ["Amaloza kuonetsa chinthu chosangalatsa", "Amatsanzira ntchito zapakhomo, ngati kusesa"],
    "social-emotional": ["Amachoka pa wosamalira koma amacheuka kuyang'ana", "Amaloza kuti athandizidwe"],
  },
  24: {
    "gross-motor": ["Amamenya mpira ndi phazi", "Amathamanga"],
    "fine-motor": ["Amadya ndi supuni", "Amaunjika zinthu zazing'ono ziwiri kapena zitatu"],
    language: ["Amanena mawu awiri pamodzi, ngati 'mkaka wina'", "Amaloza ziwalo ziwiri za thupi akafunsidwa"],
    cognitive: ["Amagwira chinthu m'dzanja limodzi pamene akugwiritsa ntchito linzake", "Amayesa kugwiritsa ntchito mabatani a chidole"],
    "social-emotional": ["Amazindikira ena akavulala kapena akakhumudwa", "Amayang'ana nkhope ya munthu wamkulu kuti adziwe zochita"],
  },
  36: {
    "gross-motor": ["Amadumpha ndi mapazi onse awiri", "Amakwera masitepe phazi limodzi pa sitepe, atagwira"],
    "fine-motor": ["Amamanga mikanda ikuluikulu kapena zivundikiro za mabotolo pa chingwe", "Amavala zovala zina yekha, ngati buluku lotayirira"],
    language: ["Amacheza ndi munthu, kuyankhana kawiri kapena kuposa", "Amanena dzina lake akafunsidwa"],
    cognitive: ["Amajambula bwalo ataona wina akujambula", "Amapewa kugwira zinthu zotentha akachenjezedwa"],
    "social-emotional": ["Amakhala chete pasanathe mphindi khumi wosamalira atachoka", "Amazindikira ana ena ndikulowa nawo kusewera"],
  },
  48: {
    "gross-motor": ["Amagwira mpira waukulu nthawi zambiri", "Amadumpha pa phazi limodzi kangapo"],
    "fine-motor": ["Amagwira krayoni kapena pensulo pakati pa zala ndi chala chachikulu", "Amamasula mabatani ena"],
    language: ["Amanena ziganizo za mawu anayi kapena kuposa", "Amafotokoza zomwe zinachitika tsikulo m'ziganizo zochepa"],
    cognitive: ["Amatchula mitundu ingapo", "Amanena zomwe zikutsatira m'nkhani yodziwika"],
    "social-emotional": ["Amadziyesa chinthu china akamasewera", "Amatonthoza ena omwe avulala kapena ali achisoni"],
  },
  60: {
    "gross-motor": ["Amadumpha pa phazi limodzi", "Amadziyendetsa pa chingwe kapena kukwera ndi thandizo lochepa"],
    "fine-motor": ["Amajambula munthu wokhala ndi ziwalo zitatu kapena kuposa", "Amamanga mabatani ena"],
    language: ["Amafotokoza nkhani yokhala ndi zochitika ziwiri", "Amayankha mafunso osavuta okhudza nkhani"],
    cognitive: ["Amawerenga mpaka khumi", "Amalemba zilembo zina za dzina lake"],
    "social-emotional": [
      "Amatsatira malamulo kapena kudikira nthawi yake pamasewera",
      "Amagwira ntchito zosavuta zapakhomo, ngati kutunga madzi kapena kukonza",
    ],
  },
};
