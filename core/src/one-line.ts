// A name or an address line is one line of plain text: it goes into email bodies and headers and onto
// pages, where a line break would start a line of the sender's choosing and "<" or ">" would look like markup.
import type { z } from 'zod';

export const ONE_LINE_MESSAGE = 'Use one line of text, without < or >.';

const CONTROL_OR_MARKUP = /[\p{Cc}\u2028\u2029<>]/u;

/** Refuses line breaks, other control characters and angle brackets. */
export const oneLine = (text: string) => !CONTROL_OR_MARKUP.test(text);

export const oneLineText = <Schema extends z.ZodType<string>>(schema: Schema) => schema.refine(oneLine, ONE_LINE_MESSAGE);

const LINE_BREAKS_OR_CONTROLS = /[\p{Cc}\u2028\u2029]+/gu;

/** The text on one line: each run of line breaks or other control characters becomes a space. */
export const asOneLine = (text: string) => text.replace(LINE_BREAKS_OR_CONTROLS, ' ');
