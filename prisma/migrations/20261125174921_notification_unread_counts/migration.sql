-- CreateTable
CREATE TABLE "notification_unread_counts" (
    "scope" TEXT NOT NULL,
    "unread" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "notification_unread_counts_pkey" PRIMARY KEY ("scope")
);

-- The counts follow every statement on notifications, in its transaction: +1 for each unread row inserted, -1 for each
-- unread row deleted, and for an UPDATE the difference between the rows' old and new read flags (rows whose flag did
-- not change cancel out, so the delivery outbox's pushed_at updates touch no count). One upsert per recipient, in
-- scope order (concurrent statements lock the count rows in the same order).
CREATE FUNCTION "notification_unread_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO notification_unread_counts AS counts (scope, unread)
      SELECT COALESCE(user_id, 'admins'), count(*) FROM new_rows WHERE NOT read GROUP BY 1 ORDER BY 1
      ON CONFLICT (scope) DO UPDATE SET unread = counts.unread + excluded.unread;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO notification_unread_counts AS counts (scope, unread)
      SELECT COALESCE(user_id, 'admins'), -count(*) FROM old_rows WHERE NOT read GROUP BY 1 ORDER BY 1
      ON CONFLICT (scope) DO UPDATE SET unread = counts.unread + excluded.unread;
  ELSE
    INSERT INTO notification_unread_counts AS counts (scope, unread)
      SELECT scope, sum(change) FROM (
        SELECT COALESCE(user_id, 'admins') AS scope, 1 AS change FROM new_rows WHERE NOT read
        UNION ALL
        SELECT COALESCE(user_id, 'admins'), -1 FROM old_rows WHERE NOT read
      ) changes GROUP BY scope HAVING sum(change) <> 0 ORDER BY scope
      ON CONFLICT (scope) DO UPDATE SET unread = counts.unread + excluded.unread;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION "notification_unread_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM notification_unread_counts;
  RETURN NULL;
END $$;

CREATE TRIGGER "notifications_unread_insert" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_counts_follow"();
CREATE TRIGGER "notifications_unread_update" AFTER UPDATE ON "notifications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_counts_follow"();
CREATE TRIGGER "notifications_unread_delete" AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_counts_follow"();
CREATE TRIGGER "notifications_unread_truncate" AFTER TRUNCATE ON "notifications"
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_unread_counts_clear"();

-- The counts of the notifications stored so far.
INSERT INTO "notification_unread_counts" (scope, unread)
  SELECT COALESCE(user_id, 'admins'), count(*) FROM "notifications" WHERE NOT read GROUP BY 1;
