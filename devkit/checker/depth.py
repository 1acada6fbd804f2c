"""Room for deep syntax trees: Python's recursion limit, raised while a file is checked.

libcst nests a chain to the left: `a + b + c` is `(a + b) + c`, and so are `or` chains,
attribute chains (`a.b.c`) and call chains (`f()()`). A generated concatenation of 1,500
strings is 1,500 levels deep, and libcst's visitors and our readers take one to three
frames per level: past Python's default limit of 1,000, while CPython compiles such code
(it refuses `+` chains only from about 3,000 operands, and never refuses `or` chains). So a
check runs with a higher limit, and the limit is put back once no check is running (a
count shared by threads), so a program that calls the engine keeps its own limit otherwise.

Python 3.11 keeps Python-to-Python calls off the C stack. Recursion through C functions
(`any(<generator>)`) was measured safe at 20,000 frames on an 8 MB stack, the usual size of
a Linux main thread; `WORKER_STACK_BYTES` is the stack our own threads ask for.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager

DEEP_RECURSION_LIMIT = 12_000
WORKER_STACK_BYTES = 32 * 1024 * 1024

_lock = threading.Lock()
_running = 0
_saved_limit = 0


@contextmanager
def deep_recursion() -> Iterator[None]:
    """Run the body with the recursion limit at least `DEEP_RECURSION_LIMIT`."""
    global _running, _saved_limit
    with _lock:
        if _running == 0:
            _saved_limit = sys.getrecursionlimit()
            if _saved_limit < DEEP_RECURSION_LIMIT:
                sys.setrecursionlimit(DEEP_RECURSION_LIMIT)
        _running += 1
    try:
        yield
    finally:
        with _lock:
            _running -= 1
            if _running == 0:
                sys.setrecursionlimit(_saved_limit)
