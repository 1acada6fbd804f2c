"""Source positions for the few nodes a file reports, without a whole-tree metadata pass.

libcst's PositionProvider records a range for every node (about 2.6x the parse here). We
only need ranges for reported nodes, so we run codegen with a state that counts
characters and remembers offsets for the requested nodes. Codegen runs only over the
top-level statements that hold a reported node, and stops inside each one as soon as its
nodes are found. Where each top-level statement starts comes from a regex scan of the
source (strings, brackets, continuations); if that scan disagrees with libcst's view of
the module, we fall back to generating everything from the top.

Inside a long statement (a tool function), a node the flow walk saw comes with the
innermost statement holding it (`owners`). Only that statement is generated: its first
line is found by counting logical lines (`scan.logical_line_starts`) against the
statements and clause lines libcst has before it, and every token generated is compared
with the source, so a count that went wrong falls back to the whole statement rather
than giving a wrong position.
"""

from __future__ import annotations

import bisect
import contextlib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import libcst as cst

from ..lines import line_starts
from .nested import (
    Done,
    OffsetState,
    StatementStart,
    generate_checked,
    generation_start,
    statement_lines,
)
from .reuse import Reuse
from .scan import logical_line_starts, statement_starts

# First characters a compound statement's own line can start with.
_LINE_BREAK = re.compile(r"\r\n?|\n")
_LONE_CR = re.compile(r"\r(?!\n)")
_FIRST_CHARS: dict[type, str] = {
    cst.FunctionDef: "da@",
    cst.ClassDef: "c@",
    cst.If: "i",
    cst.For: "fa",
    cst.While: "w",
    cst.Try: "t",
    cst.TryStar: "t",
    cst.With: "wa",
    cst.Match: "m",
}


@dataclass(frozen=True)
class Span:
    """1-based lines, 1-based character columns; end is exclusive."""

    line: int
    column: int
    end_line: int
    end_column: int


class PositionIndex:
    """Turns node identities into spans for one module and its source text."""

    def __init__(self, module: cst.Module, source: str) -> None:
        self._module = module
        self._source = source
        self._line_starts = line_starts(source)

    def spans(
        self,
        by_statement: Mapping[int, Sequence[cst.CSTNode]],
        reuse: Reuse | None = None,
        owners: Mapping[int, cst.CSTNode] | None = None,
    ) -> dict[int, Span]:
        """Spans of the given nodes, grouped by the top-level statement holding each.

        With `reuse` (an editor's document), the offsets found in an unchanged statement
        are kept relative to its start and reused: only edited statements are generated.
        `owners` names the innermost statement of some nodes (by id): only it is generated.
        """
        wanted = {id(n) for nodes in by_statement.values() for n in nodes}
        found: dict[int, tuple[int, int]] = {}
        starts = self._statement_offsets()
        if starts is not None:
            for index in sorted(by_statement):
                if 0 <= index < len(starts):
                    found.update(
                        self._statement(
                            index, starts[index], by_statement[index], reuse, owners or {}
                        )
                    )
        if not wanted <= found.keys():
            found = self._codegen_all(frozenset(wanted))
        return {key: self._span(start, end) for key, (start, end) in found.items()}

    def _statement(
        self,
        index: int,
        offset: int,
        nodes: Sequence[cst.CSTNode],
        reuse: Reuse | None,
        owners: Mapping[int, cst.CSTNode],
    ) -> dict[int, tuple[int, int]]:
        statement = self._module.body[index]
        ids = {id(n) for n in nodes}
        if reuse is not None:
            known = reuse.offsets(statement, ids)
            if known is not None:
                return {k: (s + offset, e + offset) for k, (s, e) in known.items() if k in ids}
        found = self._codegen_owned(index, offset, nodes, owners)
        if reuse is not None and ids <= found.keys():
            reuse.keep_offsets(
                statement, {k: (s - offset, e - offset) for k, (s, e) in found.items()}
            )
        return found

    def _state(self, targets: frozenset[int], offset: int = 0) -> OffsetState:
        return OffsetState(
            default_indent=self._module.default_indent,
            default_newline=self._module.default_newline,
            targets=targets,
            offset=offset,
            remaining=len(targets),
        )

    def _codegen_statement(
        self, index: int, offset: int, nodes: Sequence[cst.CSTNode]
    ) -> dict[int, tuple[int, int]]:
        state = self._state(frozenset(id(n) for n in nodes), offset)
        with contextlib.suppress(Done):
            self._module.body[index]._codegen(state)
        return state.found

    def _codegen_owned(
        self,
        index: int,
        offset: int,
        nodes: Sequence[cst.CSTNode],
        owners: Mapping[int, cst.CSTNode],
    ) -> dict[int, tuple[int, int]]:
        """Generate only the innermost statement of each node whose owner is known; the rest
        (and any whose owner's code did not line up) from the top-level statement."""
        groups: dict[int, tuple[cst.CSTNode, list[cst.CSTNode]]] = {}
        for node in nodes:
            owner = owners.get(id(node))
            if owner is None and isinstance(
                node, (cst.SimpleStatementLine, cst.BaseCompoundStatement)
            ):
                owner = node  # a fix that replaces a statement
            if owner is not None and owner is not self._module.body[index]:
                groups.setdefault(id(owner), (owner, []))[1].append(node)
        if not groups:
            return self._codegen_statement(index, offset, nodes)
        lines = statement_lines(self._module.body[index], self._module.default_indent)
        wanted = {id(owner): lines.get(id(owner)) for owner, _ in groups.values()}
        last = max((start[1] for start in wanted.values() if start is not None), default=-1)
        code_starts = logical_line_starts(self._source, offset, last + 1)
        found: dict[int, tuple[int, int]] = {}
        for owner, group in groups.values():
            start = wanted[id(owner)]
            if start is not None and start[1] < len(code_starts):
                found.update(self._codegen_nested(start, code_starts[start[1]], group))
        rest = [n for n in nodes if id(n) not in found]
        if rest:
            found.update(self._codegen_statement(index, offset, rest))
        return found

    def _codegen_nested(
        self, start: StatementStart, code: int, nodes: list[cst.CSTNode]
    ) -> dict[int, tuple[int, int]]:
        """Generate the statement `start` names, whose first line's code is at offset `code`,
        checking each token against the source; nothing when they differ."""
        owner, _, indents = start
        begin = generation_start(owner, code, self._line_starts)
        if begin is None:
            return {}
        targets = frozenset(id(n) for n in nodes)
        state = generate_checked(owner, self._module, self._source, begin, indents, targets)
        return state.found if state is not None else {}

    def _codegen_all(self, targets: frozenset[int]) -> dict[int, tuple[int, int]]:
        state = self._state(targets)
        try:
            for header_line in self._module.header:
                header_line._codegen(state)
            for stmt in self._module.body:
                stmt._codegen(state)
        except Done:
            pass
        return state.found

    def _statement_offsets(self) -> list[int] | None:
        """Offset where each top-level statement's code (leading lines included) starts.

        None when the scan does not line up with libcst's statements (odd newlines,
        syntax newer than the scanner knows); callers then generate everything.
        """
        source = self._source
        if "\r" in source and _LONE_CR.search(source):
            return None  # the scan ends lines at `\n` and `\r\n` only, as old Mac files do not
        starts = statement_starts(source)
        body = self._module.body
        if len(starts) != len(body):
            return None
        offsets = []
        for stmt, start in zip(body, starts, strict=True):
            expected = _FIRST_CHARS.get(type(stmt))
            if expected is not None and source[start] not in expected:
                return None
            line = bisect.bisect_right(self._line_starts, start) - len(stmt.leading_lines)
            if line < 1:
                return None
            offsets.append(self._line_starts[line - 1])
        return offsets

    def _span(self, start: int, end: int) -> Span:
        src = self._source
        # Codegen ends the last line with a newline even when the file has none.
        end = min(end, len(src))
        start = self._skip_leading_trivia(min(start, end), end)
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
                newline = _LINE_BREAK.search(src, start, end)  # `\r` alone ends a line too
                start = end if newline is None else newline.end()
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
