"""A match in play: the session (transcript, live state, who sits where), the worker thread that
runs it and the computer players, and the log as each seat reads it."""
