// A page the server drew is on screen before the app has it, and what the visitor does then must still
// count once it does:
// - a click on a button would do nothing: it is held, and clicked again;
// - a value typed or chosen in a field would be the app's empty state's again: it is noted, and given back
//   to the field as input the app hears; so is one changed before this script ran, seen by comparing each
//   field with what the server drew;
// - Enter in a field, which the app answers (a price filter commits on Enter), is pressed again.
// An Enter that submits a form natively arrives as a click on its submit button, held with the others.
// A click made before this script ran was held by the page's inline script (the server's early-clicks.ts).
import { EARLY_CLICKS, HELD_CLICKS } from '@shop/core/server-rendered-page';
import { nextTask } from '../lib/next-task.ts';

declare global {
  interface Window {
    [EARLY_CLICKS]?: () => HTMLElement[];
  }
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && target.type !== 'file') ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

/** The value the server drew in a field. */
const drawnValue = (field: Field): string =>
  field instanceof HTMLSelectElement
    ? (([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value ?? '')
    : field.defaultValue;

/**
 * The fields the visitor changed before this script ran, with their values: the page was on screen while
 * its first script was on its way, and nothing heard those changes.
 */
const changedBeforeNow = (): [Field, string][] =>
  [...document.querySelectorAll('input, select, textarea')]
    .filter(isField)
    .filter((field) => field.value !== drawnValue(field))
    .map((field) => [field, field.value]);

/**
 * From now until the returned function is called, the visitor's input is held; that function gives the
 * fields their values, lets the app draw them, then replays the clicks and Enters in order.
 */
export function holdInput(): () => Promise<void> {
  const values = new Map<Field, string>(changedBeforeNow());
  const clickAgain = (clicked: HTMLElement) => () => clicked.isConnected && clicked.click();
  const actions: (() => void)[] = [];
  const onClick = (event: MouseEvent) => {
    const clicked = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_CLICKS) : null;
    if (!clicked) return;
    event.preventDefault();
    event.stopPropagation();
    actions.push(clickAgain(clicked));
  };
  const onInput = (event: Event) => {
    if (isField(event.target)) values.set(event.target, event.target.value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const field = event.target;
    if (event.key !== 'Enter' || !isField(field)) return;
    actions.push(() => field.isConnected && field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
  };
  document.addEventListener('click', onClick, { capture: true });
  document.addEventListener('input', onInput, { capture: true });
  document.addEventListener('change', onInput, { capture: true });
  document.addEventListener('keydown', onKeyDown, { capture: true });
  actions.push(...(window[EARLY_CLICKS]?.() ?? []).map(clickAgain));
  return async () => {
    document.removeEventListener('click', onClick, { capture: true });
    document.removeEventListener('input', onInput, { capture: true });
    document.removeEventListener('change', onInput, { capture: true });
    document.removeEventListener('keydown', onKeyDown, { capture: true });
    for (const [field, value] of values) {
      if (!field.isConnected) continue;
      field.value = value;
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
    // The app draws what the fields' input changed before the next task.
    if (values.size > 0) await nextTask();
    for (const action of actions.splice(0)) action();
  };
}
