"""Lines as the Language Server Protocol and Python's tokenizer count them.

Only `\\n`, `\\r\\n` and `\\r` end a line. `str.splitlines` also splits on `\\f`, `\\v`,
`\\x1c`-`\\x1e`, `\\x85`, U+2028 and U+2029: text that holds one of these (in a comment, a
string) would put every later line one off between the editor, the document store and
the checker. Everything that numbers lines uses these functions instead.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import accumulate

_BREAK = re.compile(r"\r\n|\r|\n")
# What `str.splitlines` breaks at besides `\n`, `\r\n` and `\r`.
_OTHER_BREAKS = re.compile(r"[\x0b\x0c\x1c-\x1e\x85\u2028\u2029]")


def _only_line_breaks(text: str) -> bool:
    """Whether `str.splitlines` cuts `text` exactly where the protocol does (fast: an
    ASCII text is known as such without a scan, and `in` is a memchr)."""
    if text.isascii():
        return not any(c in text for c in "\x0b\x0c\x1c\x1d\x1e")
    return _OTHER_BREAKS.search(text) is None


def split_lines(text: str, keepends: bool = False) -> list[str]:
    """`text` cut into lines at `\\n`, `\\r\\n` and `\\r` only (like `splitlines` otherwise)."""
    if _only_line_breaks(text):
        return text.splitlines(keepends)  # the same cut, in C (an editor splits per edit)
    lines: list[str] = []
    start = 0
    for match in _BREAK.finditer(text):
        lines.append(text[start : match.end() if keepends else match.start()])
        start = match.end()
    if start < len(text):
        lines.append(text[start:])
    return lines


# The last text's line starts: one check asks for them more than once (positions,
# suppressions), and an editor's document is a long text checked at every edit.
_last: tuple[str, tuple[int, ...]] = ("", (0,))


def line_starts(text: str) -> tuple[int, ...]:
    """Offset of the first character of every line (the first is 0)."""
    global _last
    last = _last
    if last[0] is text:
        return last[1]
    if _only_line_breaks(text):
        starts = [0, *accumulate(map(len, text.splitlines(True)))]
        if text and not text.endswith(("\n", "\r")):
            starts.pop()  # the end of a last line that has no break starts nothing
    else:
        starts = [0, *(m.end() for m in _BREAK.finditer(text))]
    found = tuple(starts)
    _last = (text, found)  # (one assignment: another thread reads the old or the new pair)
    return found


def line_at(text: str, starts: Sequence[int], number: int) -> str:
    """Line `number` (1-based) of `text`, without its break; `starts` are its line starts."""
    end = starts[number] if number < len(starts) else len(text)
    return text[starts[number - 1] : end].rstrip("\r\n")
