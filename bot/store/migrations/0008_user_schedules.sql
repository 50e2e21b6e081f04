-- When a player wants to hear from the bot: a daily digest at a local time of day
-- instead of reminder DMs, their time zone, and quiet hours without any DM. Times of
-- day are local 'HH:MM' text; `time_zone` is an IANA name or a fixed offset '+02:00'
-- (NULL: UTC). `due_at` is the next digest in integer microseconds (UTC), NULL when
-- the digest is off; a dispatcher claims it with UPDATE ... WHERE due_at = ?, so each
-- digest goes out once whichever process gets there first.
CREATE TABLE user_schedules (
    user_id     BIGINT  PRIMARY KEY,
    digest_at   TEXT,
    time_zone   TEXT,
    quiet_from  TEXT,
    quiet_until TEXT,
    locale      TEXT,
    due_at      BIGINT
);
CREATE INDEX user_schedules_by_due ON user_schedules (due_at) WHERE due_at IS NOT NULL;
