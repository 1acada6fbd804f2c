"""The registry of context designs. Add a profile module and list it here; nothing else."""

from __future__ import annotations

from . import adk, agent, mcp
from .model import (
    ContextField,
    Declaration,
    DeclarationKind,
    Presence,
    PresenceKind,
    Profile,
    Role,
    ToolForm,
    ToolFormKind,
)

PROFILES: dict[str, Profile] = {p.name: p for p in (agent.PROFILE, mcp.PROFILE, adk.PROFILE)}
PROFILES_BY_MODULE: dict[str, Profile] = {p.module: p for p in PROFILES.values()}


def get_profile(name: str) -> Profile:
    try:
        return PROFILES[name]
    except KeyError:
        known = ", ".join(sorted(PROFILES))
        raise KeyError(f"unknown profile {name!r}; known profiles: {known}") from None


__all__ = [
    "PROFILES",
    "PROFILES_BY_MODULE",
    "ContextField",
    "Declaration",
    "DeclarationKind",
    "Presence",
    "PresenceKind",
    "Profile",
    "Role",
    "ToolForm",
    "ToolFormKind",
    "get_profile",
]
