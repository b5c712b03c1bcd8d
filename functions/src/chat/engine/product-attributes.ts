// What a product question asks about when its words are not the description's: "what's the refresh rate?" is
// answered by "120 Hz", "is it waterproof?" by "IP68" or "water-resistant to 50 m", "how heavy is it?" by
// "weighs 1.2 kg". Each attribute holds the wordings a question asks it with and the units, ratings and terms
// a product's text states it with: general knowledge of how such things are written, not any one catalogue.
// The patterns are compiled once, here; a question is matched against a dozen of them and one product's text.

export type ProductAttribute = {
  /** How an answer names it: "does not give its battery life". */
  name: string;
  /** A question asking for it; matched with the product's own name taken out of the question. */
  asked: RegExp;
  /** A sentence of a product's text that states it, whole or in part. */
  stated: RegExp;
};

const LENGTH_UNIT = String.raw`(?:cm|mm|m|in|inch(?:es)?|"|″)`;
const COUNT = String.raw`(?:\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty)`;

/** Most particular first: a question about the seat's height is not one about the size, nor charging one about the battery. */
export const PRODUCT_ATTRIBUTES: readonly ProductAttribute[] = [
  {
    name: 'seat height',
    asked: /\bseat height\b|\bheight of the seat\b|\bhow (?:high|low) is the seat\b/i,
    stated: new RegExp(String.raw`\bseat height\b|\bseat\b[^.]*\d ?${LENGTH_UNIT}|\d ?${LENGTH_UNIT}[^.]*\bseat\b`, 'i'),
  },
  {
    name: 'screen size',
    asked:
      /\b(?:screen|display)\b[^?.]*\b(?:size|big(?:ger|gest)?|larger?|largest|small(?:er|est)?|inch(?:es)?|diagonal)\b|\b(?:size|big(?:ger|gest)?|larger?|largest|small(?:er|est)?)\b[^?.]*\b(?:screen|display)\b/i,
    stated: /\d(?:[.,]\d+)? ?(?:-inch\b|inch(?:es)?\b|["″])|\b(?:big|large)[- ]screen\b/i,
  },
  {
    name: 'refresh rate',
    asked: /\brefresh rate\b|\bhz\b|\bhertz\b|\bframe ?rate\b|\bfps\b/i,
    stated: /\d ?hz\b|\bhertz\b|\brefresh/i,
  },
  {
    name: 'charging',
    asked:
      /\bcharg(?:e|es|ing)\b (?:it |them )?(?:wirelessly|fast|quickly|up|over|via)\b|\b(?:wireless|fast|quick|rapid)[- ]?charg|\btakes? to (?:fully )?charge\b|\bcharg(?:ing|er) (?:port|cable|speed|time|socket)\b|\b(?:does|do|can|will) (?:it|they) charge\b|\bcan i charge (?:it|them)\b|\bqi\b|\bmagsafe\b|\busb[- ]?c\b/i,
    stated: /\bcharg(?:e|es|ed|er|ing)\b|\bqi\b|\bmagsafe\b|\busb[- ]?c\b|\blightning\b|\b\d+ ?w\b|\bwatts?\b/i,
  },
  {
    name: 'battery life',
    asked:
      /\bbatter(?:y|ies)\b|\bmah\b|\bbetween charges\b|\b(?:on|per|from) (?:a|one) (?:single |full )?charge\b|\bcharge last\b|\bplay(?:back|ing)?[- ]?time\b|\bhow long (?:do|does|will|would)\b[^?.]{0,40}?\blast\b(?! (?:in|for|under|outside|with))|\bneeds? (?:a )?(?:re)?charg(?:e|ing)\b/i,
    stated: new RegExp(
      String.raw`\bbatter(?:y|ies)\b|\bmah\b|\b(?:single|full|one) charge\b|\ball[- ]day\b|\b${COUNT}[- ]?(?:hours?|hrs?|h|days?)\b(?: of (?:play|playback|listening|talk|use|music))?(?![- ](?:delivery|dispatch))`,
      'i',
    ),
  },
  {
    name: 'water resistance',
    asked:
      /\bwater[- ]?(?:proof|resistant|resistance|tight|rating)\b|\bsplash[- ]?proof\b|\b(?:swim|swimming|shower|showers|showering|dive|diving|snorkel\w*)\b|\bin (?:the )?rain\b|\bip ?(?:rating|[x\d]\d)\b|\b\d+ ?atm\b|\bunderwater\b|\bin (?:the )?(?:bath|pool|sea)\b/i,
    stated:
      /\bwater(?:[- ]?(?:proof|resistant|resistance|repellent|tight))?\b|\bsplash[- ]?(?:proof|resistant)\b|\bsweat[- ]?(?:proof|resistant)\b|\bip[x\d]\d\b|\b\d+ ?atm\b|\bdiv(?:e|er|ing)\b|\bswim\w*|\bshower\w*|\brain\b|\bfloats?\b/i,
  },
  {
    name: 'weight',
    // "187g" and "5 g" are weights; "5G" is a network.
    asked: /\bweigh(?:s|t|ing)?\b|\bhow heavy\b|\bheav(?:y|ier)\b|\blight(?:weight|er)\b|\bkg\b|\bkilo(?:gram)?s?\b|\blbs?\b|\bgrams?\b/i,
    stated:
      /\d(?:[.,]\d+)? ?(?:kg|grams?|kilo(?:gram)?s?|lbs?|pounds|oz)\b|(?:\d[\d.,]*\d ?|\d )g\b|\bweigh(?:s|t|ing)?\b|\blight(?:weight|er)\b|\blight enough\b|^light\b|\bheav(?:y|ier)\b(?! use)/i,
  },
  {
    name: 'storage',
    asked: /(?<!for )\bstorage\b|\bhow much (?:memory|space)\b|\b(?:gb|tb|gigs?|gigabytes?|terabytes?)\b|\bmemory\b(?![ -]foam)|\bram\b/i,
    stated: /\d ?(?:gb|tb)\b|\bstorage\b|\bmemory\b(?![ -]foam)|\bram\b/i,
  },
  {
    name: 'connectivity',
    asked:
      /\bbluetooth\b|\bwi-?fi\b|\b[345]g\b|\bnfc\b|\bconnect(?:s|ed)? (?:it |them )?(?:to|with) (?:my |a |an |the )?(?:phone|iphone|android|laptop|tv|computer|pc|mac|car|speaker|devices?)\b|\bconnectivity\b|\bpair(?:s|ing)? (?:with|to)\b|\bpairing\b|\bwireless(?:ly)?\b|\bairplay\b|\bchromecast\b/i,
    stated:
      /\bbluetooth\b|\bwi-?fi\b|\b[345]g\b|\bnfc\b|\bconnect\w*|\bpair(?:s|ed|ing)\b|\bstream\w*|\bwireless(?:ly)?\b|\bairplay\b|\bchromecast\b/i,
  },
  {
    name: 'camera',
    asked: /\bcameras?\b|\bmegapixels?\b|\bmp\b|\bzoom\b|\blens(?:es)?\b/i,
    stated: /\bcamera|\b\d+ ?mp\b|\bmegapixels?\b|\bzoom\b|\blens(?:es)?\b|\bsensor\b/i,
  },
  {
    name: 'noise cancelling',
    asked: /\banc\b|\bnoise[- ]?cancell?(?:ing|ation)\b|\bblock(?:s)? (?:out )?(?:the )?noise\b/i,
    stated: /\bnoise\b/i,
  },
];

/** The shop's own business, which no product text settles: "how heavy is the parcel?", "connect me with support". */
const shopWords =
  /\b(?:deliver\w*|shipping|ship|shipped|parcel|package|courier|orders?|refund\w*|return\w*|support|agent|person|account|password|basket|checkout|website)\b/i;

/** The attribute a question asks about, its product's own name apart ("the Echo Wireless Earbuds" asks nothing wireless). */
export function askedAttribute(message: string, productName = ''): ProductAttribute | undefined {
  const question = productName ? message.toLowerCase().split(productName.toLowerCase()).join(' ') : message;
  if (shopWords.test(question)) return undefined;
  return PRODUCT_ATTRIBUTES.find((attribute) => attribute.asked.test(question));
}
