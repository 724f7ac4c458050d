"""Looking back: the replay window and the statistics window."""
