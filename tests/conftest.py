import os

from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Speed is measured by benchmarks, never asserted in tests (the machines are shared): no property
# test fails for a slow example. Hypothesis's own 200 ms deadline did, on a loaded machine.
settings.register_profile("parlour", deadline=None)
settings.load_profile("parlour")
