"""devkit check on a generated tool-dense tree vs bare libcst parsing of the same files.

    python bench/check_tool_dense.py [--files 300] [--runs 3]

Prints: the cold check (default workers and one worker) over bare `libcst.parse_module` of
every file in this process (goal for -j1: <= 1.3), as best-of-N times and as the median of
each round's ratio (a round's -j1 check runs right after its parse, at the same machine
speed: the steadier figure here), the same ratio of CPU times (a noisy neighbour's hold
on the cores is left out of it), the -j1 check also over a process that parses the same
files (its start and `import libcst` counted on both sides), and a re-check with a warm
cache over the cold check (goal <= 0.1).
"""

from __future__ import annotations

import argparse
import compileall
import sys
import tempfile
from pathlib import Path

import libcst

import devkit as devkit_package

sys.path.insert(0, str(Path(__file__).parent))
from _timing import best_of, command, devkit, interleaved_times, median_ratio
from gen_tools import generate_tree

# A process doing nothing but the baseline's work: start, import libcst, read and parse
# every file of the tree (each tree dropped after its parse, as in-process).
_PARSE_ALL = (
    "import sys, pathlib, libcst\n"
    "for p in sorted(pathlib.Path(sys.argv[1]).rglob('*.py')):\n"
    "    libcst.parse_module(p.read_text(encoding='utf-8'))\n"
)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--files", type=int, default=300)
    parser.add_argument("--runs", type=int, default=3)
    ns = parser.parse_args()
    # An installed devkit has its bytecode compiled (pip does it); a checkout run with
    # PYTHONDONTWRITEBYTECODE would compile every module again in each timed process.
    compileall.compile_dir(Path(devkit_package.__file__).parent, quiet=1)
    with tempfile.TemporaryDirectory() as tmp:
        tree = Path(tmp) / "tools"
        paths = generate_tree(tree, ns.files)
        texts = [p.read_text(encoding="utf-8") for p in paths]
        lines = sum(t.count("\n") for t in texts)
        # Each tree is dropped after parsing, as the checker does: keeping 300 trees alive
        # would slow the baseline with garbage-collector work and flatter the ratio.
        cpu: dict[str, list[float]] = {}
        times = interleaved_times(
            ns.runs,
            {
                "parse": lambda: [libcst.parse_module(t) and None for t in texts],
                "cold_one": command(devkit("check", "--no-cache", "-j1", str(tree))),
                # the same parse as a process of its own: interpreter, `import libcst`, reads
                "parse_process": command([sys.executable, "-c", _PARSE_ALL, str(tree)]),
                "cold": command(devkit("check", "--no-cache", str(tree))),
            },
            cpu,
        )
        best = {name: min(each) for name, each in times.items()}
        parse, cold, cold_one = best["parse"], best["cold"], best["cold_one"]
        paired = median_ratio(times["cold_one"], times["parse"])
        parse_process = best["parse_process"]
        cache = Path(tmp) / "cache"
        command(devkit("check", "--cache-dir", str(cache), str(tree)))()
        warm = best_of(ns.runs, command(devkit("check", "--cache-dir", str(cache), str(tree))))
    print(f"tool-dense tree: {len(paths)} files, {lines} lines")
    print(f"bare libcst.parse_module, one process  {parse:7.3f} s")
    print(f"devkit check, cold (default workers)   {cold:7.3f} s   ratio {cold / parse:5.2f}x")
    print(
        f"devkit check, cold, -j1                {cold_one:7.3f} s   ratio {cold_one / parse:5.2f}x  (goal <= 1.3: one process against one process)"
    )
    print(
        f"  the median of each round's -j1 check over the parse just before it          "
        f"ratio {paired:5.2f}x"
    )
    print(
        f"  its CPU time over the parse's, median of the rounds' ratios                 "
        f"ratio {median_ratio(cpu['cold_one'], cpu['parse']):5.2f}x"
        f"  (CPU {min(cpu['cold_one']):.3f} s against {min(cpu['parse']):.3f} s)"
    )
    print(
        f"  the same against a process that parses the tree "
        f"({parse_process:.3f} s)   ratio {cold_one / parse_process:5.2f}x"
    )
    print(
        f"devkit check, warm cache               {warm:7.3f} s   ratio {warm / cold:5.2f}x of cold  (goal <= 0.1)"
    )


if __name__ == "__main__":
    main()
