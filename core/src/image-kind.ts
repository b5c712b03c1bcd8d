// Decides an image's type from its first bytes, never from its name or declared type.
export type ImageKind = 'jpeg' | 'png' | 'gif';

const signatures: { kind: ImageKind; bytes: number[] }[] = [
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
];

export function sniffImageKind(head: Uint8Array): ImageKind | null {
  const match = signatures.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.kind ?? null;
}
