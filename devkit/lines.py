"""Lines as the Language Server Protocol and Python's tokenizer count them.

Only `\\n`, `\\r\\n` and `\\r` end a line. `str.splitlines` also splits on `\\f`, `\\v`,
`\\x1c`-`\\x1e`, `\\x85`, U+2028 and U+2029: text that holds one of these (in a comment, a
string) would put every later line one off between the editor, the document store and
the checker. Everything that numbers lines uses these functions instead.
"""

from __future__ import annotations

import re

_BREAK = re.compile(r"\r\n|\r|\n")


def split_lines(text: str, keepends: bool = False) -> list[str]:
    """`text` cut into lines at `\\n`, `\\r\\n` and `\\r` only (like `splitlines` otherwise)."""
    lines: list[str] = []
    start = 0
    for match in _BREAK.finditer(text):
        lines.append(text[start : match.end() if keepends else match.start()])
        start = match.end()
    if start < len(text):
        lines.append(text[start:])
    return lines


def line_starts(text: str) -> list[int]:
    """Offset of the first character of every line (the first is 0)."""
    return [0, *(m.end() for m in _BREAK.finditer(text))]
