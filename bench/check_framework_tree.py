"""devkit check vs ruff on framework-heavy trees (most files import the framework).

    python bench/check_framework_tree.py [--runs 3] PATH [PATH ...]

E.g. the `src/` and `examples/` of the fastmcp and mcp python-sdk repositories (fetch
them; they are not shipped). Prints `devkit check --no-cache` over `ruff check --isolated`
on the same paths, measured in this run (issue 10's goal: <= 2.0), and how many files got
the full libcst analysis after the byte prefilter and the ast prescan.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _timing import best_of, command, devkit


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--runs", type=int, default=3)
    ns = parser.parse_args()
    ruff = shutil.which("ruff")
    if ruff is None:
        raise SystemExit("ruff is not installed (pip install ruff): it is the baseline")
    ruff_time = best_of(
        ns.runs, command([ruff, "check", "--isolated", "--exit-zero", "--quiet", *ns.paths])
    )
    cold = best_of(ns.runs, command(devkit("check", "--no-cache", "--exit-zero", *ns.paths)))
    one = best_of(ns.runs, command(devkit("check", "--no-cache", "-j1", "--exit-zero", *ns.paths)))
    listed = subprocess.run(
        devkit("tools", "--format", "json", *ns.paths), capture_output=True, text=True, check=True
    )
    print(f"{' '.join(ns.paths)}: {len(json.loads(listed.stdout))} tools")
    print(f"ruff check --isolated          {ruff_time:7.3f} s")
    print(
        f"devkit check --no-cache        {cold:7.3f} s   ratio {cold / ruff_time:5.2f}x  (goal <= 2.0)"
    )
    print(f"devkit check --no-cache -j1    {one:7.3f} s   ratio {one / ruff_time:5.2f}x")


if __name__ == "__main__":
    main()
