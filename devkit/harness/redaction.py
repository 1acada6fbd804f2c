"""Keeping secrets out of reports, and reports valid whatever a tool produced.

Two jobs, both applied to every record (in the child, and again in the parent, which
trusts nothing the child's process wrote) and to the captured output:

- `Masker` hides each secret in every form a tool can print it: as is, with its line
  breaks translated, as `repr` or JSON shows it, as the digits of a number. It masks
  values, never the report's own structure: a secret `ok` must not turn the status `ok`
  into stars, nor a record's `kind` into something the parent cannot read.
- `sanitize` makes any value JSON-valid: NaN and infinities become strings, lone
  surrogates become visible escapes, nesting deeper than the report shows is cut.

Standard library only: the parent process imports this and must stay light.
"""

from __future__ import annotations

import contextlib
import json
import math
from collections.abc import Iterable
from typing import Any

REDACTED = "**********"
MIN_RELIABLE_SECRET = 6  # below this, masking also hits ordinary text and cannot be trusted
MAX_DEPTH = 64  # nesting shown in a report; deeper values are summarised
NON_FINITE = {math.inf: "Infinity", -math.inf: "-Infinity"}

# Record fields that hold the harness's own vocabulary (never a tool's data): not masked
# while their value is a word of that vocabulary (a forged record may put anything there).
STRUCTURAL_FIELDS = frozenset({"kind", "status", "level", "scope", "first", "ran", "resolved"})
VOCABULARY = frozenset(
    {
        *("setup", "started", "finished", "log", "event", "artifact", "timeout", "outcome"),
        *("teardown_registered", "teardown_started", "teardown_ran"),
        *("ok", "raised", "args_error", "not_found", "usage_error", "failed", "timed_out"),
        *("debug", "info", "warning", "error", "critical", "notice", "alert", "emergency"),
        *("run", "session"),
    }
)
# Record fields whose dict keys are the tool's data (a result, log fields, an event payload):
# their keys are masked too. Everywhere else keys are the harness's names.
USER_DATA_FIELDS = frozenset({"result", "fields", "payload"})


def _forms(secret: str) -> set[str]:
    """Every way the text of `secret` can show up in what a tool prints or returns."""
    forms = {secret, _clean_text(secret)}  # as is, and as a report shows a lone surrogate
    newline = secret.replace("\r\n", "\n").replace("\r", "\n")
    forms.add(newline)  # read back through a text stream with newline translation
    for text in (secret, newline):
        forms.add(repr(text)[1:-1])  # f"{secret!r}", logging of a tuple, ...
        forms.add(json.dumps(text)[1:-1])
        forms.add(json.dumps(text, ensure_ascii=False)[1:-1])
        forms.add(text.encode("unicode_escape").decode("ascii"))
        with contextlib.suppress(UnicodeEncodeError):  # a lone surrogate has no UTF-8 form
            forms.add(repr(text.encode("utf-8"))[2:-1])  # print(secret.encode())
    return {f for f in forms if f}


class Masker:
    """Masks a fixed set of secrets in text and in (JSON-shaped) values."""

    def __init__(self, secrets: Iterable[str] = ()) -> None:
        self.secrets: list[str] = []
        self._forms: list[str] = []
        self.add(secrets)

    def add(self, secrets: Iterable[str]) -> None:
        new = {s for s in secrets if isinstance(s, str) and s} - set(self.secrets)
        if not new:
            return
        self.secrets = sorted({*self.secrets, *new}, key=len, reverse=True)
        forms = {f for s in self.secrets for f in _forms(s)}
        self._forms = sorted(forms, key=len, reverse=True)  # a form containing another goes first

    def __bool__(self) -> bool:
        return bool(self._forms)

    @property
    def longest(self) -> int:
        return len(self._forms[0]) if self._forms else 0

    def has_short_secret(self) -> bool:
        return any(len(s) < MIN_RELIABLE_SECRET for s in self.secrets)

    def text(self, value: str) -> str:
        for form in self._forms:
            if form in value:
                value = value.replace(form, REDACTED)
        return value

    def value(self, value: Any, *, keys: bool = False) -> Any:
        """A copy of a JSON-shaped value with secrets masked in strings and numbers.

        With `keys`, dict keys are masked too (they are the tool's data); keys that become
        equal after masking are kept apart with a suffix, so no entry is lost.
        """
        if not self._forms:
            return value
        if isinstance(value, str):
            return self.text(value)
        if isinstance(value, bool) or value is None:
            return value
        if isinstance(value, (int, float)):
            # A numeric secret returned as a number shows as its digits.
            return REDACTED if self.text(str(value)) != str(value) else value
        if isinstance(value, dict):
            out: dict[Any, Any] = {}
            for key, item in value.items():
                name = self.text(key) if keys and isinstance(key, str) else key
                while name in out:
                    name = f"{name}~"
                out[name] = self.value(item, keys=keys)
            return out
        if isinstance(value, (list, tuple)):
            return [self.value(item, keys=keys) for item in value]
        return value

    def record(self, record: dict[str, Any]) -> dict[str, Any]:
        """A streamed record with secrets masked in its values, its structure untouched."""
        if not self._forms:
            return record
        return {
            name: (
                item
                if name in STRUCTURAL_FIELDS
                and (isinstance(item, bool) or (isinstance(item, str) and item in VOCABULARY))
                else self.value(item, keys=name in USER_DATA_FIELDS)
            )
            for name, item in record.items()
        }

    def cut(self, text: str, limit: int) -> str:
        """`text` shortened to `limit` characters, never ending inside a secret's form."""
        if len(text) <= limit:
            return text
        cut = limit
        for form in self._forms:
            start = text.find(form, max(0, limit - len(form) + 1))
            while start != -1 and start < cut:
                if start + len(form) > cut:
                    cut = start
                start = text.find(form, start + 1)
        return text[:cut]


def _clean_text(value: str) -> str:
    try:
        value.encode("utf-8")
        return value
    except UnicodeEncodeError:  # lone surrogates: keep them visible, as escapes
        return value.encode("utf-8", "backslashreplace").decode("utf-8")


def sanitize(value: Any, depth: int = 0) -> Any:
    """A JSON-valid copy: non-finite floats as strings, lone surrogates escaped, depth cut."""
    if isinstance(value, str):
        return _clean_text(value)
    if isinstance(value, float) and not math.isfinite(value):
        return NON_FINITE.get(value, "NaN")
    if value is None or isinstance(value, (bool, int, float)):
        return value
    if depth >= MAX_DEPTH:
        return f"<nested deeper than {MAX_DEPTH} levels: not shown>"
    if isinstance(value, dict):
        return {_clean_text(str(k)): sanitize(v, depth + 1) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [sanitize(v, depth + 1) for v in value]
    return _clean_text(repr(value))


def short_secret_note(masker: Masker) -> str | None:
    if not masker.has_short_secret():
        return None
    return (
        f"a secret of this run is shorter than {MIN_RELIABLE_SECRET} characters: it is masked, "
        "but it cannot be hidden reliably (ordinary text equal to it is masked too, and text "
        "that merely contains it gives it away)"
    )
