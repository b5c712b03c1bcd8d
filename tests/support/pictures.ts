// Test pictures for file inputs and uploads: a real PNG (a 2x2 orange square) and impostors.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWN40Wz1otmKAUIBADDSBpU7yvONAAAAAElFTkSuQmCC';

export const pngPicture = () => ({ name: 'avatar.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });
export const secondPngPicture = () => ({ name: 'new-avatar.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });
/** A text file renamed .png: the browser calls it image/png, its bytes say otherwise. */
export const textRenamedPng = () => ({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are my shopping notes\n') });
