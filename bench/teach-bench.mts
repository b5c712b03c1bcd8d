import { benchChat } from '/work/wt-teach/bench/chat.ts';
const chat = await benchChat();
console.log(`without: p50 ${chat.p50Ms.toFixed(3)} p99 ${chat.p99Ms.toFixed(3)}; with 200 owner answers: p50 ${chat.withOwnerAnswers.p50Ms.toFixed(3)} p99 ${chat.withOwnerAnswers.p99Ms.toFixed(3)}`);
process.exit(0);
