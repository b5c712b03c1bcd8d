// `npm run import -w bench`: the catalogue import's timings alone (`npm run bench` prints them among the rest).
import { benchCatalogueImport, describeCatalogueImport } from './catalogue-import.ts';

for (const [name, value] of describeCatalogueImport(await benchCatalogueImport())) console.log(`${name.padEnd(80)} ${value}`);
