"""What every worker process of the expert's pool does first (:func:`ai.expert.get_pool`)."""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import threading


def end_with_parent() -> None:
    """Start a thread that ends this worker when the process that started it is gone. A program
    killed or crashed never shuts its pool down, and the workers, waiting for work that cannot
    come, would otherwise live on (two idle processes left behind each time)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    sentinel = parent.sentinel

    def watch() -> None:
        multiprocessing.connection.wait([sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()


__all__ = ["end_with_parent"]
