// `npm start`: builds the web app and the chat model if needed, then runs the server (TypeScript through tsx)
// in this process.
import { register } from 'tsx/esm/api';
import { buildWebIfNeeded } from './build-if-needed.mjs';

buildWebIfNeeded();
register();
const { ensureChatModel } = await import('../functions/src/chat/classifier/model/build.ts');
if (ensureChatModel().isRebuilt) console.log('Built the chat model.');
await import('../functions/src/main.ts');
