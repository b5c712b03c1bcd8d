import { describe, expect, it } from 'vitest';
import { loadChatClassifier } from '../classifier/model/load.ts';
import { courtesyOnly } from './courtesy-only.ts';

const { rank } = loadChatClassifier();

describe('courtesyOnly', () => {
  it.each([
    ['Brilliant, thank you. The wife will stop worrying about the sofa now.', 'thanks'],
    ['Right, that is me done for today, the dog is giving me that look. Bye for now!', 'goodbye'],
    ['k thx', 'thanks'],
    ['kk cheers!', 'thanks'],
    ['cool ty', 'thanks'],
  ])('reads "%s" as %s', (message, intent) => expect(courtesyOnly(message)).toBe(intent));

  it.each([
    'Thanks. Where is my parcel?',
    'Hello, I expect my order tomorrow.',
    'Good evening! Just settled in with a cup of tea and thought I would have a browse.',
    'cancel my order thanks',
    'Cheers. The chair arrived broken.',
    'wanna add 1 more chair thx',
    'thanks a lot',
  ])('leaves "%s" to be read as asked', (message) => expect(courtesyOnly(message)).toBeUndefined());

  it.each(['Good evening! Just sat down with a cup of tea after a long day.', 'hiya, first time on here, kids finally asleep'])(
    'reads a greeting with a story and no request, "%s", as a greeting',
    (message) => expect(courtesyOnly(message, rank)).toBe('greeting'),
  );

  it.each(['Good morning. My new mobile number is 07700 900123.', 'Hello. I moved house last week.', 'Hi, the sofa arrived broken.'])(
    'leaves a greeting before what the message is about, "%s", to be read as asked',
    (message) => expect(courtesyOnly(message, rank)).toBeUndefined(),
  );
});
