// The web app's import boundaries (eslint.config.js, web/src/README.md), checked by linting small snippets
// placed at real paths of the app with the project's own ESLint configuration.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The first lint loads the whole configuration and its plugins; the tests then lint in milliseconds.
  await eslint.lintText('export {};\n', { filePath: `${root}web/src/lib/warm-up.ts` });
}, 60_000);

/** The boundary errors for `code` written in the file at `filePath` (relative to the repository). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('boundaries/')).map((message) => message.message);
}

const reviewsFile = 'web/src/features/reviews/components/ReviewSummary.tsx';

describe('web import boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(reviewsFile, "import { CartView } from '../../cart/index.ts';\nexport const view = CartView;\n");
    expect(errors).toEqual([expect.stringContaining('a feature imports only itself')]);
  });

  it('refuses anything in web importing functions/', async () => {
    const code = "import { readConfig } from '../../../../../functions/src/config.ts';\nexport const config = readConfig;\n";
    expect(await boundaryErrors(reviewsFile, code)).toHaveLength(1);
    expect(await boundaryErrors('web/src/lib/server-config.ts', code.replace('../../../../../', '../../../'))).toHaveLength(1);
  });

  it('refuses a shared component or lib module importing a feature', async () => {
    const code = "import { ProductGrid } from '../features/products/index.ts';\nexport const grid = ProductGrid;\n";
    expect(await boundaryErrors('web/src/components/Grid.tsx', code)).toHaveLength(1);
    expect(await boundaryErrors('web/src/lib/grid.ts', code)).toHaveLength(1);
  });

  it('lets the app, routes and features use first-load/, which itself uses only lib/', async () => {
    const code = "import { HydrateLater } from '../../../first-load/hydration.tsx';\nexport const part = HydrateLater;\n";
    expect(await boundaryErrors('web/src/features/products/components/Card.tsx', code)).toEqual([]);
    expect(await boundaryErrors('web/src/routes/deals.tsx', code.replace('../../../', '../'))).toEqual([]);
    const upwards = "import { ProductGrid } from '../features/products/index.ts';\nexport const grid = ProductGrid;\n";
    expect(await boundaryErrors('web/src/first-load/grid.ts', upwards)).toHaveLength(1);
    const app = "import { routes } from '../app/routes.tsx';\nexport const all = routes;\n";
    expect(await boundaryErrors('web/src/first-load/all-routes.ts', app)).toHaveLength(1);
    const lib = "import { nextTask } from '../lib/next-task.ts';\nexport const task = nextTask;\n";
    expect(await boundaryErrors('web/src/first-load/task.ts', lib)).toEqual([]);
  });

  it("refuses a route reaching into a feature's insides instead of its index.ts", async () => {
    const code = "import { useProducts } from '../features/products/api/products.ts';\nexport const products = useProducts;\n";
    expect(await boundaryErrors('web/src/routes/deals.tsx', code)).toHaveLength(1);
  });

  it('refuses web importing core/ by path instead of as @shop/core', async () => {
    const code = "import { messages } from '../../../../../core/src/messages.ts';\nexport const text = messages;\n";
    expect(await boundaryErrors(reviewsFile, code)).toHaveLength(1);
  });

  it('allows a feature its own files, the shared layers and @shop/core, and a route any feature by its index.ts', async () => {
    const featureCode = [
      "import { messages } from '@shop/core/messages';",
      "import { Stars } from '../../../components/Stars.tsx';",
      "import { call } from '../../../lib/api-client.ts';",
      "import { useSession } from '../../../state/session.ts';",
      "import { fetchReviewPage } from '../api/reviews.ts';",
      'export const used = [messages, Stars, call, useSession, fetchReviewPage];',
      '',
    ].join('\n');
    expect(await boundaryErrors(reviewsFile, featureCode)).toEqual([]);
    const routeCode = [
      "import { CartView } from '../features/cart/index.ts';",
      "import { ProductGrid } from '../features/products/index.ts';",
      'export const used = [CartView, ProductGrid];',
      '',
    ].join('\n');
    expect(await boundaryErrors('web/src/routes/deals.tsx', routeCode)).toEqual([]);
  });
});
