"""The program: its entry (``main``), the main window with its menus, the start screen, the list
of unfinished matches, the self-test and the responsiveness probe. The top layer of desktop/."""
