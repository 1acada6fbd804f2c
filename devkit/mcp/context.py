"""The mcp profile's context object and what guards put in it."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from ..sdk.signal import AbortSignal
from .logger import StructuredLogger


@dataclass
class AuthInfo:
    """What a guard established about the caller. `token` is the raw credential: keep it out of output."""

    subject: str | None = None
    token: str | None = field(default=None, repr=False)
    scopes: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class TaskInfo:
    task_id: str
    status: Literal["working", "completed", "failed", "cancelled"] = "working"
    total_steps: int | None = None
    current_step: int | None = None


class ExecutionContext:
    """What a tool of the `mcp` profile receives. Field docs: `devkit.profiles.mcp`."""

    __slots__ = (
        "abort_signal",
        "auth",
        "disable_tools",
        "enable_tools",
        "input_responses",
        "logger",
        "metadata",
        "request_id",
        "request_state",
        "session_id",
        "task",
        "tool_name",
        "verified_subject",
    )

    def __init__(
        self,
        *,
        request_id: str | None = None,
        logger: StructuredLogger | None = None,
        tool_name: str | None = None,
        session_id: str | None = None,
        abort_signal: AbortSignal | None = None,
        auth: AuthInfo | None = None,
        verified_subject: str | None = None,
        metadata: dict[str, Any] | None = None,
        task: TaskInfo | None = None,
        input_responses: dict[str, Any] | None = None,
        request_state: Any = None,
        enable_tools: Callable[[list[str]], Any] | None = None,
        disable_tools: Callable[[list[str]], Any] | None = None,
    ) -> None:
        self.request_id = request_id or f"req_{uuid.uuid4().hex[:12]}"
        self.logger = (
            logger if logger is not None else StructuredLogger(f"devkit.mcp.{tool_name or 'tool'}")
        )
        self.tool_name = tool_name
        self.session_id = session_id
        self.abort_signal = abort_signal
        self.auth = auth
        self.verified_subject = verified_subject
        self.metadata = metadata
        self.task = task
        self.input_responses = input_responses
        self.request_state = request_state
        self.enable_tools = enable_tools
        self.disable_tools = disable_tools

    def __repr__(self) -> str:
        return f"<ExecutionContext tool={self.tool_name!r} request={self.request_id!r}>"
