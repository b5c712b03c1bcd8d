// The catalogue's public surface.
export { createProduct, deleteProduct, getProduct, listProducts, listProductsForAdmin, suggestProducts, toProduct } from './service.ts';
