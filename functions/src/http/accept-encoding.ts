// Whether a client takes gzip, read from its Accept-Encoding header (RFC 9110, 12.5.3): gzip with a weight
// above zero, or, where gzip is not named, "*" with one.

/** The weight of each coding the header names ("br;q=0.5" -> br: 0.5); a coding without q= weighs 1. */
function weights(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    named.set(coding, weight === undefined ? 1 : Number(weight.slice(2)));
  }
  return named;
}

export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const named = weights(header);
  return (named.get('gzip') ?? named.get('*') ?? 0) > 0;
}
