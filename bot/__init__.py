"""The application: Discord adapter, platform-neutral service layer, store, sandbox."""
