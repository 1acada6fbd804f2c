"""devkit check vs ruff on a large tree with few tools: the interpreter's site-packages.

    python bench/check_large_tree.py [--runs 3] [PATH]

Both tools walk the same tree with their default excludes (virtualenvs, caches, build
output, .gitignore). Prints devkit cold (--no-cache) and warm over `ruff check --isolated`,
measured in this run (goals: cold <= 1.0, warm <= 0.5).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _timing import best_of, command, devkit


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("path", nargs="?", default=sysconfig.get_paths()["purelib"])
    parser.add_argument("--runs", type=int, default=3)
    ns = parser.parse_args()
    ruff = shutil.which("ruff")
    if ruff is None:
        raise SystemExit("ruff is not installed (pip install ruff): it is the baseline")
    listed = subprocess.run(
        [ruff, "check", "--isolated", "--show-files", ns.path], capture_output=True, text=True
    )
    files = len(listed.stdout.splitlines())
    ruff_time = best_of(
        ns.runs, command([ruff, "check", "--isolated", "--exit-zero", "--quiet", ns.path])
    )
    cold = best_of(ns.runs, command(devkit("check", "--no-cache", "--exit-zero", ns.path)))
    with tempfile.TemporaryDirectory() as cache:
        command(devkit("check", "--cache-dir", cache, "--exit-zero", ns.path))()
        warm = best_of(
            ns.runs, command(devkit("check", "--cache-dir", cache, "--exit-zero", ns.path))
        )
    print(f"{ns.path}: {files} files as ruff lists them")
    print(f"ruff check --isolated          {ruff_time:7.3f} s")
    print(
        f"devkit check --no-cache        {cold:7.3f} s   ratio {cold / ruff_time:5.2f}x  (goal <= 1.0)"
    )
    print(
        f"devkit check, warm cache       {warm:7.3f} s   ratio {warm / ruff_time:5.2f}x  (goal <= 0.5)"
    )


if __name__ == "__main__":
    main()
