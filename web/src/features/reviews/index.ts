// A product's reviews: the list (pages of 5, Load More) and the form to add one.
export { ReviewsPanel } from './components/ReviewsPanel.tsx';
