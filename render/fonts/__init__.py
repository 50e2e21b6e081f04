"""DejaVu Sans, shipped with the package (see LICENSE-DejaVu.txt): it covers umlauts and ß."""
