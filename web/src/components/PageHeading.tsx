import { usePageTitle, type PagePreview } from '../lib/use-page-title.ts';

/** The coloured band at the top of inner pages; also sets the document title and, when given, the page's description. */
export function PageHeading({ title, description, preview }: { title: string; description?: string; preview?: PagePreview }) {
  usePageTitle(title, description, preview);
  return (
    <div className="page-heading">
      <h1>{title}</h1>
    </div>
  );
}
