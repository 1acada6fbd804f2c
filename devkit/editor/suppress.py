"""The edit that suppresses one rule on one line, merging into an existing comment."""

from __future__ import annotations

import re

_DEVKIT = re.compile(r"#\s*devkit:\s*ignore\[(?P<codes>[^\]]*)\]")
_NOQA = re.compile(r"#\s*noqa:\s*(?P<codes>[A-Z]+[0-9]+(?:\s*,\s*[A-Z]+[0-9]+)*)")


def suppression_line(text: str, code: str) -> str:
    """`text` (one source line) with `code` suppressed on it."""
    body = text.rstrip("\r\n")
    ending = text[len(body) :]
    for pattern in (_DEVKIT, _NOQA):
        match = pattern.search(body)
        if match is not None:
            codes = [c.strip() for c in match.group("codes").split(",") if c.strip()]
            if code in codes:
                return text
            merged = ", ".join([*codes, code])
            start, end = match.span("codes")
            return body[:start] + merged + body[end:] + ending
    return f"{body}  # devkit: ignore[{code}]{ending}"
