"""Every rule's embedded valid/invalid examples, run through the real engine."""

from __future__ import annotations

import pytest

from devkit.checker.config import OPT_IN_CODES, Config
from devkit.checker.engine import apply_edits, check_source
from devkit.checker.rules import ALL_RULES

VALID = [(rule, i, code) for rule in ALL_RULES for i, code in enumerate(rule.valid)]
INVALID = [(rule, i, case) for rule in ALL_RULES for i, case in enumerate(rule.invalid)]


def _ids(cases):
    return [f"{rule.code}-{i}" for rule, i, _ in cases]


def _of(rule, source):
    # An opt-in rule's examples run with the rule selected, as a user would select it.
    config = Config(extend_select=(rule.code,)) if rule.opt_in else Config()
    findings = check_source(source, "example.py", config).findings
    assert not [f for f in findings if f.code == "DK901"], "a rule failed on its own example"
    return [f for f in findings if f.code == rule.code]


@pytest.mark.parametrize(("rule", "index", "source"), VALID, ids=_ids(VALID))
def test_valid_example_has_no_finding_of_its_rule(rule, index, source):
    assert _of(rule, source) == []


@pytest.mark.parametrize(("rule", "index", "case"), INVALID, ids=_ids(INVALID))
def test_invalid_example_is_flagged(rule, index, case):
    findings = _of(rule, case.code)
    assert len(findings) == case.count, [f.message for f in findings]
    if case.message is not None:
        assert case.message in findings[0].message
    if case.fixed is not None:
        text = case.code
        for _ in range(5):  # fixes of one rule may need several passes when they overlap
            fixes = [f.fix for f in _of(rule, text) if f.fix is not None]
            if not fixes:
                break
            text = apply_edits(text, [e for fix in fixes for e in fix.edits])
        assert text == case.fixed


def test_every_rule_has_docs_and_examples():
    codes = [rule.code for rule in ALL_RULES]
    assert len(codes) == len(set(codes))
    for rule in ALL_RULES:
        page = rule.doc()
        assert rule.name.replace("-", "").isalpha() and rule.name == rule.name.lower()
        for section in ("## What it does", "## Why is this bad?", "## Fix safety"):
            assert section in page, (rule.code, section)
        assert rule.valid, rule.code
        if rule.code != "DK901":  # a correct checker never produces DK901; see test_engine
            assert rule.invalid and rule.example and rule.use_instead, rule.code


def test_opt_in_rules_are_off_until_selected_by_their_code():
    assert {rule.code for rule in ALL_RULES if rule.opt_in} == OPT_IN_CODES
    for code in OPT_IN_CODES:
        assert not Config().enabled(code)
        assert not Config(extend_select=("DK9",)).enabled(code)
        assert Config(extend_select=(code,)).enabled(code)
