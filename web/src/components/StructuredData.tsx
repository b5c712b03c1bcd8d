// schema.org data for search engines, as a JSON script. Its text is written as HTML, not escaped as text
// (the server's HTML would otherwise turn "&" into "&amp;" inside the JSON); "<" is escaped so no value can
// close the script.
export function StructuredData({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
