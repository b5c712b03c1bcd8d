// Turns a normalised message into the features the classifier weighs. Character n-grams inside each word
// let a typo ("acount") or a run-on word ("cancelorder") still share most features with the right word;
// whole words and word pairs keep the meaning that word order gives ("cancel order" vs "order cancelled").

export type FeatureOptions = {
  /** Smallest and largest character n-gram, or null for words only. */
  charNgrams: readonly [number, number] | null;
  words: boolean;
  wordPairs: boolean;
};

export function extractFeatures(normalized: string, options: FeatureOptions): string[] {
  const words = normalized.split(' ').filter((word) => word.length > 0);
  const features: string[] = [];
  if (options.words) for (const word of words) features.push(`w:${word}`);
  if (options.wordPairs) for (let i = 1; i < words.length; i++) features.push(`p:${words[i - 1]} ${words[i]}`);
  if (options.charNgrams) {
    const [min, max] = options.charNgrams;
    for (const word of words) {
      const padded = ` ${word} `;
      for (let n = min; n <= max; n++) {
        for (let start = 0; start + n <= padded.length; start++) features.push(padded.slice(start, start + n));
      }
    }
  }
  return features;
}
