"""Line splitting as the protocol counts lines, whichever path (C or regex) computes it."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from devkit.lines import line_starts, split_lines

_BREAK = re.compile(r"\r\n|\r|\n")
# Every character `str.splitlines` treats as a line break, and some that are not.
_PIECES = st.sampled_from(
    ("a", " ", "é", "\n", "\r", "\r\n", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028")
)


def _reference_lines(text: str, keepends: bool) -> list[str]:
    lines, start = [], 0
    for match in _BREAK.finditer(text):
        lines.append(text[start : match.end() if keepends else match.start()])
        start = match.end()
    if start < len(text):
        lines.append(text[start:])
    return lines


@given(st.lists(_PIECES, max_size=30).map("".join), st.booleans())
def test_lines_break_at_newlines_only(text: str, keepends: bool) -> None:
    assert split_lines(text, keepends) == _reference_lines(text, keepends)
    assert line_starts(text) == (0, *(m.end() for m in _BREAK.finditer(text)))


def test_a_form_feed_or_line_separator_does_not_start_a_line() -> None:
    assert split_lines("a\x0cb\nc\u2028d") == ["a\x0cb", "c\u2028d"]
    assert line_starts("a\x0cb\r\nc") == (0, 5)
    assert split_lines("x\r\ny\n", keepends=True) == ["x\r\n", "y\n"]
    assert line_starts("") == (0,) and line_starts("x") == (0,)
