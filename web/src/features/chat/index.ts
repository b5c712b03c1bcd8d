// The chatbot widget on every page: the round launcher, which loads the panel when it is first opened.
export { ChatLauncher } from './components/ChatLauncher.tsx';
