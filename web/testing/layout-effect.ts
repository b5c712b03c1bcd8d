// use-isomorphic-layout-effect for component tests: in a DOM, it is the layout effect itself (see vitest.config.ts).
export { useLayoutEffect as default } from 'react';
