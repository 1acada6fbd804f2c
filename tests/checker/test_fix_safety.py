"""A fix marked safe never adds a finding; every fix leaves valid Python.

Every fix of every finding in every rule example (valid and invalid), in a generated
corpus and in the adversarial corpus is applied on its own, then the file is checked again.
"""

from __future__ import annotations

import ast
import sys
from collections import Counter
from pathlib import Path

import pytest

from devkit.checker.engine import apply_edits, check_source
from devkit.checker.rules import ALL_RULES

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import random

from gen_tools import generate_module

EXAMPLES = [
    (f"{rule.code}-{kind}{i}", code)
    for rule in ALL_RULES
    for kind, codes in (("valid", rule.valid), ("invalid", [c.code for c in rule.invalid]))
    for i, code in enumerate(codes)
]
CORPUS = [(f"generated-{seed}", generate_module(random.Random(seed), seed)) for seed in range(30)]
# The hand-written adversarial modules (tests/data/adversarial), those with a fix to try.
ADVERSARIAL = [
    (f"{path.parent.name}/{path.stem}", path.read_text())
    for path in sorted((Path(__file__).parent.parent / "data" / "adversarial").rglob("*.py"))
    if any(f.fix is not None for f in check_source(path.read_text(), "fix.py").findings)
]


def _counts(source: str) -> Counter[str]:
    return Counter(f.code for f in check_source(source, "fix.py").findings)


@pytest.mark.parametrize(
    ("name", "source"),
    EXAMPLES + CORPUS + ADVERSARIAL,
    ids=[n for n, _ in EXAMPLES + CORPUS + ADVERSARIAL],
)
def test_each_fix_alone_keeps_python_valid_and_a_safe_one_adds_nothing(name, source):
    before = check_source(source, "fix.py").findings
    baseline = _counts(source)
    for finding in before:
        if finding.fix is None:
            continue
        fixed = apply_edits(source, finding.fix.edits)
        try:
            ast.parse(fixed)
        except SyntaxError as exc:
            raise AssertionError(f"{finding.code} fix broke the file: {exc}\n{fixed}") from None
        if finding.fix.applicability == "safe":
            after = _counts(fixed)
            added = {code: n for code, n in (after - baseline).items()}
            assert added == {}, f"safe {finding.code} fix added findings {added}:\n{fixed}"
