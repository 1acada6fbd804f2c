"""A regex tokenizer for the little the checker needs before (or beside) libcst.

It knows comments, every string literal form, brackets, line continuations and newlines;
everything else is skipped. Used to find top-level statement starts (positions) and to
spot shapes that would make libcst's native parser overflow its stack (guard).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

TOKENS = re.compile(
    r"""
    (?P<comment>\#[^\r\n]*)
  | (?P<string>[rRbBuUfF]{0,3}(?:\"\"\"(?:[^"\\]|\\.|"(?!""))*\"\"\"|'''(?:[^'\\]|\\.|'(?!''))*'''
        |"(?:[^"\\\r\n]|\\.)*"|'(?:[^'\\\r\n]|\\.)*'))
  | (?P<open>[(\[{])
  | (?P<close>[)\]}])
  | (?P<cont>\\\r?\n)
  | (?P<newline>\r?\n)
    """,
    re.VERBOSE | re.DOTALL,
)


@dataclass(frozen=True)
class Shape:
    max_depth: int  # deepest bracket nesting
    longest_logical_line: int  # characters, brackets and continuations joined


def shape(source: str) -> Shape:
    return _scan(source)[0]


def statement_starts(source: str) -> list[int]:
    """Offsets where top-level statements begin: their first decorator, or their first code line.

    Indented lines, blank and comment lines, and the `else`/`except`/... clauses of the
    statement above do not start a statement.
    """
    return list(_scan(source)[1])


_CLAUSE = re.compile(r"(?:else|elif|except|finally)\b")


# One check asks for both on the same text several times (guard, incremental parse,
# positions): the text is scanned once.
@functools.lru_cache(maxsize=4)
def _scan(source: str) -> tuple[Shape, tuple[int, ...]]:
    starts: list[int] = []
    pending: int | None = None  # start of decorators waiting for their def/class

    def logical_line(start: int) -> None:
        nonlocal pending
        if start >= len(source):
            return
        first = source[start]
        if first in " \t\f\r\n#" or _CLAUSE.match(source, start):
            return
        if first == "@":
            pending = start if pending is None else pending
            return
        starts.append(pending if pending is not None else start)
        pending = None

    depth = max_depth = 0
    line_start = longest = 0
    for match in TOKENS.finditer(source):
        kind = match.lastgroup
        if kind == "open":
            depth += 1
            if depth > max_depth:
                max_depth = depth
        elif kind == "close":
            depth = max(0, depth - 1)
        elif kind == "newline" and depth == 0:
            longest = max(longest, match.start() - line_start)
            logical_line(line_start)
            line_start = match.end()
    logical_line(line_start)
    return Shape(max_depth, max(longest, len(source) - line_start)), tuple(starts)
