"""Mock context of the `mcp` profile."""

from __future__ import annotations

import uuid
from typing import Any

from ...mcp import AuthInfo, EventBus, ExecutionContext, StructuredLogger, TaskInfo
from ...mcp.events import Event
from ...sdk.signal import AbortController
from ...sdk.spec import ToolSpec
from ..recording import Sink
from ..request import Invocation
from . import Prepared


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


def build(spec: ToolSpec, request: Invocation, sink: Sink, args: dict[str, Any]) -> Prepared:
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
