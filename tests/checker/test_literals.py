"""String literals are read from their source text as Python reads them."""

from __future__ import annotations

import ast

import libcst as cst
import pytest
from hypothesis import given
from hypothesis import strategies as st

from devkit.checker.literals import literal_text, string_value
from devkit.checker.syntax import constant

SPELLINGS = [
    '"a"',
    "''",
    '""',
    "'a\"b'",
    '"a\'b"',
    "'a\\'b'",
    '"""x"""',
    "'''y\n'''",
    'r"x\\y"',
    'b"x"',
    'f"x"',
    "u'x'",
    "'\\n'",
    "'\\x41'",
    "'",
    '"',
    "'''",
    "x",
    "0",
    "'a\nb'",
]


def _reference(raw: str) -> str | None:
    try:
        value = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return None
    return value if isinstance(value, str) else None


@pytest.mark.parametrize("raw", SPELLINGS)
def test_literal_text_reads_as_python(raw: str) -> None:
    assert literal_text(raw) == _reference(raw)


@given(st.text(), st.sampled_from(["'", '"', "'''", '"""']))
def test_any_text_quoted_reads_back(text: str, quote: str) -> None:
    raw = repr(text) if len(quote) == 1 else quote + text.replace("\\", "\\\\") + quote
    assert literal_text(raw) == _reference(raw)


@pytest.mark.parametrize(
    ("code", "value"),
    [
        ('"a" "b"', "ab"),
        ("'a' f'{x}'", None),
        ('"a" r"\\n"', "a\\n"),
        ("b'a' b'b'", None),
        ("x", None),
    ],
)
def test_string_value_joins_implicit_concatenation(code: str, value: str | None) -> None:
    assert string_value(cst.parse_expression(code)) == value


@pytest.mark.parametrize(
    ("code", "truth"),
    [
        ("0", False),
        ("00", False),
        ("0x0", False),
        ("0_0", False),
        ("1", True),
        ("0x10", True),
        ("0b1", True),
        ("True", True),
        ("None", False),
    ],
)
def test_constant_truth_of_integer_literals(code: str, truth: bool) -> None:
    assert constant(cst.parse_expression(code)) is truth


MODULE = """
A = "a"
B: str = "b"
C = "c"
C = "d"
D = "x"
def f():
    global D
    D = "y"
for E in []: pass
E = "e"
import F
F = "f"
if True:
    G = "g"
H = I = "hi"
J = "j"
del J
"""


def test_module_constants_are_names_bound_only_to_strings() -> None:
    from devkit.checker.summaries import string_constants

    # C bound to two strings holds either; D rebound through `global`, E a loop target
    # too, F an import too, H and I bound together, J deleted; G bound once (or never,
    # which raises); K one of a conditional's two strings, L not (one side is a call)
    module = MODULE + 'K = "k1" if A else "k2"\nL = "l" if A else str(A)\n'
    assert string_constants(cst.parse_module(module)) == {
        "A": ("a",),
        "B": ("b",),
        "C": ("c", "d"),
        "G": ("g",),
        "K": ("k1", "k2"),
    }
