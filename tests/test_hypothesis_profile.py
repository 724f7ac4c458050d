"""The property tests run without Hypothesis's deadline (tests/conftest.py): an example that is
slow because the machine is busy is not a failure; speed is for the benchmarks."""

from __future__ import annotations

import time

from hypothesis import given, settings
from hypothesis import strategies as st


def test_the_profile_has_no_deadline() -> None:
    assert settings().deadline is None


@given(st.integers(0, 3))
def test_a_slow_example_passes(n: int) -> None:
    time.sleep(0.25)  # past Hypothesis's default deadline of 200 ms
    assert 0 <= n <= 3
