// The shop's address as the visitor reached it, for the absolute links of structured data: the browser's own
// location, or on the server the address of the request it is drawing.
import { createContext, useContext } from 'react';

const PageOriginContext = createContext<string | undefined>(undefined);

export const PageOriginProvider = PageOriginContext.Provider;

export function usePageOrigin(): string {
  return useContext(PageOriginContext) ?? window.location.origin;
}
