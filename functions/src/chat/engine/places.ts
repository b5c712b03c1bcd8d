// The country a place a customer names is in: "can I order from Munich?" asks about delivering to Germany.
// Cities come from a gazetteer (the city-timezones package's data: the world's cities with their country and
// population), so no one has to list them. Only towns of some size count, and a name that is also an
// ordinary word of our customers' ("mobile", "nice") counts only when written with a capital.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CityData } from 'city-timezones';

/** Smaller places are left out: their names are more often surnames or words than where a customer lives. */
const MIN_POPULATION = 50_000;
/** A city this large, ending what is said, is the place even in lower case, though its name is a word of ours ("ship to oslo?"). */
const BIG_CITY_POPULATION = 500_000;
/** The longest city name read, in words ("Newcastle upon Tyne"). */
const MAX_NAME_WORDS = 3;
/** The gazetteer's names for countries the shop names otherwise. */
const COUNTRY_NAMES: Readonly<Record<string, string>> = { 'United States of America': 'United States' };

/**
 * Each city name, lower case, with the country of its most populous town of that name. Read from the gazetteer's
 * file the first time a customer asks whether a place is served, not at start, and without the package itself,
 * which would keep all its 7,000 cities (about 7 MB of the idle server) for the sake of the few thousand here.
 */
function readCityCountries(): ReadonlyMap<string, { country: string; population: number }> {
  const file = createRequire(import.meta.url).resolve('city-timezones/data/cityMap.json');
  const cities = JSON.parse(readFileSync(file, 'utf8')) as CityData[];
  const largest = new Map<string, { country: string; population: number }>();
  for (const { city_ascii: name, country, pop } of cities) {
    if (pop < MIN_POPULATION) continue;
    const key = name.toLowerCase();
    const known = largest.get(key);
    if (!known || pop > known.population) largest.set(key, { country: COUNTRY_NAMES[country] ?? country, population: pop });
  }
  return largest;
}

let cityCountries: ReadonlyMap<string, { country: string; population: number }> | undefined;

/** The words after "to", "from", "in", "near", "about" or "and": where a place would be named ("what about Zurich?"). Only the preposition is consumed, so
 * "like to order from Paris" reads "order from Paris" and then "Paris". */
const placePattern = /\b(?:to|from|in|into|near|around|about|and)\s+(?=((?:[a-z][a-z'.-]*\s*){1,3}))/gi;

/**
 * The country of a city named after "to", "from", "in" or "near", or undefined. `ordinaryWords` are words
 * that are not read as a place when written in lower case.
 */
export function countryOfCity(message: string, ordinaryWords: ReadonlySet<string>): string | undefined {
  for (const [, following = ''] of message.matchAll(placePattern)) {
    const words = following.trim().split(/\s+/).slice(0, MAX_NAME_WORDS);
    // The longest name first: "New York" before "New".
    for (let length = words.length; length > 0; length--) {
      const name = words
        .slice(0, length)
        .join(' ')
        .replace(/[.'-]+$/, '');
      const city = (cityCountries ??= readCityCountries()).get(name.toLowerCase());
      if (!city) continue;
      const isCapitalised = /^[A-Z]/.test(name);
      const endsClause = new RegExp(
        String.raw`\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\s*(?:[?!.,]|$|\s(?:and|or|please|pls)\b)`,
        'i',
      ).test(message);
      const isBigCityLast = city.population >= BIG_CITY_POPULATION && endsClause;
      if (isCapitalised || !ordinaryWords.has(name.toLowerCase()) || isBigCityLast) return city.country;
    }
  }
  return undefined;
}
