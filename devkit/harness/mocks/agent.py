"""Mock context of the `agent` profile."""

from __future__ import annotations

import mimetypes
import uuid
from typing import Any

from ...agent import (
    ArtifactOrigin,
    ArtifactScope,
    InMemoryArtifactStore,
    InMemoryCredentialProvider,
    MemoryIdentity,
    TeardownRegistry,
    ToolExecutionContext,
    artifact_scope,
)
from ...sdk.signal import AbortController
from ...sdk.spec import ToolSpec
from ..recording import Sink
from ..request import HarnessUsageError, Invocation
from . import DOOR, Prepared, artifact_source, decode_text, read_artifact


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


def build(spec: ToolSpec, request: Invocation, sink: Sink, args: dict[str, Any]) -> Prepared:
    controller = AbortController()
    identity = MemoryIdentity(**request.identity.model_dump()) if request.identity else None
    run_id = None if request.no_run else (request.run_id or f"run_{uuid.uuid4().hex[:10]}")
    store = None if request.no_artifact_store else RecordingArtifactStore(sink)
    scope = artifact_scope(identity, request.session)
    notes: list[str] = []
    for name, value in request.artifacts.items():
        path, where = artifact_source(name, value)
        bad_parts = sorted(set(where) - {"tenant", "principal", "conversation"})
        if bad_parts:
            raise HarnessUsageError(
                f"--artifact {name}: unknown scope part {bad_parts[0]!r}; parts are tenant, principal, conversation"
            )
        data = read_artifact(name, path)
        if store is None:
            notes.append(f"--artifact {name} ignored: no artifact store (--no-artifact-store)")
            continue
        # Seeded into the caller's scope unless another caller's is named (to show isolation).
        target = (
            ArtifactScope(where.get("tenant"), where.get("principal"), where.get("conversation"))
            if where
            else scope
        )
        media_type = mimetypes.guess_type(path)[0] or "application/octet-stream"
        store.seed(target, name, data, media_type=media_type)

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

    wanted: dict[str, Any] = {}
    wants_report: list[dict[str, Any]] = []
    for argument in spec.declarations.get("wants", ()):
        given = args.get(argument)
        if not (isinstance(given, dict) and set(given) == {"$artifact"}):
            continue
        artifact_name = str(given["$artifact"])
        found = store._find(scope, artifact_name) if store is not None else None
        wants_report.append(
            {"argument": argument, "artifact": artifact_name, "resolved": found is not None}
        )
        if found is not None:
            args[argument] = decode_text(found.data)
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
