"""The value of a string literal, read from its source text.

libcst's `evaluated_value` compiles the literal with `ast.literal_eval` on every call, and
each call leaves reference cycles behind (the nested functions of `literal_eval`), which
only the cyclic collector frees. The checker reads the same keys and names in every
function, so values are kept by source text, and the plain quoted name is read directly.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Sequence
from typing import TypeVar, cast

import libcst as cst


def string_value(node: cst.CSTNode | None) -> str | None:
    """The value of a string literal (implicit concatenation included), else None (an
    f-string, bytes, anything else)."""
    if type(node) is cst.SimpleString:
        return literal_text(node.value)
    if type(node) is cst.ConcatenatedString:
        left, right = string_value(node.left), string_value(node.right)
        return left + right if left is not None and right is not None else None
    return None


@functools.lru_cache(maxsize=4096)
def literal_text(raw: str) -> str | None:
    """The value of a string literal given as its source text (`'a'`, `r"x"`, `'''y'''`)."""
    quote = raw[:1]
    if (
        len(raw) >= 2
        and quote in ("'", '"')
        and raw[-1:] == quote
        and "\\" not in raw
        and "\n" not in raw  # a quoted line break: Python refuses it
        and "\r" not in raw
        and quote not in raw[1:-1]  # neither triple-quoted nor a lone quote
    ):
        return raw[1:-1]
    try:
        value = ast.literal_eval(raw)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return None
    return value if isinstance(value, str) else None


Line = TypeVar("Line", bound=cst.CSTNode)


def _is_bare_string(small: cst.BaseSmallStatement) -> bool:
    return type(small) is cst.Expr and string_value(small.value) is not None


# The methods of a logger (`log.debug(...)`): what they are given is logged.
LOG_METHODS = frozenset(
    {"debug", "info", "warning", "warn", "error", "exception", "critical", "log"}
)


def _logs_only(line: cst.CSTNode) -> bool:
    """`if DEBUG: log.debug(...)`: an `if` (no `elif`/`else`) whose block only prints or
    logs. It changes nothing a helper's summary reads, as a line of its own would not."""
    if type(line) is not cst.If or line.orelse is not None:
        return False
    block = line.body
    statements = block.body if type(block) is cst.IndentedBlock else [block]
    if any(type(s) not in (cst.SimpleStatementLine, cst.SimpleStatementSuite) for s in statements):
        return False
    smalls = [small for statement in statements for small in statement.body]  # type: ignore[union-attr]
    for small in smalls:
        call = small.value if type(small) is cst.Expr else None
        if type(call) is not cst.Call:
            return False
        func = call.func
        if type(func) is cst.Name and func.value == "print":
            continue
        if not (
            type(func) is cst.Attribute
            and func.attr.value in LOG_METHODS
            and type(func.value) is cst.Name
            and "log" in func.value.value.lower()
        ):
            return False
    return bool(smalls)


def code_lines(lines: Sequence[Line]) -> list[Line]:
    """A body's statements without its bare strings (a docstring, or a string left as a
    comment), also where one shares its line with code (`"Doc."; return x`), and without
    blocks that only log (`if DEBUG: log.debug(...)`)."""
    out: list[Line] = []
    for line in lines:
        if type(line) is cst.If and _logs_only(line):
            continue
        smalls = (
            cast(cst.SimpleStatementLine, line).body
            if type(line) is cst.SimpleStatementLine
            else ()
        )
        if not any(map(_is_bare_string, smalls)):
            out.append(line)
            continue
        code = [small for small in smalls if not _is_bare_string(small)]
        if code:
            out.append(cast(Line, line.with_changes(body=code)))
    return out
