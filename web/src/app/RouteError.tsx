import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { messages } from '@shop/core/messages';
import { Link } from '../components/Link.tsx';

/** Shown when a page fails to load or render (e.g. a deploy replaced its script). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : String(error);
  return (
    <section className="section container" role="alert">
      <h1>Something went wrong</h1>
      <p className="error-text">{messages.pageLoadError(message)}</p>
      <p>
        <Link to="/home">Back to home</Link> or{' '}
        <button type="button" onClick={() => window.location.reload()}>
          reload the page
        </button>
      </p>
    </section>
  );
}
