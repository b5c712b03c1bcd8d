// The server's and the packages' import boundaries (eslint.config.js, README Architecture), checked by
// linting small snippets placed at real paths with the project's own ESLint configuration.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The first lint loads the whole configuration and its plugins; the tests then lint in milliseconds.
  await eslint.lintText('export {};\n', { filePath: `${root}functions/src/errors.ts` });
}, 60_000);

async function boundaryErrors(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = [imported];\n`, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('boundaries/')).map((message) => message.message);
}

const refused = [expect.stringContaining('Not across these boundaries')];

describe('server import boundaries', () => {
  it("refuses an area reaching into another area's insides instead of its index.ts", async () => {
    expect(await boundaryErrors('functions/src/orders/refunds.ts', "import { imported } from '../products/service.ts';")).toEqual(refused);
    expect(await boundaryErrors('functions/src/orders/refunds.ts', "import { imported } from '../products/index.ts';")).toEqual([]);
  });

  it("refuses a room reaching into a sibling room's insides, or another area entering a room", async () => {
    const engineFile = 'functions/src/chat/engine/extra.ts';
    expect(await boundaryErrors(engineFile, "import { imported } from '../conversations/focus.ts';")).toEqual(refused);
    expect(await boundaryErrors(engineFile, "import { imported } from '../conversations/index.ts';")).toEqual([]);
    expect(await boundaryErrors(engineFile, "import { imported } from './answer.ts';")).toEqual([]);
    expect(await boundaryErrors(engineFile, "import { imported } from '../router.ts';")).toEqual(refused);
    expect(await boundaryErrors('functions/src/chat/extra.ts', "import { imported } from './engine/index.ts';")).toEqual([]);
    expect(await boundaryErrors('functions/src/chat/extra.ts', "import { imported } from './engine/engine.ts';")).toEqual(refused);
    expect(await boundaryErrors('functions/src/support/extra.ts', "import { imported } from '../chat/engine/index.ts';")).toEqual(refused);
    expect(await boundaryErrors('functions/src/support/extra.ts', "import { imported } from '../chat/index.ts';")).toEqual([]);
  });

  it('refuses a service speaking HTTP: only routers and functions/src/http map errors to statuses', async () => {
    expect(await boundaryErrors('functions/src/orders/refunds.ts', "import { imported } from '../http/errors.ts';")).toEqual(refused);
    expect(await boundaryErrors('functions/src/orders/router.ts', "import { imported } from '../http/validate.ts';")).toEqual([]);
    expect(await boundaryErrors('functions/src/orders/refunds.ts', "import { imported } from '../errors.ts';")).toEqual([]);
  });

  it('refuses functions/ importing web/ or test code', async () => {
    const file = 'functions/src/products/service-extra.ts';
    expect(await boundaryErrors(file, "import { imported } from '../../../web/src/lib/api-client.ts';")).toEqual(refused);
    expect(await boundaryErrors(file, "import { imported } from '../../../test-support/src/accounts.ts';")).toEqual(refused);
    expect(await boundaryErrors(file, "import { imported } from '../../../test-support/src/browser/admin.ts';")).toEqual(refused);
  });
});

describe('package boundaries', () => {
  it('refuses tests, benchmarks and test support reaching into a package by path', async () => {
    expect(await boundaryErrors('tests/faults/extra.ts', "import { imported } from '../../functions/src/server.ts';")).toEqual(refused);
    expect(await boundaryErrors('bench/extra.ts', "import { imported } from '../web/src/lib/uploads/resumable-upload.ts';")).toEqual(
      refused,
    );
    expect(await boundaryErrors('test-support/src/extra.ts', "import { imported } from '../../core/src/money.ts';")).toEqual(refused);
  });

  it('allows them the packages’ exports', async () => {
    expect(await boundaryErrors('tests/faults/extra.ts', "import { imported } from '@shop/functions/server';")).toEqual([]);
    expect(await boundaryErrors('bench/extra.ts', "import { imported } from '@shop/test-support/server-process';")).toEqual([]);
  });

  it('keeps the server-side test helpers free of the browser ones, which may use them', async () => {
    expect(await boundaryErrors('test-support/src/extra.ts', "import { imported } from './browser/fixtures.ts';")).toEqual(refused);
    expect(await boundaryErrors('test-support/src/browser/extra.ts', "import { imported } from '../pictures.ts';")).toEqual([]);
    expect(await boundaryErrors('tests/e2e/extra.ts', "import { imported } from '../../test-support/src/browser/fixtures.ts';")).toEqual(
      refused,
    );
    expect(await boundaryErrors('tests/e2e/extra.ts', "import { imported } from '@shop/test-support/browser/fixtures';")).toEqual([]);
  });

  it('keeps core free of the other packages', async () => {
    expect(await boundaryErrors('core/src/extra.ts', "import { imported } from '../../functions/src/errors.ts';")).toEqual(refused);
  });
});
