// The catalogue's public surface.
export { createProduct, deleteProduct, getProduct, listProducts, toProduct } from './service.ts';
