"""Statements inside a top-level statement: where each starts, and their code checked
against the source.

Positions (finding a node by generating only its innermost statement) and the editor's
incremental parser (re-parsing only the nested statement an edit touched) both need to
know where a nested statement's code begins without generating everything before it.
libcst nodes carry no positions, so this numbers the logical lines a statement's code has
in source order (decorators, headers, `elif`/`else`/`except`/`finally`/`case` clause lines,
simple statement lines); the scanner (`scan.logical_line_starts`) finds where the n-th
logical line starts in the text. Every token generated from there is compared with the
source (`CheckedState`), so a count that went wrong is noticed, never trusted.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import cast

import libcst as cst
from libcst._nodes.internal import CodegenState

from .walk import COMPOUND_STATEMENTS

# A nested statement: the node, the index of its first logical line within its top-level
# statement, and the indentation of the block it is in (outermost first).
StatementStart = tuple[cst.CSTNode, int, tuple[str, ...]]


class Done(Exception):
    """Raised inside codegen once every requested node of a statement is found."""


class Mismatch(Exception):
    """Raised when generated code differs from the source: the start offset was wrong."""


@dataclass(frozen=False)
class OffsetState(CodegenState):
    """Codegen that counts characters and records where the target nodes start and end."""

    targets: frozenset[int] = frozenset()
    offset: int = 0
    found: dict[int, tuple[int, int]] = field(default_factory=dict)
    remaining: int = -1  # stop when this many more targets are found; -1: never
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
            self.remaining -= 1
            if self.remaining == 0:
                raise Done


@dataclass(frozen=False)
class CheckedState(OffsetState):
    """An `OffsetState` that compares every token with the source as it goes."""

    source: str = ""
    stop_before: int = 0  # the id of a node to stop at (its code not generated)

    def add_indent_tokens(self) -> None:
        for token in self.indent_tokens:
            self.add_token(token)

    def before_codegen(self, node: cst.CSTNode) -> None:
        if id(node) == self.stop_before:
            raise Done
        super().before_codegen(node)

    def add_token(self, value: str) -> None:
        if not self.source.startswith(value, self.offset):
            raise Mismatch
        self.offset += len(value)


def generate_checked(
    node: cst.CSTNode,
    module: cst.Module,
    source: str,
    offset: int,
    indents: tuple[str, ...],
    targets: frozenset[int] = frozenset(),
    stop_before: cst.CSTNode | None = None,
) -> CheckedState | None:
    """Generate `node` (in a block indented by `indents`) as if it started at `offset` of
    `source`, up to `stop_before` if given: the state, with where the targets are and where
    the code ended; None when the code differs from the source."""
    state = CheckedState(
        stop_before=id(stop_before) if stop_before is not None else 0,
        default_indent=module.default_indent,
        default_newline=module.default_newline,
        targets=targets,
        offset=offset,
        remaining=len(targets) or -1,
        source=source,
    )
    state.indent_tokens = list(indents)
    try:
        node._codegen(state)
    except Done:
        pass
    except Mismatch:
        return None
    return state


def generation_start(node: cst.CSTNode, code: int, line_starts: Sequence[int]) -> int | None:
    """Where generating `node` starts (its leading blank and comment lines included), given
    the offset `code` of its first line's code; None when that is before the text."""
    row = bisect.bisect_right(line_starts, code) - 1 - len(node.leading_lines)  # type: ignore[attr-defined]
    return line_starts[row] if row >= 0 else None


def statement_lines(top: cst.CSTNode, default_indent: str) -> dict[int, StatementStart]:
    """Every statement in `top` (itself included) that generation can start at, by id."""
    numbering = _Numbering(default_indent)
    numbering.statement(top, (), 0)
    return numbering.found


class _Numbering:
    """Numbers logical lines in source order, recording where each statement starts."""

    def __init__(self, default_indent: str) -> None:
        self.default_indent = default_indent
        self.found: dict[int, StatementStart] = {}

    def statement(self, node: cst.CSTNode, indents: tuple[str, ...], count: int) -> int:
        """Number the lines of `node` from `count` on; returns the next number."""
        if type(node) is cst.SimpleStatementLine:
            self.found[id(node)] = (node, count, indents)
            return count + 1
        if type(node) not in COMPOUND_STATEMENTS:
            return count
        self.found[id(node)] = (node, count, indents)
        if type(node) is cst.FunctionDef or type(node) is cst.ClassDef:
            count += len(node.decorators)  # type: ignore[attr-defined]
        count += 1  # the header line
        if type(node) is not cst.Match:  # a match's own lines are its cases
            count = self.suite(cast(cst.BaseCompoundStatement, node).body, indents, count)
        return self.clauses(node, indents, count)

    def clauses(self, node: cst.CSTNode, indents: tuple[str, ...], count: int) -> int:
        """The `elif`/`else`/`except`/`finally`/`case` lines and their suites (an `elif` is
        not recorded: it cannot be generated alone)."""
        for clause in _clauses(node):
            count = self.suite(clause.body, indents, count + 1)  # type: ignore[attr-defined]
            if type(clause) is cst.If:
                count = self.clauses(clause, indents, count)
        return count

    def suite(self, suite: cst.BaseSuite, indents: tuple[str, ...], count: int) -> int:
        if type(suite) is cst.IndentedBlock:
            indent = self.default_indent if suite.indent is None else suite.indent
            for stmt in suite.body:
                count = self.statement(stmt, (*indents, indent), count)
        return count  # a suite on its clause's line adds no line


def _clauses(node: cst.CSTNode) -> list[cst.CSTNode]:
    kind = type(node)
    if kind is cst.If or kind is cst.For or kind is cst.While:
        orelse = node.orelse  # type: ignore[attr-defined]
        return [orelse] if orelse is not None else []
    if kind is cst.Try or kind is cst.TryStar:
        handled = cast(cst.Try | cst.TryStar, node)
        tail = [c for c in (handled.orelse, handled.finalbody) if c is not None]
        return [*handled.handlers, *tail]
    if kind is cst.Match:
        return list(cast(cst.Match, node).cases)
    return []


_HOLDS_BLOCKS = (
    cst.BaseCompoundStatement,
    cst.IndentedBlock,
    cst.Else,
    cst.ExceptHandler,
    cst.ExceptStarHandler,
    cst.Finally,
    cst.MatchCase,
)


def replaced(node: cst.CSTNode, old: cst.CSTNode, new: cst.CSTNode) -> cst.CSTNode | None:
    """`node` with the statement `old` (somewhere in its blocks) replaced by `new`; only the
    nodes on the way down are rebuilt. None when `old` is not in `node`'s blocks."""
    if node is old:
        return new
    if not isinstance(node, _HOLDS_BLOCKS):
        return None
    if type(node) is cst.IndentedBlock:
        for i, stmt in enumerate(node.body):
            found = replaced(stmt, old, new)
            if found is not None:
                return node.with_changes(body=[*node.body[:i], found, *node.body[i + 1 :]])
        return None
    for name in ("body", "orelse", "handlers", "finalbody", "cases"):
        value = getattr(node, name, None)
        if isinstance(value, (list, tuple)):
            for i, item in enumerate(value):
                found = replaced(item, old, new)
                if found is not None:
                    return node.with_changes(**{name: [*value[:i], found, *value[i + 1 :]]})
        elif isinstance(value, cst.CSTNode):
            found = replaced(value, old, new)
            if found is not None:
                return node.with_changes(**{name: found})
    return None
