"""The report path under generated input: always a valid report, never a secret, the right status.

Drives what the child does (records through a sink) and what the parent does (assemble,
render as JSON and as text) with generated results, logs, events, errors and output:
NaN and infinities, lone surrogates, rich markup, deep and wide values, and secrets of
every length and character class embedded anywhere.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from devkit.harness.recording import MemorySink
from devkit.harness.redaction import MIN_RELIABLE_SECRET, REDACTED
from devkit.harness.report import EXIT_CODES, assemble, render_json, render_text

# Characters that broke reports before: line breaks, escapes, quotes, markup, surrogates.
AWKWARD = ["\r", "\n", "\r\n", "\\", "'", '"', "[", "]", "[/]", "[bold]", "\udc80", "\x00", "\t"]
PIECES = st.one_of(st.characters(exclude_characters="*"), st.sampled_from(AWKWARD))
TEXT = st.lists(PIECES, max_size=20).map("".join)
SECRETS = (
    st.lists(PIECES, min_size=1, max_size=16)
    .map("".join)
    .filter(lambda s: s.strip("\r\n\t ") != "")
)
LEAVES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
    TEXT,
)
STATUSES = sorted(EXIT_CODES)


@st.composite
def run(draw: st.DrawFn) -> dict[str, Any]:
    secret = draw(SECRETS)
    with_secret = st.builds(lambda a, b: a + secret + b, TEXT, TEXT)
    texts = st.one_of(TEXT, with_secret)
    values = st.recursive(
        st.one_of(LEAVES, with_secret),
        lambda inner: st.one_of(
            st.lists(inner, max_size=4), st.dictionaries(texts, inner, max_size=4)
        ),
        max_leaves=25,
    )
    deep: Any = draw(values)
    for _ in range(draw(st.sampled_from([0, 0, 200]))):  # sometimes far deeper than shown
        deep = [deep]
    return {
        "secret": secret,
        "status": draw(st.sampled_from(STATUSES)),
        "result": deep,
        "logs": draw(
            st.lists(
                st.tuples(st.sampled_from(["debug", "info", "warning", "error"]), texts, values),
                max_size=3,
            )
        ),
        "events": draw(st.lists(st.tuples(texts, values), max_size=2)),
        "error": draw(st.none() | st.tuples(texts, texts)),
        "stdout": draw(texts),
    }


def _user_strings(report: dict[str, Any]) -> list[str]:
    """Every string the tool could have put in the report (values and user-data keys)."""
    found: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, str):
            found.append(value)
        elif isinstance(value, dict):
            for key, item in value.items():
                found.append(key)
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(report["result"])
    for log in report["logs"]:
        found.append(log["message"])
        walk(log["fields"])
    for event in report["events"]:
        found.append(event["name"])
        walk(event["payload"])
    if report["error"]:
        found += [report["error"]["message"], report["error"]["traceback"]]
    found += [report["stdout"], report["stderr"]]
    return found


@settings(
    max_examples=120,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(run())
def test_any_run_gives_a_valid_report_with_no_secret_and_its_status(case):
    secret = case["secret"]
    sink = MemorySink([secret])
    sink.emit("setup", tool="t", profile="agent", needs=[], wants=[], notes=[])
    sink.emit("started", timeout_s=1.0, grace_s=1.0)
    for level, message, fields in case["logs"]:
        sink.emit("log", level=level, message=message, fields=fields)
    for name, payload in case["events"]:
        sink.emit("event", name=name, payload=payload)
    error = None
    if case["error"]:
        error = {"type": "ValueError", "message": case["error"][0], "traceback": case["error"][1]}
    sink.emit("outcome", status=case["status"], result=case["result"], error=error)
    report = assemble(sink.records, tool="t", profile=None, stdout=case["stdout"], secrets=[secret])

    # The right status, whatever the secret is ("ok" included).
    assert report["status"] == case["status"]

    # Valid, strict JSON (no NaN, no lone surrogate) and a text rendering that does not fail.
    as_json = render_json(report)
    json.loads(as_json, parse_constant=lambda name: (_ for _ in ()).throw(ValueError(name)))
    as_json.encode("utf-8")
    text = render_text(report, colour=False)
    text.encode("utf-8")

    # No secret in anything the tool produced. (A secret made of the mask's own stars is
    # excluded by the alphabet: masking it could not be told from the mask.)
    leaked = [s for s in _user_strings(report) if secret in s]
    assert leaked == []
    if len(secret) < MIN_RELIABLE_SECRET:
        assert any("shorter than" in n for n in report["notes"])
    # In the rendered text too, for a secret no report word can contain.
    marked = "Zq9" + secret
    if secret.strip() == secret and REDACTED not in secret:
        sink = MemorySink([marked])
        sink.emit("outcome", status="ok", result={"v": f"<{marked}>"}, error=None)
        text = render_text(assemble(sink.records, tool="t", profile=None, secrets=[marked]), False)
        assert marked not in text
