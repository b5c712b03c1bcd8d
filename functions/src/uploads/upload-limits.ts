// How much may be uploaded, per window: a visitor who is not logged in starts so many uploads per client address,
// and every account and client address may declare so many bytes (admins, who add the catalogue's pictures, are
// not held). Bytes are counted from the size an upload declares when it starts, which tus holds it to, so a
// flood of uploads started at once is refused before a byte of it is stored.
import type { UserRow } from '../auth/index.ts';
import { rateLimited } from '../errors.ts';
import type { Config } from '../config.ts';
import type { Limiter, Limits } from '../limits/index.ts';

export const TOO_MANY_UPLOADS = 'Too many pictures uploaded from your connection. Please wait a few minutes and try again.';
export const TOO_MANY_UPLOAD_BYTES_FROM_ADDRESS =
  'Too much picture data uploaded from your connection. Please wait a few minutes and try again.';
export const TOO_MANY_UPLOAD_BYTES_FROM_ACCOUNT = 'You have uploaded too many pictures for now. Please wait a few minutes and try again.';

export type UploadLimits = { visitorUploads: Limiter; accountBytes: Limiter; addressBytes: Limiter };

export function createUploadLimits(limits: Limits, rules: Config['uploads']): UploadLimits {
  const { windowMs } = rules;
  return {
    visitorUploads: limits.limiter('upload-anonymous', { limit: rules.visitorLimit, windowMs }),
    accountBytes: limits.limiter('upload-account-bytes', { limit: rules.accountBytes, windowMs }),
    addressBytes: limits.limiter('upload-address-bytes', { limit: rules.addressBytes, windowMs }),
  };
}

/** One count against one limiter, and what to say when it is over. */
type Charge = { limiter: Limiter; key: string; points: number; message: string };

/**
 * Counts an upload about to start against every limit that holds its sender; throws rate_limited with the first
 * one over, giving back what the others counted. Answers how to give it all back (the upload was refused).
 */
export async function admitUpload(
  limits: UploadLimits,
  { user, address, bytes }: { user: UserRow | null | undefined; address: string; bytes: number },
): Promise<() => Promise<void>> {
  const charges: Charge[] = [];
  if (!user) charges.push({ limiter: limits.visitorUploads, key: address, points: 1, message: TOO_MANY_UPLOADS });
  if (!user?.isAdmin) {
    charges.push({ limiter: limits.addressBytes, key: address, points: bytes, message: TOO_MANY_UPLOAD_BYTES_FROM_ADDRESS });
    if (user) charges.push({ limiter: limits.accountBytes, key: user.id, points: bytes, message: TOO_MANY_UPLOAD_BYTES_FROM_ACCOUNT });
  }
  const counted: Charge[] = [];
  const giveBack = async () => void (await Promise.all(counted.map(({ limiter, key, points }) => limiter.refund(key, points))));
  for (const charge of charges) {
    const { isAllowed, retryAfterMs } = await charge.limiter.consume(charge.key, charge.points);
    if (!isAllowed) {
      // A refused upload stores nothing, so it does not eat into what is left (the counter took its bytes too).
      counted.push(charge);
      await giveBack();
      throw rateLimited(charge.message, retryAfterMs);
    }
    counted.push(charge);
  }
  return giveBack;
}
