"""Hover text: context fields (from the profile data) and rule codes in suppression comments."""

from __future__ import annotations

import re

from ..checker.rules import RULES_BY_CODE
from ..lines import split_lines
from ..profiles import ContextField, PresenceKind, Profile
from .document import DocumentView

_WORD = re.compile(r"\w+")
_CODE = re.compile(r"\bDK\d{3}\b")
_SUPPRESSION = re.compile(r"#\s*(?:devkit:\s*ignore|noqa)")


def field_markdown(profile: Profile, f: ContextField, ctx_name: str = "ctx") -> str:
    call = "(...)" if f.is_method else ""
    awaited = "await " if f.is_async else ""
    lines = [
        f"```python\n{awaited}{ctx_name}.{f.name}{call}: {f.type}\n```",
        f"**{profile.context_type}** (`{profile.module}`) · presence: **{f.presence}**"
        + (" · async: await it" if f.is_async else ""),
        f.doc,
    ]
    if profile.version is not None:
        lines.append(
            f"Checked against {profile.distribution} {profile.version}.x: {profile.version_reason}"
        )
    if f.presence.kind is not PresenceKind.ALWAYS:
        lines.append(f"Guard: `{f.guard_idiom(ctx_name)}`")
    if f.presence.kind is PresenceKind.DECLARED:
        declaration = profile.declaration(f.presence.declaration or "")
        if declaration is not None:
            lines.append(f"Requires the declaration `{declaration.name}`: {declaration.doc}")
    return "\n\n".join(lines)


def _word_at(line: str, column: int) -> tuple[int, int] | None:
    for match in _WORD.finditer(line):
        if match.start() <= column <= match.end():
            return match.start(), match.end()
    return None


def hover(view: DocumentView, line: int, column: int) -> tuple[str, tuple[int, int]] | None:
    """(markdown, (start_col, end_col) on `line`) for what is under the cursor, if anything."""
    lines = split_lines(view.source)
    if not 0 <= line < len(lines):
        return None
    text = lines[line]
    comment = _SUPPRESSION.search(text)
    if comment is not None:
        for match in _CODE.finditer(text, comment.start()):
            if match.start() <= column <= match.end() and match.group() in RULES_BY_CODE:
                return RULES_BY_CODE[match.group()].doc(), (match.start(), match.end())
    word = _word_at(text, column)
    if word is None:
        return None
    start, end = word
    before = text[:start]
    owner = re.search(r"(\w+)((?:\s*\.\s*\w+)*)\s*\.\s*$", before)
    if owner is None:
        return None
    profile = view.profile_of_name(owner.group(1), line)
    if profile is None:
        return None
    # `ctx.request_context.meta`: members at any depth are named by their whole path.
    inner = [part.strip() for part in owner.group(2).split(".") if part.strip()]
    f = profile.field(".".join([*inner, text[start:end]]))
    if f is None:
        return None
    return field_markdown(profile, f, owner.group(1)), (start, end)
