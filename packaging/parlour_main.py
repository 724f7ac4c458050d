"""Entry point of the frozen program: freeze_support first, so that the expert's worker
processes (multiprocessing, spawn) start as workers instead of as a second window."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from desktop.app.main import main

    sys.exit(main())
