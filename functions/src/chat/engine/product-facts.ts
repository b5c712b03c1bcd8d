// What a product is like, read from the catalogue's own text: its colours, materials, size, what comes in
// the box and the attributes a description states in units or terms of its own ("120 Hz", "IP68"), from the
// options it is sold in and the words of its description. Only what the text says is said, quoted where it
// helps; what it does not say is said not to be listed, never guessed.
import type { CatalogProduct } from './catalog.ts';
import { askedAttribute, type ProductAttribute } from './product-attributes.ts';

export type FactKind = 'colour' | 'material' | 'size' | 'box';
/**
 * `part`: the part of the product asked about ("what colour is the dial?"), when the question names one;
 * `words`: the question's own words (its product's name apart), to pick the likeliest of several sentences.
 */
export type FactQuestion =
  | { kind: FactKind; asked?: string; part?: string; words?: readonly string[] }
  | { kind: 'attribute'; attribute: ProductAttribute; isYesNo: boolean; words: readonly string[] };

const COLOURS = [
  ...['midnight blue', 'navy blue', 'sky blue', 'forest green', 'sage green', 'olive green', 'blush pink', 'rose gold', 'rose-gold'],
  ...['space grey', 'charcoal grey', 'off white', 'black', 'white', 'grey', 'gray', 'silver', 'gold', 'blue', 'navy', 'green'],
  ...['sage', 'teal', 'red', 'pink', 'purple', 'yellow', 'mustard', 'orange', 'brown', 'tan', 'cognac', 'oatmeal', 'beige'],
  ...['cream', 'ivory', 'charcoal', 'burgundy', 'terracotta', 'rust', 'coral', 'lilac', 'khaki', 'graphite', 'bronze', 'copper'],
];
const MATERIALS = [
  ...['leather', 'faux leather', 'velvet', 'linen', 'cotton', 'wool', 'boucle', 'weave', 'fabric', 'mesh', 'rattan', 'cane'],
  ...['oak', 'walnut', 'beech', 'ash', 'pine', 'teak', 'hardwood', 'wood', 'plywood', 'steel', 'stainless steel', 'aluminium'],
  ...['titanium', 'brass', 'metal', 'plastic', 'glass', 'sapphire', 'ceramic', 'silicone', 'rubber', 'foam', 'memory foam'],
];
const PARTS = [
  ...['dial', 'strap', 'band', 'bezel', 'case', 'frame', 'legs', 'leg', 'feet', 'seat', 'back', 'arms', 'cushions', 'cushion'],
  ...['cover', 'covers', 'screen', 'display', 'buttons', 'base', 'upholstery', 'headband', 'ear cushions', 'buckle', 'stitching'],
];
const BOX_ITEMS = ['charger', 'cable', 'case', 'strap', 'cushion', 'cushions', 'adapter', 'plug', 'manual', 'earbuds', 'tips', 'stand'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordsPattern = (words: readonly string[]) =>
  new RegExp(
    `(?<![\\p{L}-])(?:${[...words]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')})(?![\\p{L}-])`,
    'giu',
  );
const colourWords = wordsPattern(COLOURS);
const materialWords = wordsPattern(MATERIALS);
const boxWords = wordsPattern(BOX_ITEMS);
const partWords = wordsPattern(PARTS);
const found = (pattern: RegExp, text: string) => [...text.matchAll(pattern)].map((match) => match[0].toLowerCase());

const colourQuestion = /\bcolou?rs?\b|\bshades?\b/i;
const describesPattern = /\b(?:come|comes|came|sold|make|made|do you (?:have|do)|does it|do they|is it|are they|get it|offer)\b/i;
const materialQuestion = /\bmade (?:of|from|out of|with)\b|\bmaterials?\b|\bfabric\b|\bwhat(?:'s| is) it made\b/i;
const materialIsPattern = /\b(?:is it|is the|are they|are the|real|genuine)\b/i;
const sizeQuestion =
  /\bsizes?\b|\bdimensions?\b|\bmeasure(?:ments|s)?\b|\bhow (?:big|large|wide|tall|long|deep|high|thick)\b|\b(?:width|height|depth)\b/i;
const boxQuestion = /\bin the box\b|\binclud(?:e|es|ed|ing)\b|\bcomes? with\b|\bsupplied with\b|\bwhat(?:'s| is| do i get) in\b/i;
/** "How long does delivery take?" asks a time, not a length. */
const timeWords = /\b(?:take|takes|deliver|delivery|shipping|arrive|wait|refunds?|returns?|days?|weeks?|guarantee|warranty)\b/i;
/** Whether a material is the real thing: asked even of a material the product's name holds ("Leather Chesterfield"). */
const genuinePattern = /\b(?:real|genuine|faux|fake|imitation|synthetic|proper)\b/i;
/** One measure of a thing's size, as a question asks it and as a description states it ("W 210 x D 95"). */
const DIMENSIONS: readonly { name: string; adjective: string; letter: string; asked: RegExp; stated: RegExp }[] = [
  { name: 'width', adjective: 'wide', letter: 'W', asked: /\b(?:wide|width|across)\b/i, stated: /\b(?:wide|width|across)\b|\bW ?\d/i },
  { name: 'depth', adjective: 'deep', letter: 'D', asked: /\b(?:deep|depth)\b/i, stated: /\b(?:deep|depth)\b|\bD ?\d/i },
  {
    name: 'height',
    adjective: 'high',
    letter: 'H',
    asked: /\b(?:tall|high|height)\b/i,
    stated: /(?<!seat )\b(?:tall|high|height)\b|\bH ?\d/i,
  },
  { name: 'length', adjective: 'long', letter: 'L', asked: /\b(?:long|length)\b/i, stated: /\b(?:long|length)\b|\bL ?\d/i },
];

/** "210 cm wide", read from "W 210 x D 95 x H 82 cm": the measure asked, said plainly before the quote. */
function plainMeasure(dimension: (typeof DIMENSIONS)[number], sentences: readonly string[]): string | undefined {
  for (const sentence of sentences) {
    const value = new RegExp(`\\b${dimension.letter} ?(\\d+(?:\\.\\d+)?)\\b`).exec(sentence)?.[1];
    const unit = /\d ?(cm|mm|m)\b/i.exec(sentence)?.[1];
    if (value && unit) return `${value} ${unit} ${dimension.adjective}`;
  }
  return undefined;
}
/** A length, or a width by depth: "40 cm", "6.1-inch", "W 210 x D 95". A weight is no size. */
const measurePattern = /\d+(?:\.\d+)?\s?(?:cm|mm|m|inch(?:es)?|in|ft|")(?![\p{L}])|\d+(?:\.\d+)?-inch|\d\s?[x×]\s?[a-z]?\s?\d/iu;
const yesNoPattern = /^\s*(?:(?:and|so|ok|hmm)[\s,]+)?(?:does|do|is|are|can|could|will|would|has|have)\b/i;

/** A question to be answered yes or no, which a quoted sentence never answers with a bare "Yes". */
export const isYesNoQuestion = (message: string): boolean => yesNoPattern.test(message);

/**
 * The product fact a message asks, with the colour, material or item it names; undefined when it asks none.
 * Words of the product's own name are no question: "is the Ergo Mesh Office Chair in stock?" asks no material.
 */
export function askedFact(message: string, productName = ''): FactQuestion | undefined {
  const name = productName.toLowerCase();
  const named = (pattern: RegExp) => found(pattern, message).find((word) => !name.includes(word));
  const colour = named(colourWords);
  const material = named(materialWords) ?? (genuinePattern.test(message) ? found(materialWords, message)[0] : undefined);
  const item = named(boxWords);
  const part = named(partWords);
  const withPart = part ? { part } : {};
  if (boxQuestion.test(message)) return { kind: 'box', ...(item ? { asked: item } : {}) };
  // "that one in black?": a colour asked as the thing to have it in.
  const inColour =
    colour !== undefined && new RegExp(`\\bin ${escape(colour)}\\b|\\b${escape(colour)} (?:one|version|model)\\b`, 'i').test(message);
  if (colourQuestion.test(message) || (colour && (describesPattern.test(message) || inColour)))
    return { kind: 'colour', ...(colour ? { asked: colour } : {}), ...withPart };
  const nameWords = new Set(contentWords(productName));
  const words = contentWords(message).filter((word) => !nameWords.has(word));
  const attribute = askedAttribute(message, productName);
  if (attribute) return { kind: 'attribute', attribute, isYesNo: isYesNoQuestion(message), words };
  if (materialQuestion.test(message) || (material && materialIsPattern.test(message)))
    return { kind: 'material', ...(material ? { asked: material } : {}), ...withPart };
  if (sizeQuestion.test(message) && !timeWords.test(message)) return { kind: 'size', words };
  return undefined;
}

/** Each product's sentences, split once: the catalogue's products are the same objects from one request to the next. */
const sentencesCache = new WeakMap<CatalogProduct, readonly string[]>();
function sentencesOf(product: CatalogProduct): readonly string[] {
  const cached = sentencesCache.get(product);
  if (cached) return cached;
  const sentences = `${product.shortDesc} ${product.description}`
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  sentencesCache.set(product, sentences);
  return sentences;
}
const quote = (sentences: readonly string[]) => sentences.map((sentence) => `"${sentence}"`).join(' ');
const listOf = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items.join(''));

const colourWithMaterial = new RegExp(`${colourWords.source}(?:\\s+(?:${MATERIALS.map(escape).join('|')}))?`, 'iu');
/** "cognac leather": the first colour the text names, with the material word after it. */
const describedColour = (text: string) => colourWithMaterial.exec(text)?.[0].toLowerCase();

function colourAnswer(product: CatalogProduct, asked: string | undefined): string {
  const name = product.productName;
  const option = product.options.find((item) => /colou?r|finish|shade/i.test(item.name));
  if (option) {
    const isSold = asked !== undefined && option.values.some((value) => value.toLowerCase().includes(asked));
    return `The ${name} is sold in ${listOf(option.values)}${asked && !isSold ? `, not in ${asked}` : ''}.`;
  }
  const sentences = sentencesOf(product);
  const main = describedColour(product.shortDesc) ?? describedColour(product.description);
  if (!main)
    return `The ${name}'s description does not name a colour, so I cannot confirm ${asked ? `it comes in ${asked}` : 'its colours'}.`;
  const described = `The ${name} is described in ${main}`;
  if (!asked || main.includes(asked)) return `${described}; no other colour is listed.`;
  const elsewhere = sentences.filter((sentence) => found(colourWords, sentence).some((colour) => colour.includes(asked)));
  return elsewhere.length > 0
    ? `${described}. Its description also mentions ${asked}: ${quote(elsewhere)}`
    : `${described}; no other colour is listed.`;
}

function materialAnswer(product: CatalogProduct, asked: string | undefined): string {
  const sentences = sentencesOf(product).filter((sentence) => found(materialWords, sentence).length > 0);
  if (sentences.length === 0) return `The ${product.productName}'s description does not say what it is made of.`;
  const named = [...new Set(sentences.flatMap((sentence) => found(materialWords, sentence)))];
  const missing = asked && !named.some((material) => material.includes(asked)) ? ` It does not mention ${asked}.` : '';
  return `The ${product.productName}'s description names ${listOf(named)}: ${quote(sentences)}${missing}`;
}

/** Sentences by how many of the question's words they share, most first, in the text's order otherwise. */
function byWordsShared(sentences: readonly string[], words: readonly string[]): readonly string[] {
  const asked = new Set(words);
  const shared = (sentence: string) => new Set(contentWords(sentence).filter((word) => asked.has(word))).size;
  return sentences
    .map((sentence) => ({ sentence, shared: shared(sentence) }))
    .sort((a, b) => b.shared - a.shared)
    .map(({ sentence }) => sentence);
}

function sizeAnswer(product: CatalogProduct, words: readonly string[]): string {
  const option = product.options.find((item) => /size|length|width/i.test(item.name));
  const measured = sentencesOf(product).filter((sentence) => measurePattern.test(sentence));
  // Of several measurements, the ones naming what is asked ("the seat height"); all of them when none does.
  const asked = new Set(words);
  const naming = measured.filter((sentence) => contentWords(sentence).some((word) => asked.has(word)));
  const sold = option ? `The ${product.productName} is sold in ${option.name.toLowerCase()} ${listOf(option.values)}. ` : '';
  if (measured.length === 0) return `${sold}The ${product.productName}'s description does not give its measurements.`;
  // "How wide is it?" or "how tall is the back?" is not answered by a seat's height: the measure asked, else what is given.
  const dimension = asked.has('seat') ? undefined : DIMENSIONS.find((item) => words.some((word) => item.asked.test(word)));
  const stating = dimension ? measured.filter((sentence) => dimension.stated.test(sentence)) : naming;
  if (dimension && stating.length === 0)
    return `${sold}The ${product.productName}'s description does not give its ${dimension.name}, only: ${quote(measured)}`;
  const plain = dimension ? plainMeasure(dimension, stating) : undefined;
  const lead = plain ? `The ${product.productName} is ${plain}: its` : `The ${product.productName}'s`;
  return `${sold}${lead} description says: ${quote(stating.length > 0 ? stating : measured)}`;
}

function boxAnswer(product: CatalogProduct, asked: string | undefined): string {
  const sentences = sentencesOf(product);
  if (asked) {
    const stem = asked.replace(/s$/, '');
    const saying = sentences.filter((sentence) => sentence.toLowerCase().includes(stem));
    return saying.length > 0
      ? `The ${product.productName}'s description says: ${quote(saying)}`
      : `The ${product.productName}'s description does not mention a ${stem}, so I cannot confirm one is included.`;
  }
  const included = sentences.filter((sentence) => /\binclud|\bcomes? with\b|\bsupplied\b|\bin the box\b/i.test(sentence));
  return included.length > 0
    ? `The ${product.productName}'s description says: ${quote(included)}`
    : `The ${product.productName}'s description does not say what comes in the box.`;
}

/** Of one part ("the dial"): the sentences that name the part with a word of the kind asked, or that none does. */
function partAnswer(product: CatalogProduct, part: string, kind: 'colour' | 'material'): string {
  const words = kind === 'colour' ? colourWords : materialWords;
  const stem = part.replace(/s$/, '');
  const saying = sentencesOf(product).filter((sentence) => sentence.toLowerCase().includes(stem) && found(words, sentence).length > 0);
  return saying.length > 0
    ? `The ${product.productName}'s description says: ${quote(saying)}`
    : `The ${product.productName}'s description does not say what ${kind === 'colour' ? 'colour' : 'material'} its ${part} is.`;
}

/**
 * The sentences stating an attribute, however they word it; a yes-or-no question gets them with no "Yes":
 * "water-resistant to 50 m" answers "is it waterproof?" only in part.
 */
function attributeAnswer(product: CatalogProduct, { attribute, isYesNo, words }: Extract<FactQuestion, { kind: 'attribute' }>): string {
  const stating = sentencesOf(product).filter((sentence) => attribute.stated.test(sentence));
  if (stating.length === 0)
    return `The ${product.productName}'s description does not mention its ${attribute.name}, so I cannot confirm it.`;
  const says = `The ${product.productName}'s description says: ${quote(byWordsShared(stating, words).slice(0, 2))}`;
  return isYesNo ? `${says} I cannot confirm more than that.` : says;
}

/** The answer to a fact question about one product, from its own text. */
export function productFact(product: CatalogProduct, fact: FactQuestion): string {
  if (fact.kind === 'attribute') return attributeAnswer(product, fact);
  const { kind, asked, part, words = [] } = fact;
  if (part && (kind === 'colour' || kind === 'material')) return partAnswer(product, part, kind);
  switch (kind) {
    case 'colour':
      return colourAnswer(product, asked);
    case 'material':
      return materialAnswer(product, asked);
    case 'size':
      return sizeAnswer(product, words);
    case 'box':
      return boxAnswer(product, asked);
  }
}

/** Words that say nothing of what is asked about a product: question words, pronouns, "like", "people". */
const PLAIN_WORDS = new Set([
  ...['what', 'whats', 'which', 'who', 'how', 'many', 'much', 'does', 'do', 'did', 'is', 'are', 'was', 'were', 'be', 'can', 'could'],
  ...['would', 'will', 'should', 'it', 'its', 'this', 'that', 'these', 'those', 'they', 'them', 'the', 'a', 'an', 'and', 'or', 'of'],
  ...['on', 'in', 'at', 'to', 'for', 'with', 'up', 'about', 'from', 'by', 'i', 'me', 'my', 'you', 'your', 'we', 'our', 'one', 'ones'],
  ...['like', 'people', 'person', 'tell', 'know', 'any', 'have', 'has', 'got', 'get', 'there', 'please', 'ok', 'okay', 'so', 'just'],
  ...['yes', 'no', 'not', 'if', 'also', 'too', 'still', 'really', 'very', 'thing', 'things', 'product', 'item', 'bit', 'kind', 'sort'],
  ...['come', 'comes', 'say', 'says', 'mean', 'want', 'need', 'buy', 'use', 'work', 'works', 'made', 'make', 'hmm', 'well', 'then'],
  ...['when', 'where', 'why', 'here', 'ago', 'last', 'week', 'yesterday', 'today', 'bought', 'ordered', 'purchased'],
  // The shop's own business, which a product's text never settles: "how long does delivery take for it?".
  ...['deliver', 'delivery', 'delivered', 'ship', 'shipping', 'shipped', 'post', 'return', 'returns', 'refund', 'order', 'pay'],
  ...['payment', 'price', 'cost', 'stock', 'warranty', 'guarantee', 'discount', 'code', 'voucher', 'cancel', 'track', 'arrive'],
]);
/** Words for the same thing a product's text says otherwise: "how many people does it sit" asks how many it seats. */
const SAME_AS: Record<string, string> = {
  ...{ sit: 'seat', sits: 'seat', sitting: 'seat', seating: 'seat', folding: 'fold', comfy: 'comfort', comfortable: 'comfort' },
  ...{ cosy: 'comfort', cozy: 'comfort', foldable: 'fold', collapsible: 'fold', display: 'screen', displays: 'screen' },
  ...{ wide: 'width', tall: 'height', high: 'height', deep: 'depth', long: 'length', thick: 'thickness' },
  // A watch's glass is its crystal.
  ...{ crystal: 'glass' },
};
/**
 * A word's stem for matching a question to a sentence: "seats", "seater" and "seat" meet; "folds" and "fold";
 * "adjustable", "adjusts" and "adjustment"; "removable" and "remove". Only endings are taken off, so words of
 * one family meet and no others: "adaptive" is not "adjustable".
 */
const stemOf = (word: string) =>
  (SAME_AS[word] ?? word)
    .replace(/(?<=\p{L}{4})(?:able|ible|ment)$/u, '')
    .replace(/(?:ers?|ing|ed|es|s)$/, '')
    .replace(/(?<=\p{L}{3})e$/u, '');
const contentWords = (text: string) =>
  (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => word.length >= 3 && !PLAIN_WORDS.has(word)).map(stemOf);

/**
 * The sentence of a product's own text that best answers a question the fact kinds do not cover ("what are
 * the feet like?", "how many does it seat?", "does it fold?"): the one sharing most of the question's words
 * (its name's words apart); undefined when none shares any.
 */
export function describingSentence(product: CatalogProduct, message: string): string | undefined {
  const name = new Set(contentWords(product.productName));
  const asked = new Set(contentWords(message).filter((word) => !name.has(word)));
  if (asked.size === 0) return undefined;
  const scored = sentencesOf(product).map((sentence) => ({
    sentence,
    shared: new Set(contentWords(sentence).filter((word) => asked.has(word))).size,
  }));
  const best = scored.reduce<(typeof scored)[number] | undefined>(
    (top, item) => (item.shared > (top?.shared ?? 0) ? item : top),
    undefined,
  );
  return best?.sentence;
}
