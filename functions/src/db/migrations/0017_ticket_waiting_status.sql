-- A ticket the team replied to last now waits on the customer: "answered" is called "waiting".
UPDATE "support_tickets" SET "status" = 'waiting' WHERE "status" = 'answered';
