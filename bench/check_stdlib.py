"""devkit check vs ruff on this interpreter's standard library (goal: ratio <= 1.0).

python bench/check_stdlib.py [--runs 3]
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _timing import best_of, command, devkit, stdlib_paths


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs
    ruff = shutil.which("ruff")
    if ruff is None:
        raise SystemExit("ruff is not installed (pip install ruff): it is the baseline")
    paths = stdlib_paths()
    files = sum(1 for p in paths for _ in (Path(p).rglob("*.py") if Path(p).is_dir() else [p]))
    ruff_time = best_of(runs, command([ruff, "check", "--isolated", "--quiet", *paths]))
    devkit_time = best_of(runs, command(devkit("check", "--no-cache", *paths), ok=(0,)))
    print(f"standard library: {files} files")
    print(f"ruff check --isolated     {ruff_time:7.3f} s")
    print(f"devkit check --no-cache   {devkit_time:7.3f} s")
    print(f"ratio devkit/ruff         {devkit_time / ruff_time:7.2f}x   (goal <= 1.0)")


if __name__ == "__main__":
    main()
