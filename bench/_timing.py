"""Shared timing helpers: best-of-N wall times of commands and callables."""

from __future__ import annotations

import subprocess
import sys
import sysconfig
import time
from collections.abc import Callable
from pathlib import Path


def best_of(runs: int, fn: Callable[[], object]) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def interleaved_best(runs: int, fns: dict[str, Callable[[], object]]) -> dict[str, float]:
    """Best-of-N of several callables run in turn each round, so that the machine's slow
    spells (these machines are noisy) fall on all of them alike, not on one."""
    best = dict.fromkeys(fns, float("inf"))
    for _ in range(runs):
        for name, fn in fns.items():
            start = time.perf_counter()
            fn()
            best[name] = min(best[name], time.perf_counter() - start)
    return best


def command(args: list[str], ok: tuple[int, ...] = (0, 1)) -> Callable[[], None]:
    def run() -> None:
        done = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
        if done.returncode not in ok:
            raise SystemExit(
                f"{' '.join(args[:3])}... exited {done.returncode}: {done.stderr.decode()[-500:]}"
            )

    return run


def devkit(*args: str) -> list[str]:
    return [sys.executable, "-m", "devkit", *args]


def stdlib_paths() -> list[str]:
    """The standard library of this interpreter, without site-packages."""
    root = Path(sysconfig.get_paths()["stdlib"])
    skip = {"site-packages", "__pycache__"}
    return sorted(
        str(p)
        for p in root.iterdir()
        if p.name not in skip
        and not p.name.startswith("config-")
        and (p.is_dir() or p.suffix == ".py")
    )
