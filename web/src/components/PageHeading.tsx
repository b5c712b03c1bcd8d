import { usePageTitle } from '../lib/use-page-title.ts';

/** The coloured band at the top of inner pages; also sets the document title and, when given, the page's description. */
export function PageHeading({ title, description }: { title: string; description?: string }) {
  usePageTitle(title, description);
  return (
    <div className="page-heading">
      <h1>{title}</h1>
    </div>
  );
}
