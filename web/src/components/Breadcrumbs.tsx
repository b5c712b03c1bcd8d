// Where a page sits in the shop (Home > Shop > Category > Product), with the same trail as schema.org
// BreadcrumbList data for search engines.
import { Link } from 'react-router-dom';
import { breadcrumbStructuredData, type Breadcrumb } from '@shop/core/structured-data';
import styles from './Breadcrumbs.module.css';

export function Breadcrumbs({ trail }: { trail: readonly Breadcrumb[] }) {
  const last = trail.length - 1;
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <script type="application/ld+json">{JSON.stringify(breadcrumbStructuredData(trail, window.location.origin))}</script>
      <ol>
        {trail.map((step, index) => (
          <li key={step.path}>{index === last ? <span aria-current="page">{step.name}</span> : <Link to={step.path}>{step.name}</Link>}</li>
        ))}
      </ol>
    </nav>
  );
}
