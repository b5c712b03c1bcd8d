// A message that asks nothing and only thanks or takes leave, however much it tells around that ("Oh
// brilliant, thank you. My mum will be so pleased when I tell her."): the story's words read as a request
// (an order, a delivery), but there is none, and a courtesy answers it.
import { isSmallTalkIntent, OUT_OF_SCOPE, type IntentId, type IntentScore } from '../classifier/index.ts';
import { asksInSentence } from './asking-sentences.ts';

const goodbyePattern =
  /\b(?:bye|goodbye|good ?night|see (?:ya|you|u)(?: later| soon)?|cheerio|farewell|ta-?ta|i'?m off|logging (?:off|out)|signing off|end the chat|that concludes|that'?s all for (?:now|today)|speak (?:soon|later)|talk (?:soon|later))\b/i;
const thanksPattern = /^\W*(?:\w+\W+){0,3}?(?:thanks?|thank (?:you|u)|thx|ta|cheers|much appreciated|appreciate (?:it|that|your help))\b/i;
/** An acknowledgement with thanks, in a word or two: "k thx", "cool ty", "kk cheers". */
const acknowledgedThanksPattern =
  /^\W*(?:k+|ok(?:ay)?|cool|great|fine|alright|right|perfect|brilliant|lovely|nice|awesome|super|got it)\W+(?:thx|thnx|thanx|ty|thanks?|thank (?:you|u)|ta|cheers)\W*$/i;
/** Something gone wrong is told, not a courtesy: "It arrived broken. Thanks." */
const troublePattern =
  /\b(?:broken|damaged|torn|ripped|cracked|faulty|wrong|missing|late|never (?:arrived|came|turned up)|still (?:waiting|not|hasn'?t)|disappointed|unhappy|complain\w*|refund\w*|charged)\b/i;

/** A request without a question's words: "wanna add 1 more chair thx", "close my acc asap ta". */
const commandPattern =
  /^\W*(?:\w+\W+){0,2}?(?:refund|cancel|send|change|update|delete|close|track|return|reset|give|show|check|add|remove|swap|exchange|email|ring|call|stop|unsubscribe|sign|log)\b|\b(?:wanna|gonna|want|need|needs|looking for|would like|'d like|in advance)\b/i;

/** A greeting opening the message: "Good evening!", "hiya,". */
const greetingPattern =
  /^\W*(?:hi+|hello+|hey+|hiya|howdy|yo|good (?:morning|afternoon|evening|day)|morning|evening|afternoon|greetings)\b/i;
/** Sure enough that what follows a greeting is about something: "My new mobile number is ..." is the account. */
const ABOUT_SOMETHING = 0.5;

/**
 * The courtesy a message that asks nothing is made of, if any: leave-taking before thanks, and, with the
 * classifier at hand, a greeting whose story is about nothing it can read ("Good evening! Just sat down with a
 * cup of tea."); "Good morning. My new mobile number is ..." tells what it is about in words no list holds.
 */
export function courtesyOnly(message: string, rank?: (text: string) => readonly IntentScore[]): IntentId | undefined {
  const sentences = message.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => /\w/.test(sentence));
  if (sentences.some((sentence) => asksInSentence(sentence) || commandPattern.test(sentence)) || troublePattern.test(message))
    return undefined;
  if (goodbyePattern.test(message)) return 'goodbye';
  if (acknowledgedThanksPattern.test(message)) return 'thanks';
  // Thanks open the message ("Oh brilliant, thank you. ..."); run on at the end of a few words they close a request.
  if (thanksPattern.test(sentences[0] ?? '') && sentences.length > 1) return 'thanks';
  const story = message.replace(greetingPattern, '');
  if (!rank || story === message || !/\w/.test(story)) return undefined;
  const [top] = rank(story);
  const isAboutNothing = !top || top.confidence < ABOUT_SOMETHING || isSmallTalkIntent(top.intent) || top.intent === OUT_OF_SCOPE;
  return isAboutNothing ? 'greeting' : undefined;
}
