"""Backups of the bot's database that restore: taking and verifying them (`take`), the
folder they live in (`files`), the running bot's automatic ones (`schedule`), and how a
restore knows that no bot runs on the database (`lock`)."""
