// The header's product search: a button that opens a search box with suggestions as the visitor types.
export { SearchLauncher } from './components/SearchLauncher.tsx';
