"""The registry of context designs.

A profile is a package under `devkit/profiles/` whose `PROFILE` is a `Profile` (data only,
plus optional adapters for the harness). Profiles are registered through the entry-point
group `devkit.profiles` (`name = "package.module:PROFILE"`), so a third party can ship one;
the packages here are also found by scanning, so a source checkout works without
installing. Nothing else in the project names a profile.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from importlib.metadata import entry_points

from .model import (
    ContextField,
    Declaration,
    DeclarationKind,
    Presence,
    PresenceKind,
    Profile,
    Role,
    RunForm,
    Spelling,
    SymbolRole,
    ToolForm,
    ToolFormKind,
)

ENTRY_POINT_GROUP = "devkit.profiles"
# The seed profiles first, in the order their documents came; then the others by name.
_FIRST = ("agent", "mcp", "adk")


def _built_in() -> list[str]:
    """Every package under devkit/profiles/ (each holds one profile)."""
    packages = [m.name for m in pkgutil.iter_modules(__path__) if m.ispkg]
    return sorted(
        packages,
        key=lambda name: (name not in _FIRST, _FIRST.index(name) if name in _FIRST else 0, name),
    )


def _load() -> dict[str, Profile]:
    found: dict[str, Profile] = {}
    for module in _built_in():
        profile = importlib.import_module(f"{__name__}.{module}").PROFILE
        found[profile.name] = profile
    try:
        registered = list(entry_points(group=ENTRY_POINT_GROUP))
    except Exception:  # a broken distribution's metadata must not stop the checker
        registered = []
    for entry in registered:
        if entry.value.startswith(__name__ + "."):
            continue  # a built-in, loaded above
        try:
            profile = entry.load()
        except Exception as exc:
            print(
                f"devkit: profile plug-in {entry.name!r} ({entry.value}) failed to load: "
                f"{type(exc).__name__}: {exc}",
                file=sys.stderr,
            )
            continue
        if not isinstance(profile, Profile):
            print(
                f"devkit: profile plug-in {entry.name!r} ({entry.value}) is not a Profile",
                file=sys.stderr,
            )
            continue
        found.setdefault(profile.name, profile)
        PLUG_IN_MODULES.append(entry.value.split(":", 1)[0])
    return found


PLUG_IN_MODULES: list[str] = []  # modules of the profiles loaded from entry points


PROFILES: dict[str, Profile] = _load()
PROFILES_BY_MODULE: dict[str, Profile] = {p.module: p for p in PROFILES.values()}


def get_profile(name: str) -> Profile:
    try:
        return PROFILES[name]
    except KeyError:
        known = ", ".join(sorted(PROFILES))
        raise KeyError(f"unknown profile {name!r}; known profiles: {known}") from None


def prefilter_words() -> tuple[str, ...]:
    """Words one of which a file must contain for any profile to need its analysis."""
    return tuple(sorted({w for p in PROFILES.values() for w in p.prefilter_words}))


def may_need_analysis(source: str | bytes) -> bool:
    """The cheap scan before libcst: does the text mention any profile at all?"""
    if isinstance(source, bytes):
        return any(w in source for w in _BYTE_WORDS)
    return any(w in source for w in _WORDS)


_WORDS = prefilter_words()
_BYTE_WORDS = tuple(w.encode() for w in _WORDS)

__all__ = [
    "ENTRY_POINT_GROUP",
    "PROFILES",
    "PROFILES_BY_MODULE",
    "ContextField",
    "Declaration",
    "DeclarationKind",
    "Presence",
    "PresenceKind",
    "Profile",
    "Role",
    "RunForm",
    "Spelling",
    "SymbolRole",
    "ToolForm",
    "ToolFormKind",
    "get_profile",
    "may_need_analysis",
]
