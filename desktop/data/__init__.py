"""What Parlour keeps on disk: saves and the autosave (``storage``), the player's settings, and the
statistics database. The bottom layer of desktop/: it imports no other part of it."""
