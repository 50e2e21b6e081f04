"""Slash command modules; each exposes `build(deps) -> app_commands.Group | Command`."""
