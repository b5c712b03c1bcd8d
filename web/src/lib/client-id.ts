// One id per browser tab, sent with every write, so the live feed can tell this tab's own changes (already
// in its cache, written from the answers) from everybody else's.
export const CLIENT_ID_HEADER = 'X-Client-Id';

export const clientId: string = crypto.randomUUID();

/** The header that marks a request as this tab's write. */
export const clientIdHeader = (): Record<string, string> => ({ [CLIENT_ID_HEADER]: clientId });
