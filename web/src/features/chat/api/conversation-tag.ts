// The tag the live feed names this tab's conversation by (the server's support/conversation-tag.ts makes the
// same): the SHA-256 of the conversation's id, base64url, so no other tab learns the id. Null where the
// browser offers no hashing: a page served over plain HTTP from another host than localhost.
export async function conversationTag(conversationId: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(conversationId)));
  return btoa(String.fromCharCode(...digest))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}
