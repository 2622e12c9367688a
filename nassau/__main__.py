"""``python -m nassau``: see :mod:`nassau.cli`."""

import sys

from .cli import main

sys.exit(main())
