"""The Discord adapter: thin slash commands, buttons and selects over the service layer."""
