// The landing page's own sections; its product lists come from the products feature.
export { Countdown } from './components/Countdown.tsx';
export { Hero } from './components/Hero.tsx';
export { ServiceHighlights } from './components/ServiceHighlights.tsx';
export { homeProductLists } from './home-lists.ts';
