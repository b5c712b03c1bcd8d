// The answers the shop's owner teaches the assistant, what the assistant could not answer (grouped), and
// the assistant's report: the shapes the admin API and the dashboard share, and their messages.
import { z } from 'zod';

export const OWNER_ANSWER_CHANGES = ['created', 'edited', 'disabled', 'enabled', 'deleted'] as const;
export type OwnerAnswerChange = (typeof OWNER_ANSWER_CHANGES)[number];

export const OWNER_ANSWER_TEXT_MAX = 1000;
export const OWNER_EXAMPLE_MAX = 200;
export const OWNER_EXAMPLES_MAX = 20;
export const OWNER_LINK_LABEL_MAX = 60;
/** The report's periods, in days. */
export const REPORT_PERIODS = [7, 30] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const ownerAnswerMessages = {
  notFound: 'Answer not found.',
  textRequired: 'Write the answer.',
  textTooLong: `An answer is at most ${OWNER_ANSWER_TEXT_MAX} characters.`,
  examplesRequired: 'Give at least one example question the answer answers.',
  exampleTooLong: `An example question is at most ${OWNER_EXAMPLE_MAX} characters.`,
  tooManyExamples: `Give at most ${OWNER_EXAMPLES_MAX} example questions.`,
  linkLabelRequired: 'Give the link a label, or leave both link fields empty.',
  linkLabelTooLong: `A link label is at most ${OWNER_LINK_LABEL_MAX} characters.`,
  linkPathInvalid: 'A link is a page of the shop starting with "/", such as /policies/returns.',
  questionRequired: 'Type a question to try.',
  periodInvalid: 'The period is 7 or 30 days.',
  saved: 'Answer saved: the assistant uses it at once.',
  deleted: 'Answer deleted.',
  noAnswers: 'No answers yet: write one from a group on the Unanswered page.',
  noUnanswered: 'Nothing unanswered in this period.',
} as const;

const exampleSchema = z
  .string({ error: ownerAnswerMessages.examplesRequired })
  .trim()
  .min(1, ownerAnswerMessages.examplesRequired)
  .max(OWNER_EXAMPLE_MAX, ownerAnswerMessages.exampleTooLong);

export const ownerAnswerLinkSchema = z.object({
  label: z
    .string({ error: ownerAnswerMessages.linkLabelRequired })
    .trim()
    .min(1, ownerAnswerMessages.linkLabelRequired)
    .max(OWNER_LINK_LABEL_MAX, ownerAnswerMessages.linkLabelTooLong),
  // A path within the shop: never another site, never a script.
  href: z
    .string({ error: ownerAnswerMessages.linkPathInvalid })
    .trim()
    .regex(/^\/(?!\/)[A-Za-z0-9\-._~/?#=&%]*$/, ownerAnswerMessages.linkPathInvalid)
    .max(200, ownerAnswerMessages.linkPathInvalid),
});

const ownerAnswerFieldsSchema = z.object({
  text: z
    .string({ error: ownerAnswerMessages.textRequired })
    .trim()
    .min(1, ownerAnswerMessages.textRequired)
    .max(OWNER_ANSWER_TEXT_MAX, ownerAnswerMessages.textTooLong),
  link: ownerAnswerLinkSchema.nullable(),
  examples: z
    .array(exampleSchema, { error: ownerAnswerMessages.examplesRequired })
    .min(1, ownerAnswerMessages.examplesRequired)
    .max(OWNER_EXAMPLES_MAX, ownerAnswerMessages.tooManyExamples),
  isEnabled: z.boolean({ error: 'isEnabled must be true or false.' }),
});

/** A new answer: no link and enabled unless it says otherwise. */
export const ownerAnswerInputSchema = ownerAnswerFieldsSchema.extend({
  link: ownerAnswerFieldsSchema.shape.link.default(null),
  isEnabled: ownerAnswerFieldsSchema.shape.isEnabled.default(true),
});
export type OwnerAnswerInput = z.input<typeof ownerAnswerInputSchema>;
export type OwnerAnswerFields = z.output<typeof ownerAnswerFieldsSchema>;

/** PATCH: only what changes (nothing is defaulted); enabling or disabling alone is `{ isEnabled }`. */
export const ownerAnswerPatchSchema = ownerAnswerFieldsSchema.partial();

export const ownerAnswerIdSchema = z.uuid({ error: ownerAnswerMessages.notFound });

/** "Try a question": the draft answer (not saved), and the question a customer might ask. */
export const tryQuestionSchema = z.object({
  question: z
    .string({ error: ownerAnswerMessages.questionRequired })
    .trim()
    .min(1, ownerAnswerMessages.questionRequired)
    .max(1000, 'A question is at most 1000 characters.'),
  examples: ownerAnswerInputSchema.shape.examples,
  /** The stored answer the draft replaces, when editing one. */
  answerId: ownerAnswerIdSchema.optional(),
});
export type TryQuestionInput = z.infer<typeof tryQuestionSchema>;

export type OwnerAnswerView = OwnerAnswerFields & {
  id: string;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  updatedBy: string | null;
};
export type OwnerAnswerList = { items: OwnerAnswerView[] };

export type OwnerAnswerChangeView = { change: OwnerAnswerChange; by: string | null; at: string };
export type OwnerAnswerChanges = { items: OwnerAnswerChangeView[] };

/**
 * Whether the draft would answer the question: its score (0-1, cosine similarity to its closest example),
 * the closest built-in answer's, and the threshold it must reach.
 */
export type TryQuestionResult = { isUsed: boolean; score: number; builtInScore: number; threshold: number };

export const UNANSWERED_KINDS = ['fallback', 'unpicked', 'negative', 'handOver'] as const;
export type UnansweredKind = (typeof UNANSWERED_KINDS)[number];
export const unansweredKindLabels: Record<UnansweredKind, string> = {
  fallback: 'Not understood',
  unpicked: '"Did you mean" not picked',
  negative: 'Rated unhelpful',
  handOver: 'Handed over',
};

export type UnansweredGroup = {
  /** How many questions the group holds. */
  count: number;
  /** A few of its questions, the most frequent first, distinct. */
  examples: string[];
  kinds: Partial<Record<UnansweredKind, number>>;
  lastAskedAt: string;
  /** One of the owner's answers is now given to the group's most frequent question. */
  isAnswered: boolean;
};
export type UnansweredReport = { days: number; groups: UnansweredGroup[] };

export const periodQuerySchema = z.object({
  days: z.coerce
    .number({ error: ownerAnswerMessages.periodInvalid })
    .pipe(z.union([z.literal(7), z.literal(30)], { error: ownerAnswerMessages.periodInvalid }))
    .default(30),
});

export type AssistantPeriodFigures = {
  days: number;
  conversations: number;
  /** Conversations in which the assistant answered at least one question itself. */
  involved: number;
  /** Conversations with no hand-over and no negative rating. */
  resolvedWithoutPerson: number;
  handedOver: number;
  ratings: { positive: number; neutral: number; negative: number };
  /** Positive ratings out of all ratings, 0-100; null with no rating. */
  csat: number | null;
};
/** One day's conversations (by the day they began), for the report's chart. */
export type AssistantDay = { date: string; conversations: number; resolvedWithoutPerson: number; handedOver: number };
export type AssistantReport = { periods: AssistantPeriodFigures[]; days: AssistantDay[]; topUnanswered: UnansweredGroup[] };

/** A share of a whole as a whole percentage, 0 when the whole is 0. */
export const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/**
 * The dashboard's answer form: the examples one a line, the link as two fields (both or neither), read into
 * what the API takes.
 */
export const ownerAnswerFormSchema = z
  .object({
    text: z.string(),
    examples: z.string(),
    linkLabel: z.string(),
    linkPath: z.string(),
  })
  .transform((form, context) => {
    const label = form.linkLabel.trim();
    const href = form.linkPath.trim();
    const parsed = ownerAnswerInputSchema.safeParse({
      text: form.text,
      examples: linesOf(form.examples),
      link: label === '' && href === '' ? null : { label, href },
    });
    if (parsed.success) return parsed.data;
    const formField: Record<string, string> = { text: 'text', examples: 'examples', label: 'linkLabel', href: 'linkPath' };
    for (const issue of parsed.error.issues) {
      const name = issue.path.map(String).findLast((part) => part in formField) ?? 'text';
      context.addIssue({ code: 'custom', message: issue.message, path: [formField[name] ?? 'text'] });
    }
    return z.NEVER;
  });
export type OwnerAnswerForm = z.input<typeof ownerAnswerFormSchema>;

/** The non-empty lines of a text, trimmed. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
