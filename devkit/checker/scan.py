"""A regex tokenizer for the little the checker needs before (or beside) libcst.

It knows comments, every string literal form, brackets, line continuations and newlines;
everything else is skipped. Used to find top-level statement starts (positions) and to
spot shapes that would make libcst's native parser overflow its stack (guard).
"""

from __future__ import annotations

import bisect
import itertools
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
    `stop_at` said to stop (not included), whether every quote made a string).

    Hot: every file checked is scanned. The segment being extended is kept in locals and
    written to `segments` when the next statement starts, and each logical line is
    accounted in the loop, where most of them only raise the current segment's maxima."""
    starts: list[int] = []
    segments: list[tuple[int, int]] = []
    size = len(source)
    head_depth = head_length = 0  # the lines before the first statement
    depth_now = length_now = 0  # the last statement's segment, once `opened`
    opened = False
    pending = -1  # start of decorators waiting for their def/class (-1: none)
    pending_depth = pending_length = 0  # their nesting and length, for the segment they begin
    clause = _CLAUSE.match
    depth = line_depth = 0
    line_start = begin
    exact = True
    met: int | None = None
    for match in itertools.chain(TOKENS.finditer(source, begin), _END):
        if match is not None:
            kind = match.lastgroup
            if kind != "newline":
                if kind == "pair":
                    if depth >= line_depth:
                        line_depth = depth + 1
                elif kind == "open":
                    depth += 1
                    if depth > line_depth:
                        line_depth = depth
                elif kind == "close":
                    if depth:
                        depth -= 1
                elif kind == "string":
                    text = match.group()
                    if text[-2:] in _EMPTY and source.startswith(text[-1], match.end()):
                        exact = False  # `"""` that never closes, read as `""` and `"...`
                elif kind == "stray":
                    exact = False
                continue
            if depth:
                continue  # inside brackets: the logical line goes on
            length = match.start() - line_start
        else:
            length = size - line_start  # the last logical line, to the end of the text
        # One logical line, `line_depth` deep: it starts a statement, or belongs to the one
        # above (indented, blank, a comment, an `else:`), or is a decorator of the next.
        first = source[line_start] if line_start < size else ""
        if not first or first in " \t\f\r\n#" or clause(source, line_start):
            if pending >= 0:
                pending_depth = max(pending_depth, line_depth)
                pending_length = max(pending_length, length)
            elif opened:
                if line_depth > depth_now:
                    depth_now = line_depth
                if length > length_now:
                    length_now = length
            else:
                head_depth = max(head_depth, line_depth)
                head_length = max(head_length, length)
        elif first == "@":
            if pending < 0:
                pending, pending_depth, pending_length = line_start, line_depth, length
            else:
                pending_depth = max(pending_depth, line_depth)
                pending_length = max(pending_length, length)
        else:
            found = line_start
            if pending >= 0:
                found = pending
                line_depth = max(pending_depth, line_depth)
                length = max(pending_length, length)
                pending, pending_depth, pending_length = -1, 0, 0
            if stop_at is not None and stop_at(found):
                met = found
                break
            if opened:
                segments.append((depth_now, length_now))
            starts.append(found)
            depth_now, length_now, opened = line_depth, length, True
        if match is not None:
            line_start, line_depth = match.end(), 0
    else:
        if pending >= 0:  # decorators with nothing after them
            if opened:
                depth_now = max(depth_now, pending_depth)
                length_now = max(length_now, pending_length)
            else:
                head_depth = max(head_depth, pending_depth)
                head_length = max(head_length, pending_length)
    if opened:
        segments.append((depth_now, length_now))
    return starts, segments, (head_depth, head_length), met, exact


_END = (None,)  # after the last token: the last logical line, however it ends


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
