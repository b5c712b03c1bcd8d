// Where a page sits in the shop (Home > Shop > Category > Product), with the same trail as schema.org
// BreadcrumbList data for search engines.
import { breadcrumbStructuredData, type Breadcrumb } from '@shop/core/structured-data';
import { StructuredData } from './StructuredData.tsx';
import { usePageOrigin } from '../lib/page-origin.ts';
import styles from './Breadcrumbs.module.css';
import { Link } from './Link.tsx';

export function Breadcrumbs({ trail }: { trail: readonly Breadcrumb[] }) {
  const last = trail.length - 1;
  const origin = usePageOrigin();
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <StructuredData data={breadcrumbStructuredData(trail, origin)} />
      <ol>
        {trail.map((step, index) => (
          <li key={step.path}>{index === last ? <span aria-current="page">{step.name}</span> : <Link to={step.path}>{step.name}</Link>}</li>
        ))}
      </ol>
    </nav>
  );
}
