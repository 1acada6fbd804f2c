"""Mock context of the `adk` profile."""

from __future__ import annotations

import asyncio
import json
import uuid
from typing import Any

from ...adk import (
    EventActions,
    InMemoryArtifactService,
    InMemoryMemoryService,
    InMemorySessionService,
    MemoryRecord,
    Session,
    ToolContext,
)
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
    ctx = ToolContext(
        session=session,
        session_service=sessions,
        memory_service=memory,
        artifact_service=artifacts,
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
