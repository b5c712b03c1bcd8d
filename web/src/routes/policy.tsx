// A policy page (delivery, returns, refunds, privacy, terms), written from the policy module in core.
import { useParams } from 'react-router-dom';
import { POLICY_SLUGS, policyPages, type PolicySlug } from '@shop/core/policies';
import { PageHeading } from '../components/PageHeading.tsx';
import { Component as NotFound } from './not-found.tsx';

const isPolicySlug = (slug: string): slug is PolicySlug => (POLICY_SLUGS as readonly string[]).includes(slug);

export function Component() {
  const { slug = '' } = useParams();
  if (!isPolicySlug(slug)) return <NotFound />;
  const policy = policyPages[slug];
  return (
    <>
      <PageHeading title={policy.title} description={policy.summary} />
      <article className="container section prose">
        <p className="lead">{policy.summary}</p>
        {policy.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </>
  );
}
