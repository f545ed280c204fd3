/** A handful of articles per deployment, short enough to read on a phone in the field. */
export interface SeedArticle {
  uuid: string;
  parent_id: string | null;
  default: boolean;
  page: string;
  childpages: string[];
  article: string;
}

const article = (uuid: string, page: string, html: string, options: Partial<SeedArticle> = {}): SeedArticle => ({
  uuid,
  parent_id: null,
  default: false,
  page,
  childpages: [],
  article: html,
  ...options,
});

export const REHABILITATION_ARTICLES: SeedArticle[] = [
  article(
    "art-rehab-welcome",
    "Start",
    "<h2>Working with Stepwise</h2><p>Register a client, choose a rehabilitation approach, and agree small goals with the family. Every change is kept on your phone and sent when there is a connection.</p>",
    { default: true, childpages: ["art-rehab-goals", "art-rehab-ladder"] },
  ),
  article(
    "art-rehab-goals",
    "Article",
    "<h2>Setting good goals</h2><p>A good goal is something the child and family want, that can be seen, and that can be reached in a few weeks. Break it into steps the family can practise every day.</p>",
    { parent_id: "art-rehab-welcome" },
  ),
  article(
    "art-rehab-ladder",
    "Article",
    "<h2>The ladder of life</h2><p>Ask the carer to place today on a ladder from 0 (the worst possible) to 10 (the best possible). Ask again at each visit: the change matters more than the number.</p>",
    { parent_id: "art-rehab-welcome" },
  ),
  article(
    "art-rehab-fwords",
    "Article",
    "<h2>The F-words</h2><p>Function, family, fitness, fun, friends and future: six ways of looking at a child's life that keep the whole child in view, not only the diagnosis.</p>",
  ),
  article("art-rehab-about", "About", "<h2>About Stepwise</h2><p>Stepwise supports community rehabilitation workers and carers, online and offline.</p>"),
];

export const MALA_ARTICLES: SeedArticle[] = [
  article(
    "art-mala-welcome",
    "Start",
    "<h2>Welcome</h2><p>Follow your child's growth with the milestone checklists. Tick what your child does now, and look again every month.</p>",
    { default: true, childpages: ["art-mala-play", "art-mala-food"] },
  ),
  article(
    "art-mala-play",
    "Article",
    "<h2>Play every day</h2><p>Children learn by playing. Talk, sing and play with your child during daily work: name the things you use, and let the child help.</p>",
    { parent_id: "art-mala-welcome" },
  ),
  article(
    "art-mala-food",
    "Article",
    "<h2>Good food for growing</h2><p>From six months, give soft family food besides breast milk: porridge with groundnut flour, mashed beans, eggs, fruit and green leaves.</p>",
    { parent_id: "art-mala-welcome" },
  ),
  article(
    "art-mala-help",
    "Article",
    "<h2>When to ask for help</h2><p>If your child loses skills it had, or does not do most things on the checklist for its age, talk to the health surveillance assistant or visit the health centre.</p>",
  ),
  article("art-mala-about", "About", "<h2>About Stepwise Malawi</h2><p>Stepwise Malawi helps carers and community workers follow children's development.</p>"),
];

export const HIAPP_ARTICLES: SeedArticle[] = [
  article(
    "art-hi-welcome",
    "Start",
    "<h2>The health-issue form</h2><p>Choose the subject, the issue and its likely causes. The form suggests solutions, and makes a PDF you can share with the family.</p>",
    { default: true, childpages: ["art-hi-water"] },
  ),
  article(
    "art-hi-water",
    "Article",
    "<h2>Safe drinking water</h2><p>Boil water or treat it with chlorine, store it covered, and pour it out instead of dipping cups in.</p>",
    { parent_id: "art-hi-welcome" },
  ),
  article(
    "art-hi-hands",
    "Article",
    "<h2>Hand washing</h2><p>Wash hands with soap before food and after the toilet. A tippy-tap next to the latrine makes it easy.</p>",
  ),
  article("art-hi-about", "About", "<h2>About HIAPP</h2><p>HIAPP helps health workers agree practical solutions with families.</p>"),
];
