import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('S3 storage settings', () => {
  it('keeps files on disk when no S3_ variable is set', () => {
    expect(readConfig({}).s3).toBeUndefined();
  });

  it('reads the bucket, endpoint, keys and path style', () => {
    const config = readConfig({
      S3_BUCKET: 'shop-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      bucket: 'shop-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('leaves the credentials to the SDK when neither key is set', () => {
    expect(readConfig({ S3_BUCKET: 'shop-files', S3_REGION: 'eu-west-2' }).s3).toMatchObject({
      region: 'eu-west-2',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET is needed to store files in S3 (S3_ENDPOINT set).'],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' }, 'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'localhost:9000' }, 'S3_ENDPOINT: S3_ENDPOINT must be an http:// or https:// URL'],
    [{ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE: S3_FORCE_PATH_STYLE must be true or false.'],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('Stripe settings', () => {
  const keys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' };

  it('reads the webhook secret beside the keys, and leaves the webhook off without it', () => {
    expect(readConfig({ ...keys, STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).stripe).toEqual({
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
    });
    expect(readConfig(keys).stripe?.webhookSecret).toBeUndefined();
  });

  it('refuses a webhook secret that is not one, or one without the keys', () => {
    expect(() => readConfig({ ...keys, STRIPE_WEBHOOK_SECRET: 'sk_test_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be a webhook signing secret/,
    );
    expect(() => readConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET needs STRIPE_SECRET_KEY/);
  });
});
