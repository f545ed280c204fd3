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
            { id: "1011", label: "Unsafe drinking water", hi_solutions: [solution("10111", "Treat drinking water", "Boil drinking water or add chlorine; keep it in a covered container.")] },
            { id: "1012", label: "No hand washing", hi_solutions: [solution("10121", "Hand washing station", "Build a tippy-tap near the latrine and wash hands with soap.")] },
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
            { id: "2012", label: "Little variety in food", hi_solutions: [solution("20121", "Mix food groups", "Add beans, groundnuts, eggs or small fish to porridge.")] },
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
            { id: "3011", label: "Path too rough", hi_solutions: [solution("30111", "Smooth the path", "Level the path and add a rope or rail to hold on to.")] },
            { id: "3012", label: "No support to sit", hi_solutions: [solution("30121", "Toilet seat", "Make a seat with arm rests over the latrine.")] },
          ],
        },
      ],
    },
  ],
};
