"""Artifacts: a store shared by a runtime, and the scoped view a tool receives."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime, timezone

from ..sdk.errors import ServiceNotAttached


@dataclass(frozen=True)
class ArtifactOrigin:
    """Which run and tool call wrote an artifact; stamped by the store, not the tool."""

    run_id: str | None
    tool_call_id: str


@dataclass(frozen=True)
class ArtifactMeta:
    id: str
    name: str
    media_type: str
    size: int
    origin: ArtifactOrigin
    created_at: datetime


@dataclass(frozen=True)
class Artifact:
    meta: ArtifactMeta
    data: bytes


@dataclass(frozen=True)
class ArtifactScope:
    """The isolation unit of artifacts. Composed by the runtime from identity and session."""

    tenant: str | None
    principal: str | None
    conversation: str | None


class ToolArtifacts:
    """The artifact API a tool sees, bound to one scope."""

    __slots__ = ()

    def put(
        self, name: str, data: bytes | str, *, media_type: str = "application/octet-stream"
    ) -> ArtifactMeta:
        raise NotImplementedError

    def get(self, ref: str) -> Artifact | None:
        """The artifact with this id or, failing that, the newest one with this name."""
        raise NotImplementedError

    def list(self) -> list[ArtifactMeta]:
        raise NotImplementedError

    def delete(self, ref: str) -> bool:
        raise NotImplementedError


@dataclass
class InMemoryArtifactStore:
    """Holds artifacts of every scope. Tools never see this; they get a `bound` view."""

    _items: dict[ArtifactScope, dict[str, Artifact]] = field(default_factory=dict)
    _ids: Iterator[int] = field(default_factory=lambda: itertools.count(1))

    def bound(self, scope: ArtifactScope, origin: ArtifactOrigin) -> ToolArtifacts:
        return _ScopedArtifacts(self, scope, origin)

    def seed(
        self,
        scope: ArtifactScope,
        name: str,
        data: bytes,
        *,
        media_type: str = "application/octet-stream",
        origin: ArtifactOrigin | None = None,
    ) -> ArtifactMeta:
        """Put an artifact as the runtime would before a call (used by harnesses and tests)."""
        return self._put(scope, name, data, media_type, origin or ArtifactOrigin(None, "seed"))

    def all_metas(self) -> list[ArtifactMeta]:
        return [a.meta for items in self._items.values() for a in items.values()]

    def _put(
        self, scope: ArtifactScope, name: str, data: bytes, media_type: str, origin: ArtifactOrigin
    ) -> ArtifactMeta:
        meta = ArtifactMeta(
            id=f"art_{next(self._ids)}",
            name=name,
            media_type=media_type,
            size=len(data),
            origin=origin,
            created_at=datetime.now(timezone.utc),
        )
        self._items.setdefault(scope, {})[meta.id] = Artifact(meta, data)
        return meta

    def _find(self, scope: ArtifactScope, ref: str) -> Artifact | None:
        items = self._items.get(scope, {})
        if ref in items:
            return items[ref]
        named = [a for a in items.values() if a.meta.name == ref]
        return named[-1] if named else None


class _ScopedArtifacts(ToolArtifacts):
    # The scope is closed over here and nowhere exposed for a tool to change.
    __slots__ = ("_origin", "_scope", "_store")
    _store: InMemoryArtifactStore
    _scope: ArtifactScope
    _origin: ArtifactOrigin

    def __init__(
        self, store: InMemoryArtifactStore, scope: ArtifactScope, origin: ArtifactOrigin
    ) -> None:
        for name, value in (("_store", store), ("_scope", scope), ("_origin", origin)):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("the artifact scope is fixed by the runtime and cannot be changed")

    def put(
        self, name: str, data: bytes | str, *, media_type: str = "application/octet-stream"
    ) -> ArtifactMeta:
        if not isinstance(name, str) or not name:
            raise ValueError("artifact name must be a non-empty str")
        raw = data.encode() if isinstance(data, str) else bytes(data)
        return self._store._put(self._scope, name, raw, media_type, self._origin)

    def get(self, ref: str) -> Artifact | None:
        return self._store._find(self._scope, ref)

    def list(self) -> list[ArtifactMeta]:
        return [a.meta for a in self._store._items.get(self._scope, {}).values()]

    def delete(self, ref: str) -> bool:
        found = self._store._find(self._scope, ref)
        if found is None:
            return False
        del self._store._items[self._scope][found.meta.id]
        return True

    def __repr__(self) -> str:
        return "<artifact store bound to this run's scope>"


class FailClosedArtifacts(ToolArtifacts):
    """What `ctx.artifacts` is when no store is attached: every call refuses."""

    __slots__ = ()

    def _refuse(self) -> ServiceNotAttached:
        return ServiceNotAttached(
            "ctx.artifacts: no artifact store is attached to this run, so nothing can be "
            "stored or read. Attach one (ToolExecutionContext(artifacts=InMemoryArtifactStore()), "
            "or `devkit invoke --artifact NAME=PATH`), or branch on ctx.has_artifacts for a "
            "degraded mode."
        )

    def put(
        self, name: str, data: bytes | str, *, media_type: str = "application/octet-stream"
    ) -> ArtifactMeta:
        raise self._refuse()

    def get(self, ref: str) -> Artifact | None:
        raise self._refuse()

    def list(self) -> list[ArtifactMeta]:
        raise self._refuse()

    def delete(self, ref: str) -> bool:
        raise self._refuse()

    def __repr__(self) -> str:
        return "<no artifact store attached>"
