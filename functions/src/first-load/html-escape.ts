// Text put into index.html: an attribute's value, or text that must not open a tag.

export const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

export const escapeText = (text: string) => escapeAttribute(text).replaceAll('<', '&lt;').replaceAll('>', '&gt;');
