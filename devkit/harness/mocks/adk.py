"""Mock context of the `adk` profile."""

from __future__ import annotations

import asyncio
import json
import uuid
from typing import Any

from ...adk import (
    ArtifactService,
    EventActions,
    InMemoryArtifactService,
    InMemoryMemoryService,
    InMemorySessionService,
    MemoryRecord,
    MemoryService,
    Session,
    SessionService,
    ToolContext,
)
from ...adk.services import MemorySearchResult
from ...files import MAX_DATA_BYTES, read_error, read_text_limited
from ...sdk.signal import AbortController
from ...sdk.spec import ToolSpec
from ..recording import Sink
from ..request import HarnessUsageError, Invocation
from . import Prepared, artifact_source, read_artifact


class RecordingArtifactService(InMemoryArtifactService):
    def __init__(self, sink: Sink) -> None:
        super().__init__()
        self._sink = sink
        self.seeding = True

    async def save_artifact(
        self, app_name: str, user_id: str, session_id: str, filename: str, data: bytes
    ) -> int:
        version = await super().save_artifact(app_name, user_id, session_id, filename, data)
        if not self.seeding:
            self._sink.emit(
                "artifact",
                meta={
                    "name": filename,
                    "version": version,
                    "size": len(data),
                    "session": session_id,
                },
            )
        return version


class _Scope:
    """The (app, user, session) a call runs in; the services a tool sees are limited to it."""

    def __init__(self, session: Session) -> None:
        self.app, self.user, self.session = session.app_name, session.user_id, session.id

    def user_matches(self, app_name: str, user_id: str) -> bool:
        return (app_name, user_id) == (self.app, self.user)

    def session_matches(self, app_name: str, user_id: str, session_id: str) -> bool:
        return self.user_matches(app_name, user_id) and session_id == self.session

    def refuse(self, what: str) -> PermissionError:
        return PermissionError(
            f"{what}: this call runs in app {self.app!r}, user {self.user!r}, session "
            f"{self.session!r}; its services do not reach another scope"
        )


class ScopedArtifactService(ArtifactService):
    """What `ctx.artifact_service` is in a call: the store, seen from this call's session only.

    Reads of another session find nothing (as through `ctx.load_artifact`); writes there
    are refused. Without this, the public service would read across sessions.
    """

    def __init__(self, inner: ArtifactService, scope: _Scope) -> None:
        self._inner, self._scope = inner, scope

    async def save_artifact(
        self, app_name: str, user_id: str, session_id: str, filename: str, data: bytes
    ) -> int:
        if not self._scope.session_matches(app_name, user_id, session_id):
            raise self._scope.refuse(f"save_artifact({filename!r}) into session {session_id!r}")
        return await self._inner.save_artifact(app_name, user_id, session_id, filename, data)

    async def load_artifact(
        self,
        app_name: str,
        user_id: str,
        session_id: str,
        filename: str,
        version: int | None = None,
    ) -> bytes | None:
        if not self._scope.session_matches(app_name, user_id, session_id):
            return None
        return await self._inner.load_artifact(app_name, user_id, session_id, filename, version)

    async def list_artifact_keys(self, app_name: str, user_id: str, session_id: str) -> list[str]:
        if not self._scope.session_matches(app_name, user_id, session_id):
            return []
        return await self._inner.list_artifact_keys(app_name, user_id, session_id)


class ScopedMemoryService(MemoryService):
    """Memories searched as this call's user; another user's search finds nothing."""

    def __init__(self, inner: MemoryService, scope: _Scope) -> None:
        self._inner, self._scope = inner, scope

    async def search_memory(
        self, app_name: str, user_id: str, query: str
    ) -> list[MemorySearchResult]:
        if not self._scope.user_matches(app_name, user_id):
            return []
        return await self._inner.search_memory(app_name, user_id, query)


class ScopedSessionService(SessionService):
    """This call's user's sessions only: another user's are not found and cannot be changed."""

    def __init__(self, inner: InMemorySessionService, scope: _Scope) -> None:
        self._inner, self._scope = inner, scope

    async def create_session(
        self,
        app_name: str,
        user_id: str,
        state: dict[str, Any] | None = None,
        session_id: str | None = None,
    ) -> Session:
        if not self._scope.user_matches(app_name, user_id):
            raise self._scope.refuse(f"create_session for user {user_id!r}")
        return await self._inner.create_session(app_name, user_id, state, session_id)

    async def get_session(self, app_name: str, user_id: str, session_id: str) -> Session | None:
        if not self._scope.user_matches(app_name, user_id):
            return None
        return await self._inner.get_session(app_name, user_id, session_id)

    async def list_sessions(self, app_name: str, user_id: str) -> list[Session]:
        if not self._scope.user_matches(app_name, user_id):
            return []
        return await self._inner.list_sessions(app_name, user_id)

    async def delete_session(self, app_name: str, user_id: str, session_id: str) -> None:
        if self._scope.user_matches(app_name, user_id):
            await self._inner.delete_session(app_name, user_id, session_id)

    async def end_session(self, app_name: str, user_id: str, session_id: str) -> None:
        if self._scope.user_matches(app_name, user_id):
            await self._inner.end_session(app_name, user_id, session_id)


def _load_memory(path: str) -> list[MemoryRecord]:
    records = []
    try:
        lines = read_text_limited(path, MAX_DATA_BYTES).splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise HarnessUsageError(f"--memory {path}: cannot read: {read_error(exc)}") from None
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except json.JSONDecodeError as exc:
            raise HarnessUsageError(f"--memory {path}:{number}: invalid JSON: {exc.msg}") from None
        if isinstance(item, str):
            records.append(MemoryRecord(item))
        elif isinstance(item, dict) and isinstance(item.get("content"), str):
            records.append(MemoryRecord(item["content"], dict(item.get("metadata") or {})))
        else:
            raise HarnessUsageError(
                f'--memory {path}:{number}: expected a string or {{"content": ..., "metadata": {{...}}}}'
            )
    return records


def build(spec: ToolSpec, request: Invocation, sink: Sink, args: dict[str, Any]) -> Prepared:
    controller = AbortController()
    principal = (
        request.identity.principal if request.identity and request.identity.principal else "user"
    )
    session = Session(
        id=request.session or f"session_{uuid.uuid4().hex[:10]}",
        app_name="devkit",
        user_id=principal,
    )
    sessions = InMemorySessionService()
    sessions.add(session)
    memory = None
    if not request.no_memory_service:
        memory = InMemoryMemoryService(_load_memory(request.memory) if request.memory else [])
    elif request.memory:
        raise HarnessUsageError("--memory and --no-memory-service contradict each other")
    artifacts = None if request.no_artifact_store else RecordingArtifactService(sink)
    notes = []
    for name, value in request.artifacts.items():
        path, where = artifact_source(name, value)
        if set(where) - {"session"}:
            raise HarnessUsageError(
                f"--artifact {name}: adk artifacts belong to a session; write PATH@session=ID"
            )
        data = read_artifact(name, path)
        if artifacts is None:
            notes.append(f"--artifact {name} ignored: no artifact service (--no-artifact-store)")
            continue
        asyncio.run(
            artifacts.save_artifact(
                session.app_name, session.user_id, where.get("session", session.id), name, data
            )
        )
    if artifacts is not None:
        artifacts.seeding = False
    actions = EventActions()
    scope = _Scope(session)
    ctx = ToolContext(
        session=session,
        session_service=ScopedSessionService(sessions, scope),
        memory_service=None if memory is None else ScopedMemoryService(memory, scope),
        artifact_service=None if artifacts is None else ScopedArtifactService(artifacts, scope),
        function_call_id=f"call_{uuid.uuid4().hex[:10]}",
        actions=actions,
    )

    def report_actions() -> None:
        changed = (
            actions.transfer_to_agent is not None
            or actions.escalate
            or actions.state_delta
            or actions.artifact_delta
        )
        if changed:
            sink.emit("event", name="actions", payload=actions)

    return Prepared(ctx, controller, args, notes=notes, after=[report_actions])
