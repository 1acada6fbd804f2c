"""The cheap scan before libcst, for files that mention only real frameworks.

Most files of a framework-heavy tree import the framework, so the byte prefilter lets
them through; only those with a parameter annotated with a context class (or an
unannotated `ctx`), or a call of a framework function read as a member
(`get_access_token()`), can hold a finding. CPython's own parser finds that several
times faster than libcst parses the file, which then happens only where it matters.
Profiles whose tools take the context by position (our SDK's) always get the analysis.
"""

from __future__ import annotations

import ast
import bisect
import re
import warnings
from collections.abc import Iterable
from dataclasses import dataclass

from ..lines import line_starts
from ..profiles import PROFILES, SymbolRole
from .prune import pruned_source

# DK004's untyped parameters, and names frameworks recognise alone (`tool_context`, `runtime`).
UNANNOTATED_CONTEXT_NAMES = tuple(
    sorted(
        {"ctx", "context"}
        | {n for p in PROFILES.values() for f in p.tool_forms for n in f.context_names}
    )
)
_WORD = re.compile(r"\w+")


def _annotation_only(name: str) -> bool:
    forms = PROFILES[name].tool_forms
    return bool(forms) and all(f.context_index is None for f in forms)


_POSITIONAL_WORDS = tuple(
    sorted(
        {w for p in PROFILES.values() if not _annotation_only(p.name) for w in p.prefilter_words}
    )
)
_CONTEXT_NAMES = frozenset(
    t for p in PROFILES.values() if _annotation_only(p.name) for t in p.context_types
)
# Classes a framework hands the context to by their base (tool classes, context subclasses,
# server subclasses): kept whole by the pruning.
_FRAMEWORK_SYMBOLS = frozenset(
    s.symbol.rsplit(".", 1)[-1] for p in PROFILES.values() for s in p.spellings
) | frozenset(f.symbol for p in PROFILES.values() for f in p.tool_forms if f.symbol)
# Accessor methods of server instances (`server.get_context()`) read like the functions.
_METHOD_ACCESSORS = frozenset(
    m
    for p in PROFILES.values()
    if _annotation_only(p.name)
    for f in p.tool_forms
    for m in f.accessor_methods
)
_FUNCTION_NAMES = (
    frozenset(s for p in PROFILES.values() if _annotation_only(p.name) for s, _ in p.symbol_roles)
    | _METHOD_ACCESSORS
)


# Registration methods that always pass the context first, whatever the parameter's
# annotation (pydantic-ai's `@agent.tool`): a function so registered is worth analysing
# even when that parameter is annotated with something else (DK004).
_FIRST_CONTEXT_METHODS = frozenset(
    method
    for p in PROFILES.values()
    for f in p.tool_forms
    for method, kind in f.methods
    if kind in f.context_first_kinds
)
_FIRST_CONTEXT_WORDS = tuple(
    sorted(
        w
        for p in PROFILES.values()
        if any(f.context_first_kinds for f in p.tool_forms)
        for w in p.prefilter_words
    )
)


def _registers_context_first(decorator: ast.expr) -> bool:
    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    return isinstance(target, ast.Attribute) and target.attr in _FIRST_CONTEXT_METHODS


def _names(node: ast.AST | None) -> set[str]:
    """Every name an annotation mentions (`Context | None`, `"package.Context"`)."""
    found: set[str] = set()
    for inner in ast.walk(node) if node is not None else ():
        if isinstance(inner, ast.Name):
            found.add(inner.id)
        elif isinstance(inner, ast.Attribute):
            found.add(inner.attr)
        elif isinstance(inner, ast.Constant) and isinstance(inner.value, str):
            found.update(_WORD.findall(inner.value))
    return found


def _alternatives(words: Iterable[str]) -> str:
    """A regex matching any of `words` (nothing, when there are none)."""
    return "|".join(re.escape(w) for w in sorted(words)) or "(?!)"


def _word_pattern(words: frozenset[str] | tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(rf"\b(?:{_alternatives(words)})\b")


# `tool.invoke(`: a tool called directly, outside the runner that injects its context.
_DIRECT_METHODS = {m for p in PROFILES.values() for f in p.tool_forms for m in f.direct_calls}
_DIRECT_CALLS = re.compile(rf"\.(?:{_alternatives(_DIRECT_METHODS)})\s*\(")
_MENTIONS = _word_pattern(_CONTEXT_NAMES | set(UNANNOTATED_CONTEXT_NAMES))
_CALLS = re.compile(_word_pattern(_FUNCTION_NAMES).pattern + r"\s*\(")
_ACCESSORS = (
    frozenset(
        s
        for p in PROFILES.values()
        if _annotation_only(p.name)
        for s, role in p.symbol_roles
        if role is SymbolRole.ACCESSOR
    )
    | _METHOD_ACCESSORS
)


@dataclass(frozen=True)
class Prescan:
    """What the cheap scan learnt: whether the full analysis has anything to act on, and
    (when CPython parsed the file) its tree and the lines that hold a context parameter or
    a member function call, from which `pruned` blanks what cannot matter."""

    worth: bool
    tree: ast.Module | None = None
    anchors: tuple[int, ...] = ()


def prescan(text: str) -> Prescan:
    if any(word in text for word in _POSITIONAL_WORDS):
        return Prescan(True)
    found = list(_CALLS.finditer(text))  # get_access_token(): read like a member
    calls = [m.start() for m in found]
    first_context = any(word in text for word in _FIRST_CONTEXT_WORDS)
    if not calls and not first_context and not _MENTIONS.search(text):
        return Prescan(False)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return Prescan(True)  # the analysis reports it (DK001)
    anchors = _context_parameter_lines(tree, first_context)
    worth = bool(anchors) or bool(calls)
    if worth:
        # Code that calls a tool directly (`tool.invoke({...})`, DK004) must stay too.
        calls += [m.start() for m in _DIRECT_CALLS.finditer(text)]
    if calls:
        starts = line_starts(text)
        lines = [bisect.bisect_right(starts, offset) for offset in calls]
        anchors += lines
        if any(m.group().rstrip("( \t") in _ACCESSORS for m in found):  # get_context()
            anchors += _wrapper_call_lines(tree, lines)
    return Prescan(worth, tree, tuple(anchors))


def _wrapper_call_lines(tree: ast.Module, call_lines: list[int]) -> list[int]:
    """Lines calling a module function that may hand back the context (`def current():
    return get_context()`, `current = lambda: get_context()`, or a wrapper of one): its
    callers read the context through it."""
    functions = [
        (n.name, n.lineno, n.end_lineno or n.lineno)
        for n in tree.body
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
    ]
    functions += [
        (n.targets[0].id, n.lineno, n.end_lineno or n.lineno)
        for n in tree.body
        if isinstance(n, ast.Assign)
        and isinstance(n.value, ast.Lambda)
        and len(n.targets) == 1
        and isinstance(n.targets[0], ast.Name)
    ]
    if not functions:
        return []
    calls = [
        (n.func.id, n.lineno)
        for n in ast.walk(tree)
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
    ]
    found: set[str] = set()
    lines = list(call_lines)
    start = 0
    while start < len(lines):
        new = {
            name
            for name, first, last in functions
            if name not in found and any(first <= line <= last for line in lines[start:])
        }
        start = len(lines)
        found |= new
        lines += [line for name, line in calls if name in new]
    return lines[len(call_lines) :]


def worth_analysing(text: str) -> bool:
    """False only when the full analysis certainly has nothing to act on in `text`."""
    return prescan(text).worth


def pruned(text: str, scan: Prescan) -> str | None:
    """`text` with the definitions that cannot hold a finding blanked (see `prune`)."""
    if scan.tree is None or not scan.anchors:
        return None
    return pruned_source(text, scan.tree, scan.anchors, _is_framework_class)


def _is_framework_class(node: ast.ClassDef) -> bool:
    words: set[str] = set()
    for part in (*node.bases, *node.keywords, *node.decorator_list):
        words |= _names(part)
    return bool(words & _FRAMEWORK_SYMBOLS)


def _context_aliases(node: ast.stmt, contexts: set[str]) -> set[str]:
    """Other names a statement gives a context class: `from package import Context as Ctx`,
    `Ctx = Context`, `Ctx: TypeAlias = Context`."""
    if isinstance(node, ast.ImportFrom):
        return {a.asname for a in node.names if a.asname and a.name in contexts}
    if isinstance(node, ast.Assign) and _names(node.value) & contexts:
        return {t.id for t in node.targets if isinstance(t, ast.Name)}
    if (
        isinstance(node, ast.AnnAssign)
        and node.value is not None
        and isinstance(node.target, ast.Name)
        and _names(node.value) & contexts
    ):
        return {node.target.id}
    return set()


def _context_parameter_lines(tree: ast.Module, first_context: bool = False) -> list[int]:
    """Lines of the parameters annotated with a context (or an untyped `ctx`) in functions
    at any depth of statements, and of names and attributes annotated with one (a class
    holding the context); statements only, since tools are never defined inside
    expressions. With `first_context` (the text names a framework whose registration
    passes the context first), also the functions it registers so (`@agent.tool`)."""
    contexts = set(_CONTEXT_NAMES)
    functions: list[ast.FunctionDef | ast.AsyncFunctionDef] = []
    held: list[ast.AnnAssign] = []  # `_context: Context | None` of a class holding one
    stack: list[ast.stmt] = list(tree.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.AnnAssign):
            held.append(node)
        if isinstance(node, ast.ClassDef) and any(_names(b) & contexts for b in node.bases):
            contexts.add(node.name)  # a subclass of the context, used as an annotation
        contexts |= _context_aliases(node, contexts)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            functions.append(node)
        for field in ("body", "orelse", "finalbody", "handlers", "cases"):
            for child in getattr(node, field, ()):
                if isinstance(child, (ast.ExceptHandler, ast.match_case)):
                    stack.extend(child.body)
                elif isinstance(child, ast.stmt):
                    stack.append(child)
    lines = [a.lineno for a in held if _names(a.annotation) & contexts]
    for function in functions:
        a = function.args
        if first_context and any(map(_registers_context_first, function.decorator_list)):
            lines.append(function.lineno)  # `@agent.tool`: its first parameter is the context
        for arg in (*a.posonlyargs, *a.args, *a.kwonlyargs):
            if arg.annotation is None:
                if arg.arg in UNANNOTATED_CONTEXT_NAMES:
                    lines.append(arg.lineno)
            elif _names(arg.annotation) & contexts:
                lines.append(arg.lineno)
    return lines
