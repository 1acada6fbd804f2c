"""`devkit invoke` wall time vs a plain `python -c` call of the same tool (goal: ratio <= 2).

    python bench/invoke_overhead.py [--runs 7]

The baseline imports the tool's module, builds a bare context and calls the tool, in one
fresh interpreter; `devkit invoke` starts the CLI, then a child interpreter that does the
same with a mock context, and prints a JSON report.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _timing import best_of, command, devkit

ROOT = Path(__file__).resolve().parents[1]
ARGS = '{"repo": "o/r", "title": "t"}'
BASELINE = (
    "import asyncio, sys; sys.path.insert(0, 'fixtures/agent'); import open_issue as m; "
    "from devkit.agent import ToolExecutionContext; "
    "print(asyncio.run(m.open_issue(m.OpenIssueArgs(repo='o/r', title='t'), ToolExecutionContext())))"
)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    import os

    os.chdir(ROOT)
    plain = best_of(runs, command([sys.executable, "-c", BASELINE], ok=(0,)))
    harness = best_of(
        runs,
        command(
            devkit(
                "invoke",
                "fixtures/agent/open_issue.py:open_issue",
                "--args",
                ARGS,
                "--format",
                "json",
            ),
            ok=(0,),
        ),
    )
    print(f"plain python -c call     {plain * 1000:7.1f} ms")
    print(f"devkit invoke            {harness * 1000:7.1f} ms")
    print(f"ratio invoke/plain       {harness / plain:7.2f}x   (goal <= 2.0)")


if __name__ == "__main__":
    main()
