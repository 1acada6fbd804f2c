"""Mock contexts: the SDK's real context classes with recording in-memory services.

Which declared fields may be populated is read from the profile data: a field of class
declared(X) is only ever set when the tool declares X, exactly as the runtime promises.
"""

from __future__ import annotations

import json
import mimetypes
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..adk import (
    EventActions,
    InMemoryArtifactService,
    InMemoryMemoryService,
    InMemorySessionService,
    MemoryRecord,
    Session,
    ToolContext,
)
from ..agent import (
    ArtifactOrigin,
    ArtifactScope,
    InMemoryArtifactStore,
    InMemoryCredentialProvider,
    MemoryIdentity,
    TeardownRegistry,
    ToolExecutionContext,
    artifact_scope,
)
from ..mcp import AuthInfo, EventBus, ExecutionContext, StructuredLogger, TaskInfo
from ..mcp.events import Event
from ..profiles import PresenceKind, get_profile
from ..sdk.signal import AbortController
from ..sdk.spec import ToolSpec
from .recording import Sink
from .request import HarnessUsageError, Invocation

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
    teardown: TeardownRegistry | None = None
    event_bus: EventBus | None = None
    guards: tuple[Any, ...] = ()
    after: list[Any] = field(default_factory=list)  # callables run after the tool (e.g. actions)


# -- recording services ---------------------------------------------------------------------


class RecordingArtifactStore(InMemoryArtifactStore):
    def __init__(self, sink: Sink) -> None:
        super().__init__()
        self._sink = sink

    def _put(
        self, scope: ArtifactScope, name: str, data: bytes, media_type: str, origin: ArtifactOrigin
    ):
        meta = super()._put(scope, name, data, media_type, origin)
        if origin.tool_call_id != "seed":
            self._sink.emit("artifact", meta=meta)
        return meta


class RecordingTeardownRegistry(TeardownRegistry):
    def __init__(self, sink: Sink) -> None:
        super().__init__()
        self._sink = sink

    def register(self, tool: str, scope: str, key: str, cleanup: Any) -> bool:
        new = super().register(tool, scope, key, cleanup)
        self._sink.emit("teardown_registered", scope=scope, key=key, first=new)
        return new

    async def run_scope(self, scope: str):
        ran = await super().run_scope(scope)
        for entry in ran:
            self._sink.emit("teardown_ran", scope=entry.scope, key=entry.key, error=entry.error)
        return ran


class RecordingLogger(StructuredLogger):
    def __init__(self, sink: Sink, name: str) -> None:
        super().__init__(name)
        self._sink = sink

    def _log(self, level: str, message: str, fields: dict[str, Any]) -> None:
        super()._log(level, message, fields)
        self._sink.emit(
            "log", level=level, message=str(message), fields=fields, logger="ctx.logger"
        )


class RecordingEventBus(EventBus):
    def __init__(self, sink: Sink) -> None:
        super().__init__()
        self._sink = sink

    def publish(self, event: Event) -> None:
        super().publish(event)
        self._sink.emit("event", name=event.name, payload=event.payload)


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


# -- building contexts ----------------------------------------------------------------------


def _read_artifact(name: str, path: str) -> bytes:
    try:
        return Path(path).read_bytes()
    except OSError as exc:
        raise HarnessUsageError(
            f"--artifact {name}={path}: cannot read: {exc.strerror or exc}"
        ) from None


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
    builder = {"agent": _agent, "mcp": _mcp, "adk": _adk}[spec.profile]
    prepared = builder(spec, request, sink, dict(raw_args))
    _enforce_declared(spec.profile, spec, prepared.ctx, prepared.notes)
    prepared.secrets.extend(v for v in request.credential_values.values() if v)
    return prepared


def _decode(data: bytes) -> str | bytes:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data


def _agent(spec: ToolSpec, request: Invocation, sink: Sink, args: dict[str, Any]) -> Prepared:
    controller = AbortController()
    identity = MemoryIdentity(**request.identity.model_dump()) if request.identity else None
    run_id = None if request.no_run else (request.run_id or f"run_{uuid.uuid4().hex[:10]}")
    store = None if request.no_artifact_store else RecordingArtifactStore(sink)
    scope = artifact_scope(identity, request.session)
    notes: list[str] = []
    for name, path in request.artifacts.items():
        data = _read_artifact(name, path)
        if store is None:
            notes.append(f"--artifact {name} ignored: no artifact store (--no-artifact-store)")
            continue
        media_type = mimetypes.guess_type(path)[0] or "application/octet-stream"
        store.seed(scope, name, data, media_type=media_type)

    provider = (
        None
        if request.no_credential_store
        else InMemoryCredentialProvider(dict(request.credential_values))
    )
    needs_report, credential = [], None
    for need in spec.declarations.get("needs", ()):
        resolved = provider.get(need) if provider is not None else None
        needs_report.append({"name": need.name, "resolved": resolved is not None})
        if resolved is not None and credential is None:
            credential = resolved
    unknown = set(request.credential_values) - {n.name for n in spec.declarations.get("needs", ())}
    if unknown:
        notes.append(
            f"credentials not declared in needs (reachable only through ctx.credentials): {', '.join(sorted(unknown))}"
        )

    wanted, wants_report = {}, []
    for argument in spec.declarations.get("wants", ()):
        value = args.get(argument)
        if not (isinstance(value, dict) and set(value) == {"$artifact"}):
            continue
        artifact_name = value["$artifact"]
        found = store._find(scope, artifact_name) if store is not None else None
        wants_report.append(
            {"argument": argument, "artifact": artifact_name, "resolved": found is not None}
        )
        if found is not None:
            args[argument] = _decode(found.data)
            wanted[argument] = found.meta

    registry = RecordingTeardownRegistry(sink)
    scopes = (
        tuple(request.teardown_scopes)
        if request.teardown_scopes is not None
        else (("session",) if run_id is None else ("run", "session"))
    )
    ctx = ToolExecutionContext(
        tool_name=spec.name,
        iteration=request.iteration,
        run_id=run_id,
        session_id=request.session,
        identity=identity,
        credential=credential,
        credentials=provider,
        artifacts=store,
        wanted=wanted or None,
        signal=controller.signal,
        teardown=registry,
        teardown_scopes=scopes,
        door=DOOR,
    )
    return Prepared(ctx, controller, args, needs_report, wants_report, notes, teardown=registry)


def _mcp(spec: ToolSpec, request: Invocation, sink: Sink, args: dict[str, Any]) -> Prepared:
    controller = AbortController()
    notes: list[str] = []
    secrets: list[str] = []
    guards = tuple(spec.declarations.get("guards", ()))
    auth = None
    if request.subject and not request.no_auth:
        token = request.auth_token or f"devkit-test-token-{uuid.uuid4().hex}"
        secrets.append(token)
        auth = AuthInfo(subject=request.subject, token=token, scopes=[])
        if not guards:
            notes.append(
                "--subject ignored: the tool declares no @use_guards, so no guard can set ctx.auth"
            )
    task = None
    if request.task:
        task = TaskInfo(task_id=f"task_{uuid.uuid4().hex[:10]}")
        if not spec.declarations.get("task_support"):
            notes.append("--task ignored: the tool does not declare task_support=True")

    def visibility(action: str):
        def change(names: list[str]) -> None:
            sink.emit("event", name=f"tools.{action}", payload=list(names))

        return change

    ctx = ExecutionContext(
        request_id=f"req_{uuid.uuid4().hex[:10]}",
        logger=RecordingLogger(sink, f"devkit.mcp.{spec.name}"),
        tool_name=spec.name,
        session_id=request.session,
        abort_signal=controller.signal,
        auth=auth,
        verified_subject=auth.subject if auth else None,
        metadata={},
        task=task,
        enable_tools=visibility("enable"),
        disable_tools=visibility("disable"),
    )
    return Prepared(
        ctx,
        controller,
        args,
        notes=notes,
        secrets=secrets,
        event_bus=RecordingEventBus(sink),
        guards=guards,
    )


def _load_memory(path: str) -> list[MemoryRecord]:
    records = []
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise HarnessUsageError(f"--memory {path}: cannot read: {exc.strerror or exc}") from None
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


def _adk(spec: ToolSpec, request: Invocation, sink: Sink, args: dict[str, Any]) -> Prepared:
    import asyncio

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
    for name, path in request.artifacts.items():
        data = _read_artifact(name, path)
        if artifacts is None:
            notes.append(f"--artifact {name} ignored: no artifact service (--no-artifact-store)")
            continue
        asyncio.run(
            artifacts.save_artifact(session.app_name, session.user_id, session.id, name, data)
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
