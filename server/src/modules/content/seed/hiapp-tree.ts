/** The HIAPP health-issue tree: subjects, issues, causes and the solutions a worker can prescribe. */
const solution = (id: string, label: string, prescriptionTxt: string) => ({ id, label, prescriptionTxt });

export const HIAPP_TREE = {
  hiapp_subjects: [
    {
      order: 1,
      label: "Water and hygiene",
      hi_issues: [
        {
          id: "101",
          label: "Diarrhoea in the family",
          hi_causes: [
            {
              id: "1011",
              label: "Unsafe drinking water",
              hi_solutions: [solution("10111", "Treat drinking water", "Boil drinking water or add chlorine; keep it in a covered container.")],
            },
            {
              id: "1012",
              label: "No hand washing",
              hi_solutions: [solution("10121", "Hand washing station", "Build a tippy-tap near the latrine and wash hands with soap.")],
            },
          ],
        },
      ],
    },
    {
      order: 2,
      label: "Nutrition",
      hi_issues: [
        {
          id: "201",
          label: "Child not gaining weight",
          hi_causes: [
            { id: "2011", label: "Too few meals", hi_solutions: [solution("20111", "More meals", "Give three meals and two snacks a day.")] },
            {
              id: "2012",
              label: "Little variety in food",
              hi_solutions: [solution("20121", "Mix food groups", "Add beans, groundnuts, eggs or small fish to porridge.")],
            },
          ],
        },
      ],
    },
    {
      order: 3,
      label: "Mobility",
      hi_issues: [
        {
          id: "301",
          label: "Cannot reach the toilet alone",
          hi_causes: [
            {
              id: "3011",
              label: "Path too rough",
              hi_solutions: [solution("30111", "Smooth the path", "Level the path and add a rope or rail to hold on to.")],
            },
            { id: "3012", label: "No support to sit", hi_solutions: [solution("30121", "Toilet seat", "Make a seat with arm rests over the latrine.")] },
          ],
        },
      ],
    },
  ],
};

type Tree = typeof HIAPP_TREE;

/** The same tree (same ids, so a saved form reads the same in every language) with its texts translated. */
export function translatedTree(tree: Tree, texts: Readonly<Record<string, string>>): Tree {
  const tr = (text: string) => {
    const translated = texts[text];
    if (translated === undefined) throw new Error(`the health-issue tree text "${text}" has no translation`);
    return translated;
  };
  return {
    hiapp_subjects: tree.hiapp_subjects.map((subject) => ({
      ...subject,
      label: tr(subject.label),
      hi_issues: subject.hi_issues.map((issue) => ({
        ...issue,
        label: tr(issue.label),
        hi_causes: issue.hi_causes.map((cause) => ({
          ...cause,
          label: tr(cause.label),
          hi_solutions: cause.hi_solutions.map((s) => ({ ...s, label: tr(s.label), prescriptionTxt: tr(s.prescriptionTxt) })),
        })),
      })),
    })),
  };
}

export const HIAPP_TREE_NL = translatedTree(HIAPP_TREE, {
  "Water and hygiene": "Water en hygiëne",
  "Diarrhoea in the family": "Diarree in het gezin",
  "Unsafe drinking water": "Onveilig drinkwater",
  "Treat drinking water": "Drinkwater behandelen",
  "Boil drinking water or add chlorine; keep it in a covered container.": "Kook drinkwater of voeg chloor toe; bewaar het in een afgedekte bak.",
  "No hand washing": "Geen handen wassen",
  "Hand washing station": "Plek om handen te wassen",
  "Build a tippy-tap near the latrine and wash hands with soap.": "Bouw een tippy-tap bij de latrine en was de handen met zeep.",
  Nutrition: "Voeding",
  "Child not gaining weight": "Kind komt niet aan in gewicht",
  "Too few meals": "Te weinig maaltijden",
  "More meals": "Meer maaltijden",
  "Give three meals and two snacks a day.": "Geef drie maaltijden en twee tussendoortjes per dag.",
  "Little variety in food": "Weinig variatie in het eten",
  "Mix food groups": "Voedselgroepen mengen",
  "Add beans, groundnuts, eggs or small fish to porridge.": "Voeg bonen, pinda's, eieren of kleine vis toe aan de pap.",
  Mobility: "Mobiliteit",
  "Cannot reach the toilet alone": "Kan het toilet niet alleen bereiken",
  "Path too rough": "Pad te ruw",
  "Smooth the path": "Het pad effenen",
  "Level the path and add a rope or rail to hold on to.": "Maak het pad vlak en span een touw of leuning om vast te houden.",
  "No support to sit": "Geen steun om te zitten",
  "Toilet seat": "Toiletstoel",
  "Make a seat with arm rests over the latrine.": "Maak een zitting met armleuningen boven de latrine.",
});
