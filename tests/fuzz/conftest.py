"""Hypothesis settings for the fuzz tests, chosen by the HYPOTHESIS_PROFILE environment variable.

- ``ci`` (the default): few examples, derandomized (the same examples on every run, so CI is
  reproducible), no deadline (a shared CI machine is slow at times), no example database;
- ``soak``: many random examples, kept in the local example database so a failure replays:
  ``HYPOTHESIS_PROFILE=soak python -m pytest -o addopts="" tests/fuzz``.
"""

import os

from hypothesis import HealthCheck, settings

SLOW_OK = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example]

settings.register_profile("ci", max_examples=30, deadline=None, derandomize=True, database=None,
                          suppress_health_check=SLOW_OK, print_blob=True)
settings.register_profile("soak", max_examples=3000, deadline=None, suppress_health_check=SLOW_OK,
                          print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
