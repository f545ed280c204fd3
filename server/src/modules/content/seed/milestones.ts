/**
 * Child-development checklists by age, in our own words: what most children do by that age.
 * Five domains; a carer ticks what the child does, and talks to a health worker about the rest.
 */
export interface MilestoneChecklist {
  id: string;
  ageMonths: number;
  domain: string;
  indicators: Array<{ id: string; text: string }>;
}

const DOMAINS = ["gross-motor", "fine-motor", "language", "cognitive", "social-emotional"] as const;

/** The indicators' texts in one language: by age in months, by domain, in the same order in every language. */
export type ChecklistTexts = Record<number, Record<(typeof DOMAINS)[number], string[]>>;

const BY_AGE: ChecklistTexts = {
  2: {
    "gross-motor": ["Lifts the head for a moment when lying on the tummy", "Moves both arms and both legs"],
    "fine-motor": ["Opens the hands now and then", "Brings a hand to the mouth"],
    language: ["Makes soft cooing sounds", "Startles or goes quiet at a loud sound"],
    cognitive: ["Follows a moving face with the eyes", "Looks at a person's face for a while"],
    "social-emotional": ["Calms down when picked up or spoken to", "Smiles back when someone smiles"],
  },
  4: {
    "gross-motor": ["Holds the head steady when held upright", "Pushes up on the forearms when on the tummy"],
    "fine-motor": ["Holds a toy put in the hand", "Swings at a hanging toy"],
    language: ["Laughs out loud", "Turns towards a voice"],
    cognitive: ["Watches hands with interest", "Opens the mouth on seeing the breast or bottle"],
    "social-emotional": ["Smiles to get attention", "Makes sounds back when talked to"],
  },
  6: {
    "gross-motor": ["Rolls from the tummy to the back", "Leans on the hands when sitting with help"],
    "fine-motor": ["Reaches for a toy with one hand", "Passes a toy from one hand to the other"],
    language: ["Blows bubbles or 'raspberries'", "Makes squealing sounds"],
    cognitive: ["Puts things in the mouth to explore them", "Closes the lips to show they do not want more food"],
    "social-emotional": ["Knows familiar people", "Likes to look at themselves in a mirror"],
  },
  9: {
    "gross-motor": ["Sits without support", "Gets into a sitting position alone"],
    "fine-motor": ["Picks up food with the fingers and thumb", "Bangs two things together"],
    language: ["Makes sounds like 'mamama' and 'bababa'", "Lifts the arms to be picked up"],
    cognitive: ["Looks for a toy dropped out of sight", "Looks for hidden objects under a cloth"],
    "social-emotional": ["Is shy or upset with strangers", "Shows several feelings on the face"],
  },
  12: {
    "gross-motor": ["Pulls up to stand", "Walks holding on to furniture"],
    "fine-motor": ["Picks up small things between thumb and first finger", "Puts something into a container"],
    language: ["Waves bye-bye", "Calls a parent 'mama', 'dada' or a similar name"],
    cognitive: ["Copies simple actions such as clapping", "Uses an object the right way, such as a cup"],
    "social-emotional": ["Plays games like peek-a-boo", "Stays close to a familiar adult"],
  },
  18: {
    "gross-motor": ["Walks alone without holding on", "Climbs on and off a chair or bench without help"],
    "fine-motor": ["Scribbles with a crayon or a stick in the sand", "Drinks from a cup without a lid, spilling some"],
    language: ["Says three or more words besides mama and dada", "Follows a one-step instruction without a gesture"],
    cognitive: ["Points to show something interesting", "Copies chores, such as sweeping"],
    "social-emotional": ["Moves away from a carer but looks back to check", "Points to get help"],
  },
  24: {
    "gross-motor": ["Kicks a ball", "Runs"],
    "fine-motor": ["Eats with a spoon", "Stacks two or three small objects"],
    language: ["Says two words together, such as 'more milk'", "Points to at least two body parts when asked"],
    cognitive: ["Holds something in one hand while using the other", "Tries to use switches, knobs or buttons on a toy"],
    "social-emotional": ["Notices when others are hurt or upset", "Looks at an adult's face to see how to react"],
  },
  36: {
    "gross-motor": ["Jumps off the ground with both feet", "Walks up steps one foot per step, holding on"],
    "fine-motor": ["Strings large beads or bottle tops on a string", "Puts on some clothes alone, such as loose trousers"],
    language: ["Talks with someone using two or more back-and-forth exchanges", "Says their first name when asked"],
    cognitive: ["Draws a circle after seeing one drawn", "Avoids touching hot things when warned"],
    "social-emotional": ["Calms down within ten minutes after a carer leaves", "Notices other children and joins them to play"],
  },
  48: {
    "gross-motor": ["Catches a large ball most of the time", "Hops on one foot a few times"],
    "fine-motor": ["Holds a crayon or pencil between fingers and thumb", "Unbuttons some buttons"],
    language: ["Says sentences of four or more words", "Tells what happened during the day in a few sentences"],
    cognitive: ["Names a few colours", "Tells what comes next in a well-known story"],
    "social-emotional": ["Pretends to be something else during play", "Comforts others who are hurt or sad"],
  },
  60: {
    "gross-motor": ["Hops on one foot", "Swings or climbs with little help"],
    "fine-motor": ["Draws a person with three or more body parts", "Buttons some buttons"],
    language: ["Tells a story with at least two events", "Answers simple questions about a story"],
    cognitive: ["Counts to ten", "Writes some letters of their name"],
    "social-emotional": ["Follows rules or takes turns in games", "Does simple chores at home, such as carrying water or clearing up"],
  },
};

/** The checklists in one language; an indicator keeps its id in every language, so a ticked one stays ticked. */
export function milestoneChecklists(byAge: ChecklistTexts = BY_AGE): MilestoneChecklist[] {
  return Object.entries(byAge).flatMap(([age, domains]) =>
    DOMAINS.map((domain) => ({
      id: `${age}-${domain}`,
      ageMonths: Number(age),
      domain,
      indicators: domains[domain].map((text, i) => ({ id: `${age}-${domain}-${i + 1}`, text })),
    })),
  );
}

export const MILESTONE_CHECKLISTS: MilestoneChecklist[] = milestoneChecklists();
