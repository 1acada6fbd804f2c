"""Source positions for the few nodes a file reports, without a whole-tree metadata pass.

libcst's PositionProvider records a range for every node (about 2.6x the parse here). We
only need ranges for reported nodes, so we run codegen with a state that counts
characters and remembers offsets for the requested nodes, stopping after the last
top-level statement that holds one.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field

import libcst as cst
from libcst._nodes.internal import CodegenState


@dataclass(frozen=True)
class Span:
    """1-based lines, 1-based character columns; end is exclusive."""

    line: int
    column: int
    end_line: int
    end_column: int


@dataclass(frozen=False)
class _OffsetState(CodegenState):
    targets: frozenset[int] = frozenset()
    offset: int = 0
    found: dict[int, tuple[int, int]] = field(default_factory=dict)
    _starts: dict[int, int] = field(default_factory=dict)

    def add_indent_tokens(self) -> None:
        for token in self.indent_tokens:
            self.offset += len(token)

    def add_token(self, value: str) -> None:
        self.offset += len(value)

    def pop_trailing_newline(self) -> None:  # only used at the very end of a module
        pass

    def before_codegen(self, node: cst.CSTNode) -> None:
        if id(node) in self.targets:
            self._starts[id(node)] = self.offset

    def after_codegen(self, node: cst.CSTNode) -> None:
        key = id(node)
        if key in self.targets and key in self._starts:
            self.found[key] = (self._starts.pop(key), self.offset)


class PositionIndex:
    """Turns node identities into spans for one module and its source text."""

    def __init__(self, module: cst.Module, source: str) -> None:
        self._module = module
        self._source = source
        self._line_starts = [0]
        newline = source.find("\n")
        while newline >= 0:
            self._line_starts.append(newline + 1)
            newline = source.find("\n", newline + 1)

    def spans(self, nodes: list[cst.CSTNode], last_statement: int) -> dict[int, Span]:
        """Spans of `nodes`, all of which lie in top-level statements up to `last_statement`."""
        module = self._module
        state = _OffsetState(
            default_indent=module.default_indent,
            default_newline=module.default_newline,
            targets=frozenset(id(n) for n in nodes),
        )
        for header_line in module.header:
            header_line._codegen(state)
        for stmt in module.body[: last_statement + 1]:
            stmt._codegen(state)
        return {key: self._span(start, end) for key, (start, end) in state.found.items()}

    def _span(self, start: int, end: int) -> Span:
        src = self._source
        start = self._skip_leading_trivia(start, end)
        while end > start and src[end - 1] in " \t\r\n\\":
            end -= 1
        line, col = self.line_col(start)
        end_line, end_col = self.line_col(end)
        return Span(line, col, end_line, end_col)

    def _skip_leading_trivia(self, start: int, end: int) -> int:
        # Statements own their leading blank and comment lines; a report starts at code.
        src = self._source
        while start < end:
            ch = src[start]
            if ch in " \t\r\n\\\f":
                start += 1
            elif ch == "#":
                newline = src.find("\n", start, end)
                start = end if newline < 0 else newline + 1
            else:
                break
        return start

    def line_col(self, offset: int) -> tuple[int, int]:
        line = bisect.bisect_right(self._line_starts, offset) - 1
        return line + 1, offset - self._line_starts[line] + 1

    def line_text(self, line: int) -> str:
        start = self._line_starts[line - 1]
        end = self._line_starts[line] if line < len(self._line_starts) else len(self._source)
        return self._source[start:end].rstrip("\r\n")
