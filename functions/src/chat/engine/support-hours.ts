// When a customer handed over to a person can expect a reply: now, if the support team is at work, or from
// when it next starts, counted in the shop's own time zone from its published schedule (core's shop-info).
import { shopInfo, supportSchedule, WEEKDAYS } from '@shop/core/shop-info';

const { timeZone, firstDay, lastDay, opensHour, closesHour } = supportSchedule;

const londonClock = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', hour: 'numeric', hourCycle: 'h23' });

function localDayAndHour(now: Date): { day: number; hour: number } {
  const parts = londonClock.formatToParts(now);
  const weekday = parts.find((part) => part.type === 'weekday')?.value;
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  return { day: WEEKDAYS.findIndex((name) => name === weekday), hour };
}

const isWorkingDay = (day: number) => day >= firstDay && day <= lastDay;

/** The sentence the hand-over says about when a person will reply. */
export function replyExpectation(now: Date): string {
  const hours = `${shopInfo.supportDays}, ${shopInfo.supportHours} UK time`;
  const { day, hour } = localDayAndHour(now);
  if (isWorkingDay(day) && hour >= opensHour && hour < closesHour) {
    return `Our support team is working now (${hours}), so expect a reply within a few hours.`;
  }
  const startsToday = isWorkingDay(day) && hour < opensHour;
  const ahead = startsToday ? 0 : ([1, 2, 3, 4, 5, 6, 7].find((days) => isWorkingDay((day + days) % 7)) ?? 1);
  const when = ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : `on ${WEEKDAYS[(day + ahead) % 7]}`;
  return `Our support team works ${hours}, so expect a reply from ${shopInfo.supportStarts} ${when}.`;
}
