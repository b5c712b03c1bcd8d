import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shop/core/errors';
import { uploadMessages } from '@shop/core/uploads';
import { visitorUpload } from '@shop/test-support/accounts';
import { pngPicture } from '@shop/test-support/pictures';
import { fileTestApp } from '@shop/test-support/file-test-app';

const t = await fileTestApp();

async function signUpWith(picture: Buffer, email: string): Promise<Response> {
  const { pictureUploadId, cookie } = await visitorUpload(t, picture);
  return t.app.request('/api/auth/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ username: 'Pixels', email, password: 'long enough pw', pictureUploadId }),
  });
}

describe('decoded picture size', () => {
  it('refuses a small file that unpacks to 40 megapixels from its header, before decoding it', async () => {
    const bomb = await pngPicture(6400, 6250);
    expect(bomb.length).toBeLessThan(1_000_000);
    const response = await signUpWith(bomb, 'bomb@example.com');
    // Only the header check says "too many pixels": a decode would stop at sharp's own pixel limit and answer
    // that the file is not a picture. (A time limit here measured the shared machine more than the check.)
    expect(response.status).toBe(413);
    const { error } = apiErrorSchema.parse(await response.json());
    expect(error.message).toBe(uploadMessages.tooManyPixels);
  });

  it('takes a picture just under the cap', async () => {
    expect((await signUpWith(await pngPicture(3264, 2448), 'camera@example.com')).status).toBe(201);
  });
});
