// Whether this browser has talked to the assistant, kept apart from the chat's calls so that the round
// button reads it on every page without loading them.
/**
 * Set once this browser has talked to the assistant, so later pages ask for the conversation (its unread
 * replies) and others ask nothing. Not the conversation's id: the server's httpOnly cookie holds that.
 */
const STARTED_KEY = 'multimart.chat.started';

export function hasChatted(): boolean {
  try {
    return localStorage.getItem(STARTED_KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberChatted(): void {
  try {
    localStorage.setItem(STARTED_KEY, '1');
  } catch {
    // Storage refused (private mode): the badge shows once the panel has been opened on the page.
  }
}
