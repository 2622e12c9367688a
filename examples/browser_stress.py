"""Run the browser tests several times in a row on a loaded machine, to show they are not flaky.

    .venv/bin/python examples/browser_stress.py [--runs 10] [--busy 2]

Two processes spin on the CPU for the whole stress run (``--busy``), so on a 2-core machine the
browser, JupyterLab and the kernel compete for the CPU as on a busy CI runner. Each run is
``python -m pytest -p no:cacheprovider -o addopts=-ra tests/browser``: the project's pytest
options without nbval, which tests the notebooks and has no part in the browser tests.
The stress run stops at the first failed run. It prints one line per run, with the run's time
and result, and writes each run's pytest output to test-artifacts/browser-stress/. The exit
status is 0 only when every run passed.
"""

import argparse
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

from nassau.kernel.english import plural

ROOT = Path(__file__).resolve().parents[1]
SPIN = "while 1: pass"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] + " It stops at the first failed run.")
    parser.add_argument("--runs", type=int, default=10, metavar="N", help="how many runs in a row (default: 10)")
    parser.add_argument("--busy", type=int, default=2, metavar="N",
                        help="how many busy loops spin while the tests run (default: 2)")
    parser.add_argument("--logs", type=Path, default=ROOT / "test-artifacts" / "browser-stress", metavar="DIR",
                        help="where each run's pytest output goes (default: test-artifacts/browser-stress)")
    parser.add_argument("pytest_args", nargs="*", metavar="PYTEST_ARG",
                        help="more arguments for pytest after --, e.g. -- -k marauders")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.busy < 0:
        parser.error("--runs must be at least 1 and --busy at least 0")
    args.logs.mkdir(parents=True, exist_ok=True)
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-o", "addopts=-ra", "tests/browser",
               *args.pytest_args]
    print(f"{plural(args.runs, 'run')} of: {' '.join(command[1:])}, with {plural(args.busy, 'busy loop')}", flush=True)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))       # so that the busy loops are ended too
    spinners = [subprocess.Popen([sys.executable, "-c", SPIN]) for _ in range(args.busy)]
    times = []
    try:
        for run in range(1, args.runs + 1):
            log = args.logs / f"run-{run}.log"
            start = time.monotonic()
            with open(log, "w", encoding="utf-8") as out:
                code = subprocess.run(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT).returncode
            took = time.monotonic() - start
            times.append(took)
            summary = _last_line(log)
            result = "passed" if code == 0 else f"FAILED (exit status {code})"
            print(f"run {run}/{args.runs}: {result} in {took:.0f} s: {summary}", flush=True)
            if code != 0:
                print(f"the failed run's output: {log}", flush=True)
                return 1
    except KeyboardInterrupt:
        print("stopped (Ctrl-C)", flush=True)
        return 130
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.wait()
    print(f"{plural(args.runs, 'run')} of {args.runs} passed; run time min {min(times):.0f} s, median {statistics.median(times):.0f} s, "
          f"max {max(times):.0f} s", flush=True)
    return 0


def _last_line(log: Path) -> str:
    """pytest's summary line ('== 31 passed in 300.1s =='), without its bars."""
    lines = [line for line in log.read_text(encoding="utf-8", errors="replace").splitlines() if line.strip()]
    return lines[-1].strip("= ") if lines else "no output"


if __name__ == "__main__":
    sys.exit(main())
