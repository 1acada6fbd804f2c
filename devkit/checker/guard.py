"""Keeping pathological files away from libcst's native parser.

libcst's Rust parser overflows its stack (the process dies, nothing to catch) on very
deep nesting or very long expressions. Nearly every such input is also one CPython refuses
to compile, so when a cheap scan finds a risky shape we ask CPython first and report its
error instead; the exceptions, a very long `and`/`or` chain or run of string literals,
are skipped with a reason.
Ordinary files never pay for the CPython parse.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
import warnings

from ..files import MAX_SOURCE_BYTES as MAX_FILE_BYTES
from .scan import shape

RISKY_DEPTH = 100  # CPython itself refuses more than 200 nested brackets
RISKY_LOGICAL_LINE = 2_000  # characters; crashes start in the tens of thousands
# Shapes libcst's parser survives with room to spare (measured on libcst 1.9: 1,000 nested
# calls, lists or parentheses; a 24,000-character chain of `+`). Within them, CPython's
# syntax error is left to libcst: the code may use a grammar newer than this interpreter
# (3.12's `def f[T]()` under 3.11), which libcst reads.
SURVIVABLE_DEPTH = 200
SURVIVABLE_LOGICAL_LINE = 10_000


def size_problem(size: int) -> str | None:
    if size > MAX_FILE_BYTES:
        return f"skipped: {size / 1_000_000:.1f} MB is over the {MAX_FILE_BYTES // 1_000_000} MB limit for checked files"
    return None


def cpython_rejects(source: str) -> tuple[int, int, str] | None:
    """(line, column, message) when the source has a risky shape CPython cannot compile."""
    found = shape(source)
    if found.max_depth <= RISKY_DEPTH and found.longest_logical_line <= RISKY_LOGICAL_LINE:
        return None
    try:
        error = _compile_error(source, ast.PyCF_ONLY_AST)
        if (
            error is not None
            and found.max_depth <= SURVIVABLE_DEPTH
            and found.longest_logical_line <= SURVIVABLE_LOGICAL_LINE
        ):
            return None  # libcst parses it safely and judges its syntax itself
        return error
    except RecursionError:
        return 1, 1, "too deeply nested for Python to compile"
    except MemoryError:
        return 1, 1, "too deeply nested for Python to compile (out of memory)"
    except ValueError as exc:
        return 1, 1, str(exc)


# libcst nests an `and`/`or` chain one level per operand, where CPython keeps it flat and
# compiles any length; libcst's native parser overflows an 8 MB stack (the process dies)
# from about 7,000 operands (measured, libcst 1.9), and refuses a valid run of string
# literals (`"a" "b" ...`) from about 3,500. Past this many of either, the file is not parsed.
LONGEST_CHAIN = 3_000


def chain_problem(source: str) -> str | None:
    """Why `source` is not parsed, when it holds an `and`/`or` chain or a run of string
    literals too long for libcst.

    Only a text whose longest logical line could hold such a chain pays for CPython's parse."""
    if shape(source).longest_logical_line <= SURVIVABLE_LOGICAL_LINE:
        return None  # a chain of 3,000 operands takes at least 12,000 characters
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = ast.parse(source)
    except (SyntaxError, RecursionError, MemoryError, ValueError):
        return None  # `cpython_rejects` answers for these
    longest = max(
        (len(node.values) for node in ast.walk(tree) if isinstance(node, ast.BoolOp)), default=0
    )
    if longest > LONGEST_CHAIN:
        return (
            f"skipped: an `and`/`or` chain of {longest:,} operands is past the "
            f"{LONGEST_CHAIN:,} the parser reads safely"
        )
    parts = _longest_implicit_concatenation(source)
    if parts > LONGEST_CHAIN:
        return (
            f"skipped: {parts:,} string literals written one after another are past the "
            f"{LONGEST_CHAIN:,} the parser reads"
        )
    return None


def _longest_implicit_concatenation(source: str) -> int:
    """The most string literals in a row (`"a" "b" "c"`, one value)."""
    longest = run = 0
    try:
        for token in tokenize.generate_tokens(io.StringIO(source).readline):
            if token.type == tokenize.STRING:
                run += 1
                longest = max(longest, run)
            elif token.type not in (tokenize.NL, tokenize.COMMENT):
                run = 0
    except (tokenize.TokenError, SyntaxError):
        pass  # (the parse that follows reports it)
    return longest


def compiler_rejects(source: str) -> tuple[int, int, str] | None:
    """(line, column, message) of the error CPython's compiler gives for a text its parser
    accepts (`await` outside an async function). A full compile costs a good part of a
    parse: the engine asks only when the analysis met such syntax or the text may hide it
    (`may_hold_compile_only_errors`). Compiling runs no code.

    An error of CPython's parser is not one: libcst parsed the text, and its grammar may be
    newer than this interpreter's (3.12's `type X = ...` under 3.11)."""
    try:
        if _compile_error(source, ast.PyCF_ONLY_AST) is not None:
            return None
        return _compile_error(source, 0)
    except (RecursionError, MemoryError, ValueError):
        return None  # not the error the analysis saw: the parse already stood for the file


def _compile_error(source: str, flags: int) -> tuple[int, int, str] | None:
    """CPython's syntax error for `source` compiled with `flags`, if any."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the user's SyntaxWarnings are not ours to print
        try:
            compile(source, "<devkit>", "exec", flags, dont_inherit=True)
        except SyntaxError as exc:
            return exc.lineno or 1, exc.offset or 1, exc.msg
    return None


# Texts where errors only the compiler finds may hide in code the analysis does not walk
# as such: `return` in an `except*` block, `return <value>` in an async generator.
_EXCEPT_STAR = re.compile(r"except\s*\*")


def may_hold_compile_only_errors(source: str) -> bool:
    """Cheap text test: worth asking the compiler even if the analysis saw nothing."""
    return ("yield" in source and "async def" in source) or bool(_EXCEPT_STAR.search(source))
