// The paraphrase grammar behind grammar-set.json (README.md, "grammar-set.json"): per intent, core
// propositions with slots (intents.ts), slot words from WordNet (lexicon.ts), a speech-act frame around
// them, and noise on top. Deterministic: one seeded random stream per intent and frame, so a discarded
// example is replaced by the next draw of its own frame and nothing else moves.
//
//   npx tsx tests/chat-eval/grammar/generate.ts --write    (or: npm run chat-eval:grammar -w tests)
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { INTENT_GRAMMAR, type IntentGrammar } from './intents.ts';
import {
  adjectives,
  categoryPlurals,
  cities,
  countries,
  femaleFirst,
  maleFirst,
  months,
  nouns,
  numbers,
  paymentMethods,
  productModifiers,
  products,
  streets,
  surnames,
  verbs,
  weekdays,
  type Product,
} from './lexicon.ts';
import { REVIEW_DISCARDS } from './review-discards.ts';

export const SEED = 20261124;
export const PER_INTENT = 64;
export const GRAMMAR_SET_FILE = fileURLToPath(new URL('../grammar-set.json', import.meta.url));

export type GrammarExample = { text: string; intent: string; style: string };

// --- Random stream ---------------------------------------------------------------------------------

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** mulberry32: a uniform number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from nothing');
    return items[Math.floor(this.next() * items.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

// --- Slots -----------------------------------------------------------------------------------------

type Speaker = { my: string; I: string; me: string; "I'm": string; "I've": string; he: string };
const FIRST: Speaker = { my: 'my', I: 'I', me: 'me', "I'm": "I'm", "I've": "I've", he: 'I' };
const HE: Speaker = { my: 'his', I: 'he', me: 'him', "I'm": "he's", "I've": "he's", he: 'he' };
const SHE: Speaker = { my: 'her', I: 'she', me: 'her', "I'm": "she's", "I've": "she's", he: 'she' };

/** A slot word: the headword half of the time (customers mostly write it), a WordNet synonym otherwise. */
function pickWord(words: readonly string[], rng: Rng): string {
  return words.length === 1 || rng.chance(0.5) ? (words[0] as string) : rng.pick(words.slice(1));
}

/** Fills the slots of one example; a product, order number or person drawn once stays the same throughout. */
class Filler {
  private product: Product | undefined;
  private modifier: string | null | undefined;
  private memo = new Map<string, string>();
  constructor(
    private readonly rng: Rng,
    public speaker: Speaker = FIRST,
  ) {}

  private once(key: string, make: () => string): string {
    let value = this.memo.get(key);
    if (value === undefined) {
      value = make();
      this.memo.set(key, value);
    }
    return value;
  }

  private theProduct(): Product {
    this.product ??= this.rng.pick(products);
    return this.product;
  }

  private described(): string {
    const product = this.theProduct();
    if (this.modifier === undefined) this.modifier = this.rng.chance(0.4) ? this.rng.pick(productModifiers[product.category]) : null;
    return this.modifier ? `${this.modifier} ${product.singular}` : product.singular;
  }

  private date(): string {
    return `${this.rng.int(1, 28)} ${this.rng.pick(months)}`;
  }

  private slot(name: string): string {
    const { rng } = this;
    if (name in verbs) return pickWord(verbs[name as keyof typeof verbs], rng);
    if (name in nouns) return pickWord(nouns[name as keyof typeof nouns], rng);
    if (name in adjectives) return pickWord(adjectives[name as keyof typeof adjectives], rng);
    if (name in this.speaker) return this.speaker[name as keyof Speaker];
    switch (name) {
      case 'a_product': {
        const product = this.theProduct();
        const words = this.described();
        if (product.isPair) return `a pair of ${words}`;
        return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
      }
      case 'the_product':
        return `the ${this.described()}`;
      case 'product':
        return this.theProduct().singular;
      case 'products':
        return this.theProduct().plural;
      case 'category':
        return categoryPlurals[this.theProduct().category];
      case 'is':
        return this.theProduct().isPair ? 'are' : 'is';
      case 'it':
        return this.theProduct().isPair ? 'they' : 'it';
      case 'N':
        return this.once('N', () => String(rng.int(10000, 999999)));
      case 'amount':
        return this.once('amount', () => `£${rng.int(19, 1499).toLocaleString('en-GB')}${rng.chance(0.5) ? '.99' : ''}`);
      case 'date':
        return this.once('date', () => this.date());
      case 'when':
        return this.once('when', () =>
          rng.pick(['yesterday', 'last week', 'this morning', 'two days ago', `on ${this.date()}`, `on ${rng.pick(weekdays)}`]),
        );
      case 'country':
        return this.once('country', () => rng.pick(countries));
      case 'city':
        return this.once('city', () => rng.pick(cities));
      case 'address':
        return this.once('address', () => `${rng.int(2, 120)} ${rng.pick(streets)}, ${rng.pick(cities)}`);
      case 'method':
        return this.once('method', () => rng.pick(paymentMethods));
      case 'num':
        return this.once('num', () => rng.pick(numbers));
      case 'full':
        return this.once('full', () => `${rng.pick([...femaleFirst, ...maleFirst])} ${rng.pick(surnames)}`);
      default:
        throw new Error(`Unknown slot {${name}}`);
    }
  }

  fill(template: string): string {
    let text = template;
    // Slots may bring slots of their own ("on {date}"): fill until none is left.
    for (let round = 0; round < 3 && text.includes('{'); round++)
      text = text.replace(/\{([A-Za-z_']+)\}/g, (_, name: string) => this.slot(name));
    if (text.includes('{')) throw new Error(`Unfilled slot in "${text}"`);
    return text;
  }
}

/** First-person words of a template turned into slots, for the third-person frame. */
function thirdPerson(template: string): string {
  return template.replace(/(?<!\{)\b(I'm|I've|my|me|I)\b(?!['}])/g, '{$1}');
}

// --- Speech-act frames ------------------------------------------------------------------------------

type Drawn = { template: string; speaker?: Speaker; /** keep lower case, no capital at the start */ raw?: boolean };

type Frame = {
  name: string;
  applies: (g: IntentGrammar, intent: string) => boolean;
  draw: (g: IntentGrammar, rng: Rng, intent: string) => Drawn;
};

/** Verb phrases that can follow "how". */
const howPhrases = (g: IntentGrammar) => [...g.vp, ...(g.howOnly ?? [])];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const RELATIVES: [string, Speaker][] = [
  ...nouns.husband.map((word): [string, Speaker] => [word, HE]),
  ...nouns.wife.map((word): [string, Speaker] => [word, SHE]),
  ...nouns.mother.map((word): [string, Speaker] => [word, SHE]),
];
const TITLES: [string, Speaker][] = [
  ['Ms', SHE],
  ['Mrs', SHE],
  ['Mr', HE],
];

const FRUSTRATION = [
  'This is the third time I have asked.',
  "I've been going round in circles on your website for ages.",
  'Honestly, this should not be this hard.',
  "I'm getting really fed up now.",
  "I've already asked twice today.",
];

export const FRAMES: Frame[] = [
  {
    name: 'how',
    applies: (g) => !g.noHow,
    draw: (g, rng) => ({
      template: rng
        .pick(['how do I {vp}?', 'how can I {vp}?', 'what do I need to do to {vp}?', 'can you tell me how to {vp}?', 'how would I {vp}?'])
        .replace('{vp}', rng.pick(howPhrases(g))),
    }),
  },
  {
    name: 'request',
    applies: () => true,
    draw: (g, rng) =>
      g.imp && rng.chance(0.5)
        ? {
            template: rng
              .pick(['please {imp}.', 'can you {imp}?', 'could you {imp}, please?', '{imp}, please.'])
              .replace('{imp}', rng.pick(g.imp)),
          }
        : {
            template: rng
              .pick(["I'd like to {vp}.", 'I want to {vp}.', 'I need to {vp}.', "I'd like to {vp}, please."])
              .replace('{vp}', rng.pick(g.vp)),
          },
  },
  { name: 'question', applies: (g) => !!g.q?.length, draw: (g, rng) => ({ template: rng.pick(g.q ?? []) }) },
  { name: 'status', applies: (g) => !!g.status?.length, draw: (g, rng) => ({ template: rng.pick(g.status ?? []) }) },
  { name: 'expect', applies: (g) => !!g.expect?.length, draw: (g, rng) => ({ template: rng.pick(g.expect ?? []) }) },
  { name: 'statement', applies: (g) => !!g.state?.length, draw: (g, rng) => ({ template: rng.pick(g.state ?? []) }) },
  {
    name: 'frustrated',
    applies: () => true,
    draw: (g, rng, intent) => {
      const prefix = rng.pick(FRUSTRATION);
      if (intent === 'complaint' && g.state) return { template: `${prefix} ${rng.pick(g.state)}` };
      const bodies: string[] = [...(g.q ?? []), ...(g.status ?? []), ...(g.state ?? [])].map(capitalise);
      for (const imp of g.imp ?? []) bodies.push(`Please just ${imp}.`);
      for (const vp of g.vp) bodies.push(`All I want is to ${vp}.`);
      return { template: `${prefix} ${rng.pick(bodies)}` };
    },
  },
  {
    name: 'third-person',
    applies: () => true,
    draw: (g, rng) => {
      const [relative, relSpeaker] = rng.pick(RELATIVES);
      const [title, titleSpeaker] = rng.pick(TITLES);
      const person = `${title} ${rng.pick(surnames)}`;
      const vp = thirdPerson(rng.pick(g.vp));
      const options: Drawn[] = [
        { template: `my ${relative} wants to ${vp}.${g.noHow ? '' : ` How does ${relSpeaker.he} do that?`}`, speaker: relSpeaker },
        ...(g.howOnly ? [{ template: `my ${relative} is asking how to ${thirdPerson(rng.pick(g.howOnly))}.`, speaker: relSpeaker }] : []),
        { template: `I'm asking for my ${relative}, who needs to ${vp}.`, speaker: relSpeaker },
        { template: `I'm writing on behalf of ${person}, who would like to ${vp}.`, speaker: titleSpeaker },
        { template: `can you help my ${relative} ${vp}?`, speaker: relSpeaker },
        { template: `for ${person}: ${thirdPerson(rng.pick(g.kw))}`, speaker: titleSpeaker },
      ];
      if (g.q) options.push({ template: `my ${relative} is asking: ${rng.pick(g.q)}` });
      return rng.pick(options);
    },
  },
  {
    name: 'indirect',
    applies: () => true,
    draw: (g, rng) => {
      const options = ['I was wondering whether I could {vp}.', 'would it be possible to {vp}?', 'is there any way I can {vp}?'].map(
        (frame) => frame.replace('{vp}', rng.pick(g.vp)),
      );
      options.push(`I'm not sure how to ${rng.pick(howPhrases(g))}.`);
      if (g.imp) options.push(`I was hoping you could ${rng.pick(g.imp)}.`);
      if (g.q) options.push(`I was wondering, ${rng.pick(g.q)}`);
      return { template: rng.pick(options) };
    },
  },
  { name: 'keywords', applies: () => true, draw: (g, rng) => ({ template: rng.pick(g.kw), raw: true }) },
  {
    name: 'colloquial',
    applies: () => true,
    draw: (g, rng) => {
      const options = [
        `hey, how do i ${rng.pick(howPhrases(g))}?`,
        `hiya, need to ${rng.pick(g.vp)} asap`,
        `wanna ${rng.pick(g.vp)}, how?`,
      ];
      if (g.noHow) options.splice(0, 1, `hey, need to ${rng.pick(g.vp)}`);
      if (g.imp) options.push(`can u ${rng.pick(g.imp)} pls`);
      if (g.q) options.push(`quick q - ${rng.pick(g.q)}`, `hi, ${rng.pick(g.q)} ta`);
      return { template: rng.pick(options), raw: true };
    },
  },
  {
    name: 'formal',
    applies: () => true,
    draw: (g, rng) => {
      const options = [
        `Dear Sir or Madam, I would like to ${rng.pick(g.vp)}. Could you please advise me how to proceed? Yours faithfully, {full}`,
        `Dear Multimart team, I am writing to ask how I may ${rng.pick(howPhrases(g))}. With thanks, {full}`,
      ];
      if (g.noHow) options.pop();
      if (g.imp) options.push(`Good afternoon. I would be grateful if you could ${rng.pick(g.imp)}. Kind regards, {full}`);
      if (g.q) options.push(`To whom it may concern: ${capitalise(rng.pick(g.q))} Kind regards, {full}`);
      return { template: rng.pick(options) };
    },
  },
];

/** Colloquial spellings: whole words only. */
function colloquialise(text: string, rng: Rng): string {
  let out = text.toLowerCase();
  if (rng.chance(0.6)) out = out.replace(/\byou\b/g, 'u').replace(/\byour\b/g, 'ur');
  out = out.replace(/\bplease\b/g, 'pls');
  return out;
}

// --- Noise ------------------------------------------------------------------------------------------

type Noise = {
  name: string;
  /** Whether it can apply to this frame and text. */
  fits: (frame: string, text: string) => boolean;
  /** Noises it is never combined with. */
  excludes?: string[];
  apply: (text: string, rng: Rng, frame: string, intent: string) => string;
};

const KEYBOARD_NEIGHBOURS: Record<string, string> = {
  a: 's',
  e: 'r',
  i: 'o',
  o: 'p',
  n: 'm',
  r: 't',
  s: 'd',
  t: 'y',
  l: 'k',
  d: 'f',
  c: 'v',
  u: 'y',
};

function misspell(word: string, rng: Rng): string {
  const at = rng.int(1, word.length - 3);
  const kind = rng.int(0, 3);
  if (kind === 0) return word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2); // swap
  if (kind === 1) return word.slice(0, at) + word.slice(at + 1); // drop
  if (kind === 2) return word.slice(0, at + 1) + word.charAt(at) + word.slice(at + 1); // double
  const near = KEYBOARD_NEIGHBOURS[word.charAt(at).toLowerCase()];
  return near ? word.slice(0, at) + near + word.slice(at + 1) : word.slice(0, at) + word.slice(at + 1);
}

/** Intents where the customer may have just noticed a slip of their own ("oh crap, I need to cancel ..."). */
const MISHAP_INTENTS = [
  'cancel_order',
  'change_order',
  'change_shipping_address',
  'recover_password',
  'payment_issue',
  'registration_problems',
];

/** Frames written as typed in a hurry: no capital at the start, no full stop. */
const RAW_FRAMES = ['keywords', 'colloquial'];

const SWEAR_NOUNS =
  /\b(my|the|your|this) (order|refund|invoice|bill|account|password|parcel|package|newsletter|payment|card|delivery|website|form)\b/i;

/** Lower-cases the first letter unless it starts the word I. */
function lowerFirst(text: string): string {
  return /^I\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

const NOISES: Noise[] = [
  {
    name: 'context',
    fits: (frame) => frame !== 'formal' && frame !== 'colloquial',
    excludes: ['swear'],
    apply: (text, rng) => {
      if (/^[a-z]/.test(text)) return `${rng.pick(['hi', 'hello,', 'hey,', 'morning,'])} ${text}`;
      const before = rng.pick([
        'Hi there.',
        'Hello,',
        'Good morning.',
        "Hope you're well.",
        'Sorry to bother you.',
        'Quick question.',
        "I'm on my phone so this will be short.",
        "I've shopped with you for years.",
      ]);
      return `${before} ${before.endsWith(',') ? lowerFirst(text) : text}`;
    },
  },
  {
    name: 'swear',
    fits: (frame, text) => frame !== 'formal' && (!RAW_FRAMES.includes(frame) || SWEAR_NOUNS.test(text) || /\bhow do i\b/i.test(text)),
    apply: (text, rng, frame, intent) => {
      const options: string[] = [];
      if (SWEAR_NOUNS.test(text))
        options.push(
          text.replace(SWEAR_NOUNS, (found, determiner: string, noun: string) => `${determiner} ${rng.pick(['bloody', 'damn'])} ${noun}`),
        );
      if (/\bhow do i\b/i.test(text)) options.push(text.replace(/\b(how) (do i)\b/i, '$1 the hell $2'));
      if (/\bwhere is\b/i.test(text)) options.push(text.replace(/\b(where) (is)\b/i, '$1 the hell $2'));
      // "oh crap" is what one says on noticing a slip of one's own; it fits a plain request or question.
      const interjections =
        ['how', 'request', 'statement'].includes(frame) && MISHAP_INTENTS.includes(intent) ? ['wtf', 'damn', 'oh crap'] : ['wtf', 'damn'];
      if (!RAW_FRAMES.includes(frame) || options.length === 0) options.push(`${rng.pick(interjections)}, ${lowerFirst(text)}`);
      return rng.pick(options);
    },
  },
  {
    name: 'typo',
    fits: (_, text) => /[a-z]{6,}/i.test(text),
    apply: (text, rng) => {
      const words = text.split(' ');
      const candidates = words.map((word, i) => [word, i] as const).filter(([word]) => /^[a-z]{6,}[,.?]?$/i.test(word));
      const count = Math.min(candidates.length, rng.int(1, 2));
      for (let n = 0; n < count; n++) {
        const [, index] = rng.pick(candidates);
        const word = words[index] ?? '';
        const [, core = '', tail = ''] = /^([a-z]+)([,.?]?)$/i.exec(word) ?? [];
        words[index] = misspell(core, rng) + tail;
      }
      return words.join(' ');
    },
  },
  { name: 'no-apostrophes', fits: (_, text) => text.includes("'"), apply: (text) => text.replaceAll("'", '') },
  {
    name: 'run-together',
    fits: (_, text) => /\b[a-z]{2,5} [a-z]{2,6}\b/i.test(text),
    apply: (text, rng) => {
      const pairs = [...text.matchAll(/\b([a-z]{2,5}) ([a-z]{2,6})\b/gi)];
      const match = rng.pick(pairs);
      const at = match.index ?? 0;
      return text.slice(0, at) + `${match[1]}${match[2]}` + text.slice(at + match[0].length);
    },
  },
  { name: 'caps', fits: (frame) => frame !== 'formal', apply: (text) => text.toUpperCase() },
  {
    name: 'signoff',
    fits: (frame) => frame !== 'formal' && frame !== 'colloquial',
    apply: (text, rng, frame) =>
      `${text} ${rng.pick(RAW_FRAMES.includes(frame) ? ['thanks', 'thx', 'ta', 'cheers'] : ['Thanks.', 'Thanks in advance!', 'Cheers,', 'Many thanks,', 'thx', 'Ta.'])}`,
  },
];
/** The order noise is applied in: words first, case and spacing last, so a typo never undoes the caps. */
const NOISE_ORDER = ['context', 'swear', 'signoff', 'typo', 'no-apostrophes', 'run-together', 'caps'];

// --- Discards ---------------------------------------------------------------------------------------

/** Combinations discarded as ambiguous, checked on each clean example before noise. */
export const DISCARD_RULES: { intents: string[] | 'all'; except?: string[]; pattern: RegExp; reason: string }[] = [
  {
    intents: ['get_refund'],
    pattern: /\b(status|still waiting|where is|when will|processed|on its way)\b/i,
    reason: 'asks after a refund already asked for: track_refund',
  },
  {
    intents: ['check_refund_policy', 'delivery_period', 'delivery_options', 'check_payment_methods'],
    pattern: /\b(my order|order \d+|my refund)\b/i,
    reason: 'about one order of the customer, not the rules',
  },
  { intents: ['check_invoice'], pattern: /\b(download|copy|send|mail|email me|pdf)\b/i, reason: 'obtaining an invoice: get_invoice' },
  {
    intents: ['get_invoice'],
    pattern: /\b(what is|why does|check|view|see|look at)\b/i,
    reason: 'understanding an invoice: check_invoice',
  },
  {
    intents: ['create_account'],
    pattern: /\b(can't|cannot|error|fail\w*|problem|trouble)\b/i,
    reason: 'a sign-up that fails: registration_problems',
  },
  { intents: 'all', except: ['complaint'], pattern: /\b(complaint|complain)\b/i, reason: 'names a complaint' },
  {
    intents: 'all',
    except: ['contact_human_agent'],
    pattern: /\b(real person|human|live agent|bot)\b/i,
    reason: 'asks for a person: contact_human_agent',
  },
  { intents: ['cancel_order'], pattern: /\b(fee|charge|cost|refund|money back)\b/i, reason: 'a fee or a refund beside the cancelling' },
  { intents: ['delete_account', 'edit_account', 'switch_account'], pattern: /\bcancel\b/i, reason: '"cancel" reads as an order' },
  {
    intents: ['edit_account'],
    pattern: /\b(password|delivery address|shipping address)\b/i,
    reason: 'password or delivery address, which have intents of their own',
  },
  { intents: ['change_order'], pattern: /\b(address|cancel\w*|deliver\w*)\b/i, reason: 'address or cancelling: another intent' },
  {
    intents: ['set_up_shipping_address'],
    pattern: /\b(my order|order \d+)\b/i,
    reason: 'the address of an order: change_shipping_address',
  },
  {
    intents: ['recover_password'],
    pattern: /\bchange (my|his|her) password\b/i,
    reason: 'changing a known password reads as editing the account',
  },
  {
    intents: ['check_payment_methods'],
    pattern: /\b(declined|fail\w*|rejected|charged twice)\b/i,
    reason: 'a payment gone wrong: payment_issue',
  },
  { intents: ['place_order'], pattern: /\b(pay|payment|deliver\w*|shipping)\b/i, reason: 'payment or delivery beside the buying' },
  { intents: ['delivery_options'], pattern: /\b(how long|how many days)\b/i, reason: 'how long: delivery_period' },
  { intents: ['track_order'], pattern: /\brefund\b/i, reason: 'a refund: track_refund' },
  { intents: ['review'], pattern: /\b(terrible|worst|disappointed|unhappy|rude)\b/i, reason: 'dissatisfaction: complaint' },
  { intents: ['newsletter_subscription'], pattern: /^(?!.*newsletter)/i, reason: 'sign up without the newsletter reads as an account' },
];

function discardedBy(intent: string, text: string): string | null {
  for (const rule of DISCARD_RULES) {
    const covers = rule.intents === 'all' ? !rule.except?.includes(intent) : rule.intents.includes(intent);
    if (covers && rule.pattern.test(text)) return rule.reason;
  }
  return null;
}

const keyOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9£]+/g, ' ')
    .trim();

// --- The set ----------------------------------------------------------------------------------------

function oneExample(intent: string, g: IntentGrammar, frame: Frame, rng: Rng): { example: GrammarExample; clean: string } {
  const drawn = frame.draw(g, rng, intent);
  const filler = new Filler(rng, drawn.speaker);
  let text = filler.fill(drawn.template);
  if (frame.name === 'colloquial') text = colloquialise(text, rng);
  else if (!drawn.raw) text = capitalise(text);
  const clean = text;
  const applied: string[] = [];
  const wanted = rng.next() < 0.35 ? 0 : rng.chance(0.7) ? 1 : 2;
  for (let tries = 0; applied.length < wanted && tries < 6; tries++) {
    const noise = rng.pick(NOISES);
    if (applied.includes(noise.name) || !noise.fits(frame.name, text)) continue;
    if (
      applied.some((name) => noise.excludes?.includes(name) || NOISES.find((other) => other.name === name)?.excludes?.includes(noise.name))
    )
      continue;
    applied.push(noise.name);
  }
  applied.sort((a, b) => NOISE_ORDER.indexOf(a) - NOISE_ORDER.indexOf(b));
  for (const name of applied) {
    const noise = NOISES.find((candidate) => candidate.name === name);
    if (!noise) continue;
    text = noise.apply(text, rng, frame.name, intent);
    if (name === 'signoff' && /,$/.test(text)) text = `${text} ${filler.fill('{full}').split(' ')[0]}`;
  }
  return { example: { text, intent, style: [frame.name, ...applied].join('+') }, clean };
}

/** Frames that fit an intent and how many examples each gets (PER_INTENT in all, as even as can be). */
export function quotas(intent: string): [Frame, number][] {
  const g = INTENT_GRAMMAR[intent];
  if (!g) throw new Error(`No grammar for ${intent}`);
  const frames = FRAMES.filter((frame) => frame.applies(g, intent));
  // A frame that only repeats a short list (question, status, expect, statement) takes at most two examples
  // per template, so it does not fill its share with near copies; the others take up what it leaves.
  const listOf: Record<string, string[] | undefined> = { question: g.q, status: g.status, expect: g.expect, statement: g.state };
  const cap = (frame: Frame) => (listOf[frame.name] ? 2 * (listOf[frame.name]?.length ?? 0) : Infinity);
  const shares = new Map(frames.map((frame) => [frame, 0]));
  for (let given = 0; given < PER_INTENT;) {
    const open = frames.filter((frame) => (shares.get(frame) ?? 0) < cap(frame));
    if (open.length === 0) throw new Error(`${intent}: the frames cannot hold ${PER_INTENT} examples`);
    const least = open.reduce((best, frame) => ((shares.get(frame) ?? 0) < (shares.get(best) ?? 0) ? frame : best));
    shares.set(least, (shares.get(least) ?? 0) + 1);
    given++;
  }
  return frames.map((frame) => [frame, shares.get(frame) ?? 0]);
}

export type Generated = { examples: GrammarExample[]; discarded: Map<string, number> };

/** The whole set: PER_INTENT examples for each intent, deduplicated within and across intents. */
export function generateGrammarSet(): Generated {
  const discarded = new Map<string, number>();
  const count = (reason: string) => discarded.set(reason, (discarded.get(reason) ?? 0) + 1);
  const reviewed = new Set(REVIEW_DISCARDS.map(keyOf));
  let blocked = new Set<string>();
  for (let round = 0; round < 5; round++) {
    discarded.clear();
    const examples: GrammarExample[] = [];
    const owner = new Map<string, string>();
    for (const intent of Object.keys(INTENT_GRAMMAR).sort()) {
      const g = INTENT_GRAMMAR[intent] as IntentGrammar;
      const seen = new Set<string>();
      for (const [frame, quota] of quotas(intent)) {
        const rng = new Rng(hash(`${SEED}:${intent}:${frame.name}`));
        let kept = 0;
        for (let tries = 0; kept < quota; tries++) {
          if (tries > 5000) throw new Error(`${intent}/${frame.name}: only ${kept} distinct examples`);
          const { example, clean } = oneExample(intent, g, frame, rng);
          const key = keyOf(example.text);
          // Within an intent, texts that differ only in their numbers count as one.
          const shape = key.replace(/[0-9]+/g, '#');
          const reason = discardedBy(intent, clean);
          if (reason) count(reason);
          else if (seen.has(shape)) continue;
          else if (blocked.has(key)) count('the same text under two intents');
          else if (reviewed.has(key)) count('discarded on reading (review-discards.ts)');
          else {
            seen.add(shape);
            examples.push(example);
            kept++;
            if (owner.has(key) && owner.get(key) !== intent) blocked.add(key);
            owner.set(key, intent);
          }
        }
      }
    }
    const clash = examples.some((example) => blocked.has(keyOf(example.text)));
    if (!clash) return { examples, discarded };
    blocked = new Set(blocked);
  }
  throw new Error('Texts under two intents did not settle');
}

/** The set file's text: a JSON array with one object per line. */
export function grammarSetJson(examples: readonly GrammarExample[]): string {
  return `[\n${examples.map((example) => JSON.stringify({ text: example.text, intent: example.intent, style: example.style })).join(',\n')}\n]\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { examples, discarded } = generateGrammarSet();
  if (process.argv.includes('--write')) writeFileSync(GRAMMAR_SET_FILE, grammarSetJson(examples));
  if (process.argv.includes('--print')) for (const example of examples) console.log(`${example.intent}\t${example.style}\t${example.text}`);
  console.log(`${examples.length} examples; discarded: ${JSON.stringify(Object.fromEntries(discarded))}`);
}
