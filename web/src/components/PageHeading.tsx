import { usePageTitle } from '../lib/use-page-title.ts';

/** The coloured band at the top of inner pages; also sets the document title. */
export function PageHeading({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <div className="page-heading">
      <h1>{title}</h1>
    </div>
  );
}
