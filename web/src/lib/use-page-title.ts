import { useEffect } from 'react';
import { SHOP_NAME } from '@shop/core/constants';

/** Sets the document title to "<Shop name> - <page title>" (SPEC.md section 1). */
export function usePageTitle(pageTitle: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle ? `${SHOP_NAME} - ${pageTitle}` : SHOP_NAME;
  }, [pageTitle]);
}
