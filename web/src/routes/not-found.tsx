import { usePageTitle } from '../lib/use-page-title.ts';
import { Link } from '../components/Link.tsx';

export function Component() {
  usePageTitle('Page not found');
  return (
    <section className="section container" style={{ textAlign: 'center' }}>
      <h1>Page not found</h1>
      <p>The page you asked for does not exist.</p>
      <Link to="/home" className="button">
        Back to home
      </Link>
    </section>
  );
}
