"""Shared timing helpers: best-of-N wall times of commands and callables."""

from __future__ import annotations

import os
import statistics
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


def cpu_seconds() -> float:
    """CPU time of this process and of its children that have ended (user and system)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def interleaved_times(
    runs: int,
    fns: dict[str, Callable[[], object]],
    cpu: dict[str, list[float]] | None = None,
) -> dict[str, list[float]]:
    """Each callable's wall time in each of `runs` rounds, run in turn each round, so that
    the machine's slow spells (these machines are noisy) fall on all of them alike. `cpu`,
    when given, gets each one's CPU time too (its own, or its child process's): time spent
    waiting for a core that another machine's work holds is in the wall time only."""
    times: dict[str, list[float]] = {name: [] for name in fns}
    for _ in range(runs):
        for name, fn in fns.items():
            start, start_cpu = time.perf_counter(), cpu_seconds()
            fn()
            times[name].append(time.perf_counter() - start)
            if cpu is not None:
                cpu.setdefault(name, []).append(cpu_seconds() - start_cpu)
    return times


def interleaved_best(runs: int, fns: dict[str, Callable[[], object]]) -> dict[str, float]:
    """Best-of-N of several callables run in turn each round (`interleaved_times`)."""
    return {name: min(times) for name, times in interleaved_times(runs, fns).items()}


def median_ratio(over: list[float], under: list[float]) -> float:
    """The median of the rounds' ratios `over[i] / under[i]`: two measurements taken one
    after the other share the machine's speed of the moment, which a ratio of two best-ofs
    taken at different moments does not."""
    return statistics.median(a / b for a, b in zip(over, under, strict=True))


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
