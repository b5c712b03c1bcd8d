// The catalogue's public surface.
export { keptCatalogueSearch, searchCatalogue, type CatalogueSearch, type TextMatch } from './search.ts';
export { createProduct, deleteProduct, getProduct, listProducts, listProductsForAdmin, suggestProducts, toProduct } from './service.ts';
