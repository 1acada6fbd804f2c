"""Documents whose lines are counted as the protocol counts them.

pygls numbers lines with `str.splitlines`, which also breaks at `\\f`, `\\v`, `\\x85`,
U+2028 and more; the editor does not. A comment holding one of these would then put every
later edit a line off (reported upstream as a pygls issue). Our documents break lines at
`\\n`, `\\r\\n` and `\\r` only, like the client, the checker and Python's tokenizer.
"""

from __future__ import annotations

from collections.abc import Sequence

from pygls.workspace import TextDocument

from devkit.lines import split_lines


def _lines(self: TextDocument) -> Sequence[str]:
    # Read once per finding while diagnostics are converted: split once per text.
    source = self.source
    cached = getattr(self, "_protocol_lines", None)
    if cached is not None and cached[0] is source:
        return cached[1]
    lines = tuple(split_lines(source, keepends=True))
    self._protocol_lines = (source, lines)  # type: ignore[attr-defined]
    return lines


def line_widths(doc: TextDocument) -> tuple[tuple[int, ...], tuple[bool, ...]]:
    """Per line: its length without the line break, and whether it is all ASCII (where code
    points, UTF-16 units and UTF-8 bytes count alike). Computed once per text."""
    lines = doc.lines
    cached = getattr(doc, "_line_widths", None)
    if cached is not None and cached[0] is lines:
        return cached[1]
    widths = (
        tuple(len(line.rstrip("\r\n")) for line in lines),
        tuple(line.isascii() for line in lines),
    )
    doc._line_widths = (lines, widths)  # type: ignore[attr-defined]
    return widths


def use_protocol_lines() -> None:
    TextDocument.lines = property(_lines)  # type: ignore[method-assign,assignment]
