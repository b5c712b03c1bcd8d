// The account's address book in Settings: delivery addresses kept for checkout.
export { AddressBook } from './components/AddressBook.tsx';
