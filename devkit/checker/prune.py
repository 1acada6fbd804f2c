"""Blanking the definitions of a module that cannot hold a finding, line for line.

A framework's own modules (and large servers) define hundreds of functions of which a
handful take a context. libcst's parse is most of a check's cost and grows with the text,
so before the full analysis of a file whose tools take their context by annotation, the
definitions that cannot matter are replaced by empty lines. Every other line keeps its
number and its columns, so findings, related locations and fixes are positioned exactly as
on the whole file.

A definition is kept when it holds a function taking a context, calls a framework function
read like a member (`get_access_token()`), is a class a framework gives the context to by
its base, is a class keeping a context on `self` (or a subclass of one: every method may
read it), or is named (as a name or an attribute) by anything kept: helpers, methods called
through `self`, decorators. Statements other than definitions are always kept.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterable, Sequence

from ..lines import split_lines

Definition = ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef
MIN_SAVED_LINES = 20  # below this, blanking costs more than the parse it saves


def _first_line(node: Definition) -> int:
    return min([node.lineno, *(d.lineno for d in node.decorator_list)])


def _spans(node: ast.AST, lines: Sequence[int]) -> bool:
    start = _first_line(node) if isinstance(node, Definition) else getattr(node, "lineno", 0)
    end = getattr(node, "end_lineno", None) or start
    return any(start <= line <= end for line in lines)


def _referenced(nodes: Iterable[ast.AST]) -> set[str]:
    names: set[str] = set()
    for node in nodes:
        for inner in ast.walk(node):
            if isinstance(inner, ast.Name):
                names.add(inner.id)
            elif isinstance(inner, ast.Attribute):
                names.add(inner.attr)
    return names


def _holds_context(node: ast.ClassDef, anchor_lines: Sequence[int]) -> bool:
    """Whether a class keeps a context on `self`: an attribute annotated with it, or a method
    taking one that stores a name on `self` (`self.ctx = ctx`, or an alias of it)."""
    for member in node.body:
        if isinstance(member, ast.AnnAssign) and _spans(member, anchor_lines):
            return True
        if not isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        if not member.args.args or not _spans(member, anchor_lines):
            continue
        self_name = member.args.args[0].arg
        for inner in ast.walk(member):
            if (
                isinstance(inner, ast.Assign)
                and isinstance(inner.value, ast.Name)
                and inner.value.id != self_name
                and any(
                    isinstance(t, ast.Attribute)
                    and isinstance(t.value, ast.Name)
                    and t.value.id == self_name
                    for t in inner.targets
                )
            ):
                return True
    return False


def pruned_source(
    text: str,
    tree: ast.Module,
    anchor_lines: Sequence[int],
    is_framework_class: Callable[[ast.ClassDef], bool],
) -> str | None:
    """`text` with the definitions that cannot hold a finding blanked, or None if that
    would save too little. `anchor_lines` are the lines of context parameters and member
    function calls; `is_framework_class` says a class is given the context by its base."""
    # Candidates for blanking: top-level definitions, and the methods of top-level classes
    # that are not framework classes (their attributes and other statements stay).
    kept: list[ast.AST] = []
    pending: dict[str, list[Definition]] = {}

    def consider(node: ast.stmt) -> None:
        if not isinstance(node, Definition) or _spans(node, anchor_lines):
            kept.append(node)
        else:
            pending.setdefault(node.name, []).append(node)

    holding: set[str] = set()  # classes keeping the context on `self`, and their subclasses
    for stmt in tree.body:
        if isinstance(stmt, ast.ClassDef) and is_framework_class(stmt):
            kept.append(stmt)  # given the context by its base: a tool, whatever it holds
        elif isinstance(stmt, ast.ClassDef) and (
            _holds_context(stmt, anchor_lines) or _referenced(stmt.bases) & holding
        ):
            kept.append(stmt)  # any method may read what one stored: `self.ctx.x`
            holding.add(stmt.name)
        elif isinstance(stmt, ast.ClassDef):
            # The class line itself (bases, decorators, keywords) stays with the class.
            kept.extend([*stmt.bases, *stmt.keywords, *stmt.decorator_list])
            for member in stmt.body:
                consider(member)
        else:
            consider(stmt)
    names = _referenced(kept)
    while True:
        woken = [d for name in names & pending.keys() for d in pending.pop(name)]
        if not woken:
            break
        names |= _referenced(woken)
    blanked = [d for group in pending.values() for d in group]
    lines = split_lines(text, keepends=True)
    empty = {i for d in blanked for i in range(_first_line(d) - 1, d.end_lineno or d.lineno)}
    if len(empty) < MIN_SAVED_LINES:
        return None
    # A class whose members are all blanked needs a body: `pass` on its first blank line.
    filler: dict[int, str] = {}
    for stmt in tree.body:
        if isinstance(stmt, ast.ClassDef) and stmt.lineno - 1 not in empty:
            members = [_first_line(m) if isinstance(m, Definition) else m.lineno for m in stmt.body]
            if all(line - 1 in empty for line in members):
                first = stmt.body[0]
                filler[members[0] - 1] = " " * first.col_offset + "pass"
    out = []
    for i, line in enumerate(lines):
        if i in empty:
            ending = line[len(line.rstrip("\r\n")) :]
            out.append(filler.get(i, "") + ending)
        else:
            out.append(line)
    return "".join(out)
