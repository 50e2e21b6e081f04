"""Numbered SQL schema migrations (a package only so that installs ship the .sql files)."""
