"""Completion after `ctx.`: the profile's fields, with their presence class shown."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..lines import split_lines
from ..profiles import PresenceKind
from .document import DocumentView
from .hover import field_markdown

_OWNER = re.compile(r"(\w+)\s*\.\s*(\w*)$")


@dataclass(frozen=True)
class Completion:
    label: str
    detail: str  # type and presence
    documentation: str  # markdown
    is_method: bool
    sort_text: str
    insert_text: str


def complete(view: DocumentView, line: int, column: int) -> list[Completion] | None:
    """Field completions when the cursor follows `<context>.`; None when not after a context."""
    lines = split_lines(view.source)
    if not 0 <= line < len(lines) and not (line == len(lines) and column == 0):
        return None
    text = lines[line][:column] if line < len(lines) else ""
    match = _OWNER.search(text)
    if match is None:
        return None
    profile = view.profile_of_name(match.group(1), line)
    if profile is None:
        return None
    items = []
    # The members of the version that applies, directly on the context (not `a.b`, results,
    # or module functions such as `get_access_token()`).
    direct = [
        f
        for f in profile.members
        if "." not in f.name and not f.name.endswith("()") and not f.module_function
    ]
    for order, f in enumerate(direct):
        # Always-present fields first: they are the ones safe to use without a guard.
        rank = 0 if f.presence.kind is PresenceKind.ALWAYS else 1
        items.append(
            Completion(
                label=f.name,
                detail=f"{f.type} · {f.presence}" + (" · async" if f.is_async else ""),
                documentation=field_markdown(profile, f, match.group(1)),
                is_method=f.is_method,
                sort_text=f"{rank}{order:03d}",
                insert_text=f.name,
            )
        )
    return items
