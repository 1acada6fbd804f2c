"""Mock contexts: the SDK's real context classes with recording in-memory services.

One module per profile builds its context; this module holds what they share. Which
declared fields may be populated is read from the profile data: a field of class
declared(X) is only ever set when the tool declares X, exactly as the runtime promises.
Profile modules are imported only when a tool of that profile runs.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

from ...files import MAX_DATA_BYTES, read_error, read_limited
from ...profiles import PresenceKind, get_profile
from ...sdk.signal import AbortController
from ...sdk.spec import ToolSpec
from ..recording import Sink
from ..request import HarnessUsageError, Invocation

DOOR = "devkit invoke"


@dataclass
class Prepared:
    """A context ready for one call, plus what the report needs to know about it."""

    ctx: Any
    controller: AbortController
    args: dict[str, Any]
    needs: list[dict[str, Any]] = field(default_factory=list)
    wants: list[dict[str, Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    secrets: list[str] = field(default_factory=list)
    teardown: Any = None  # the agent profile's recording teardown registry
    event_bus: Any = None  # the mcp profile's recording event bus
    guards: tuple[Any, ...] = ()
    after: list[Any] = field(default_factory=list)  # callables run after the tool (e.g. actions)


def artifact_source(name: str, value: str) -> tuple[str, dict[str, str]]:
    """`PATH` or `PATH@key=value,...`: the file and the scope to seed it into (default: the caller's)."""
    path, sep, scope = value.rpartition("@")
    if not sep or "=" not in scope:
        return value, {}
    pairs = {}
    for part in filter(None, (p.strip() for p in scope.split(","))):
        key, eq, item = part.partition("=")
        if not eq:
            raise HarnessUsageError(
                f"--artifact {name}={value}: expected PATH@key=value,... after '@'"
            )
        pairs[key.strip()] = item.strip()
    return path, pairs


def read_artifact(name: str, path: str) -> bytes:
    try:
        return read_limited(path, MAX_DATA_BYTES)
    except OSError as exc:
        raise HarnessUsageError(
            f"--artifact {name}={path}: cannot read: {read_error(exc)}"
        ) from None


def decode_text(data: bytes) -> str | bytes:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data


def _enforce_declared(profile_name: str, spec: ToolSpec, ctx: Any, notes: list[str]) -> None:
    """A declared(X) field is None unless the tool declares X (the one rule, from the profile)."""
    for f in get_profile(profile_name).fields:
        if (
            f.presence.kind is PresenceKind.DECLARED
            and not spec.declarations.get(f.presence.declaration or "")
            and getattr(ctx, f.name) is not None
        ):
            notes.append(
                f"ctx.{f.name} left unset: the tool does not declare `{f.presence.declaration}`"
            )
            setattr(ctx, f.name, None)


def prepare(spec: ToolSpec, request: Invocation, sink: Sink, raw_args: dict[str, Any]) -> Prepared:
    builder = importlib.import_module(f"{__name__}.{spec.profile}").build
    prepared: Prepared = builder(spec, request, sink, dict(raw_args))
    _enforce_declared(spec.profile, spec, prepared.ctx, prepared.notes)
    prepared.secrets.extend(v for v in request.credential_values.values() if v)
    return prepared
