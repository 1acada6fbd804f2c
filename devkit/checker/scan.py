"""A regex tokenizer for the little the checker needs before (or beside) libcst.

It knows comments, every string literal form, brackets, line continuations and newlines;
everything else is skipped. Used to find top-level statement starts (positions) and to
spot shapes that would make libcst's native parser overflow its stack (guard).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable
from dataclasses import dataclass

# The lookahead lets the regex engine skip to the next character that can start a token
# (most of a file is names and spaces); a string's prefix letters (`rb"..."`) do not change
# where it ends, so they are skipped with the rest. `pair` is a bracket pair with nothing
# inside that the scan cares about (`len(x)`): one token instead of two.
TOKENS = re.compile(
    r"""
    (?=[\#"'()\[\]{}\\\r\n])
    (?:
      (?P<newline>\r?\n)
    | (?P<pair>\([^()\[\]{}\#"'\\\r\n]*\)|\[[^()\[\]{}\#"'\\\r\n]*\])
    | (?P<open>[(\[{])
    | (?P<close>[)\]}])
    | (?P<string>\"\"\"(?:[^"\\]|\\.|"(?!""))*\"\"\"|'''(?:[^'\\]|\\.|'(?!''))*'''
        |"(?:[^"\\\r\n]|\\.)*"|'(?:[^'\\\r\n]|\\.)*')
    | (?P<comment>\#[^\r\n]*)
    | (?P<cont>\\\r?\n)
    | (?P<stray>["'])
    )
    """,
    re.VERBOSE | re.DOTALL,
)


@dataclass(frozen=True)
class Shape:
    max_depth: int  # deepest bracket nesting
    longest_logical_line: int  # characters, brackets and continuations joined


def shape(source: str) -> Shape:
    return scanned(source).shape


def statement_starts(source: str) -> list[int]:
    """Offsets where top-level statements begin: their first decorator, or their first code line.

    Indented lines, blank and comment lines, and the `else`/`except`/... clauses of the
    statement above do not start a statement.
    """
    return list(scanned(source).starts)


_EMPTY = ('""', "''")
_CLAUSE = re.compile(r"(?:else|elif|except|finally)\b")


@dataclass(frozen=True)
class Scanned:
    """One text's statement starts, and per statement the deepest bracket nesting and the
    longest logical line of its lines (decorators included); `head`: the lines before the
    first statement."""

    text: str
    starts: tuple[int, ...]
    segments: tuple[tuple[int, int], ...]
    head: tuple[int, int]
    # False when a quote did not make a string (`"""` never closed): how the text before an
    # edit reads then depends on the text after it, so the next scan starts from scratch.
    exact: bool = True

    @property
    def shape(self) -> Shape:
        parts = (self.head, *self.segments)
        return Shape(max(p[0] for p in parts), max(p[1] for p in parts))


_last: Scanned | None = None


def scanned(source: str) -> Scanned:
    """The scan of `source`. One check asks for it several times (guard, incremental parse,
    positions), and an editor asks after every edit: the last scan is kept, and a new text
    is scanned only from the statement where it starts to differ until the scan meets a
    statement start of the unchanged end again."""
    global _last
    last = _last
    if last is not None and (last.text is source or last.text == source):
        return last
    result = _rescan(last, source) if last is not None and last.exact else None
    _last = result or full_scan(source)
    return _last


def full_scan(source: str) -> Scanned:
    """The scan of `source` from its start, nothing reused (the reference in tests)."""
    starts, segments, head, _, exact = _scan_from(source, 0, None)
    return Scanned(source, tuple(starts), tuple(segments), head, exact)


def common_prefix(a: str, b: str) -> int:
    limit = min(len(a), len(b))
    low, high = 0, limit  # a[:low] == b[:low]; the answer is in [low, high]
    while low < high:
        middle = (low + high + 1) // 2
        if a[low:middle] == b[low:middle]:
            low = middle
        else:
            high = middle - 1
    return low


def common_suffix(a: str, b: str, limit: int) -> int:
    low, high = 0, limit
    while low < high:
        middle = (low + high + 1) // 2
        if a[len(a) - middle : len(a) - low] == b[len(b) - middle : len(b) - low]:
            low = middle
        else:
            high = middle - 1
    return low


def _merge(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
    return max(a[0], b[0]), max(a[1], b[1])


def _rescan(last: Scanned, source: str) -> Scanned | None:
    old = last.text
    prefix = common_prefix(old, source)
    suffix = common_suffix(old, source, min(len(old), len(source)) - prefix)
    i = bisect.bisect_right(last.starts, prefix) - 1
    if i < 0:
        return None  # the change is before the first statement: scan it all
    begin = last.starts[i]
    delta = len(source) - len(old)
    boundary = len(source) - suffix
    old_index = {start: k for k, start in enumerate(last.starts)}

    def meets_old(start: int) -> bool:
        # From a statement start inside the unchanged end on, the rest is the old scan's.
        return start >= boundary and (start - delta) in old_index

    starts, segments, head, met, exact = _scan_from(source, begin, meets_old)
    new_starts = [*last.starts[:i], *starts]
    new_segments = [*last.segments[:i], *segments]
    if i > 0:  # lines at `begin` that no longer start a statement belong to the one above
        new_segments[i - 1] = _merge(new_segments[i - 1], head)
        new_head = last.head
    else:
        new_head = _merge(last.head, head)
    if met is not None:
        k = old_index[met - delta]
        new_starts += [start + delta for start in last.starts[k:]]
        new_segments += last.segments[k:]
    return Scanned(source, tuple(new_starts), tuple(new_segments), new_head, exact)


def _scan_from(
    source: str, begin: int, stop_at: Callable[[int], bool] | None
) -> tuple[list[int], list[tuple[int, int]], tuple[int, int], int | None, bool]:
    """Scan from `begin` (0 or a statement start): (starts, segments, head, the start where
    `stop_at` said to stop (not included), whether every quote made a string)."""
    starts: list[int] = []
    segments: list[tuple[int, int]] = []
    head = (0, 0)
    pending: int | None = None  # start of decorators waiting for their def/class
    pending_lines = (0, 0)  # their nesting and length, for the segment they begin

    def logical_line(start: int, end: int, depth: int) -> int | None:
        """Account for one logical line; the statement start it records, if `stop_at`
        says to stop there."""
        nonlocal pending, pending_lines, head
        line = (depth, end - start)
        first = source[start] if start < len(source) else ""
        if not first or first in " \t\f\r\n#" or _CLAUSE.match(source, start):
            if pending is not None:
                pending_lines = _merge(pending_lines, line)
            elif segments:
                segments[-1] = _merge(segments[-1], line)
            else:
                head = _merge(head, line)
            return None
        if first == "@":
            if pending is None:
                pending, pending_lines = start, line
            else:
                pending_lines = _merge(pending_lines, line)
            return None
        found = pending if pending is not None else start
        opened = _merge(pending_lines, line) if pending is not None else line
        pending, pending_lines = None, (0, 0)
        if stop_at is not None and stop_at(found):
            return found
        starts.append(found)
        segments.append(opened)
        return None

    depth = line_depth = 0
    line_start = begin
    exact = True
    for match in TOKENS.finditer(source, begin):
        kind = match.lastgroup
        if kind == "newline":
            if depth == 0:
                met = logical_line(line_start, match.start(), line_depth)
                if met is not None:
                    return starts, segments, head, met, exact
                line_start, line_depth = match.end(), 0
        elif kind == "pair":
            if depth >= line_depth:
                line_depth = depth + 1
        elif kind == "open":
            depth += 1
            if depth > line_depth:
                line_depth = depth
        elif kind == "close":
            depth = max(0, depth - 1)
        elif kind == "string":
            if match.group()[-2:] in _EMPTY and source.startswith(match.group()[-1], match.end()):
                exact = False  # `"""` that never closes, read as `""` and `"...`
        elif kind == "stray":
            exact = False
    met = logical_line(line_start, len(source), line_depth)
    if pending is not None:  # decorators with nothing after them
        head_or_last = _merge(segments[-1] if segments else head, pending_lines)
        if segments:
            segments[-1] = head_or_last
        else:
            head = head_or_last
    return starts, segments, head, met, exact


_CODE_START = re.compile(r"[ \t\f]*")


def logical_line_starts(source: str, begin: int, count: int) -> list[int]:
    """Offsets of the first code character of the first `count` logical lines from `begin`
    (a line start); blank and comment-only lines are not logical lines. Fewer when the
    text ends first."""
    found: list[int] = []

    def line(start: int, end: int) -> bool:
        code = _CODE_START.match(source, start, end).end()  # type: ignore[union-attr]
        if code < end and source[code] not in "#\r\n":
            found.append(code)
        return len(found) >= count

    depth = 0
    line_start = begin
    for match in TOKENS.finditer(source, begin):
        kind = match.lastgroup
        if kind == "newline":
            if depth == 0:
                if line(line_start, match.start()):
                    return found
                line_start = match.end()
        elif kind == "open":
            depth += 1
        elif kind == "close":
            depth = max(0, depth - 1)
    line(line_start, len(source))
    return found
