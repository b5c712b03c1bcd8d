// The catalogue's public surface.
export { createProduct, deleteProduct, getProduct, listProducts, suggestProducts, toProduct } from './service.ts';
