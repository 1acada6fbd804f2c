"""Profile `mcp`: an MCP server's per-request execution context with guards (seed 001)."""

from __future__ import annotations

from ..model import (
    ContextField,
    Declaration,
    DeclarationKind,
    Profile,
    Role,
    ToolForm,
    ToolFormKind,
    always,
    declared,
    optional,
)

PROFILE = Profile(
    name="mcp",
    module="devkit.mcp",
    context_type="ExecutionContext",
    summary="Per-request context of an MCP server tool: logger, request ids, guard-populated "
    "auth, task tracking and dynamic tool visibility.",
    fields=(
        ContextField(
            name="logger",
            type="StructuredLogger",
            presence=always(),
            seed_name="logger",
            doc="Logger bound to this request: `info/debug/warning/error(message, **fields)`.",
        ),
        *(
            ContextField(
                name=f"logger.{level}",
                type="(message: str, **fields: object) -> None",
                presence=always(),
                seed_name=level,
                is_method=True,
                is_async=False,
                doc=f"Logs `message` at {level} level with structured fields; synchronous.",
            )
            for level in ("debug", "info", "warning", "error")
        ),
        ContextField(
            name="tool_name",
            type="str | None",
            presence=optional(),
            seed_name="toolName",
            doc="Name of the tool being called, when the server knows it.",
        ),
        ContextField(
            name="request_id",
            type="str",
            presence=always(),
            seed_name="requestId",
            doc="Unique id of this request, for tracing.",
        ),
        ContextField(
            name="session_id",
            type="str | None",
            presence=optional(),
            seed_name="sessionId",
            roles=frozenset({Role.IDENTIFIER, Role.CALLER_KEY}),
            doc="Transport connection or session id, when there is one. Supplied by the "
            "client; never use it alone as a key for per-user state.",
        ),
        ContextField(
            name="abort_signal",
            type="AbortSignal | None",
            presence=optional(),
            seed_name="abortSignal",
            roles=frozenset({Role.CANCELLATION}),
            doc="Fires when the client cancels the call; None when cancellation is not wired.",
        ),
        ContextField(
            name="auth",
            type="AuthInfo | None",
            presence=declared("guards"),
            seed_name="auth",
            secret_members=("token",),
            doc="What a guard established about the caller (subject, token, scopes, extra). "
            "Only a tool decorated with `@use_guards(...)` can ever see it, and even then it "
            "is None when no guard identified anyone. `auth.token` is a raw secret.",
        ),
        ContextField(
            name="auth.subject",
            type="str | None",
            presence=optional(),
            seed_name="subject",
            doc="Who the guard identified, when it identified anyone by name.",
        ),
        ContextField(
            name="auth.token",
            type="str | None",
            presence=optional(),
            seed_name="token",
            doc="The caller's raw bearer token, when the guard kept one. A secret: never log or return it.",
        ),
        ContextField(
            name="verified_subject",
            type="str | None",
            presence=declared("guards"),
            seed_name="verifiedSubject",
            doc="Caller id whose signature a guard verified. Requires `@use_guards(...)`; "
            "None when no guard verified one.",
        ),
        ContextField(
            name="metadata",
            type="dict[str, Any] | None",
            presence=optional(),
            seed_name="metadata",
            doc="Writable request metadata, when the transport provides some.",
        ),
        ContextField(
            name="task",
            type="TaskInfo | None",
            presence=declared("task_support"),
            seed_name="task",
            doc="Background-task tracking (task_id, status, total_steps, current_step). Only "
            "set for tools declared with `task_support=True` when run as a task.",
        ),
        ContextField(
            name="task.total_steps",
            type="int | None",
            presence=optional(),
            seed_name="totalSteps",
            doc="How many steps the task will take, when it said so.",
        ),
        ContextField(
            name="task.current_step",
            type="int | None",
            presence=optional(),
            seed_name="currentStep",
            doc="The step the task is at; None until it reports one.",
        ),
        ContextField(
            name="input_responses",
            type="dict[str, Any] | None",
            presence=optional(),
            seed_name="inputResponses",
            doc="The client's answers to earlier requests for input, when there are any.",
        ),
        ContextField(
            name="request_state",
            type="Any | None",
            presence=optional(),
            seed_name="requestState",
            doc="Opaque state the client echoes back between rounds, when there is any.",
        ),
        ContextField(
            name="enable_tools",
            type="Callable[[list[str]], None] | None",
            presence=optional(),
            seed_name="enableTools",
            is_method=True,
            doc="Makes the named tools visible to the client; None when the server does not "
            "support changing the catalogue.",
        ),
        ContextField(
            name="disable_tools",
            type="Callable[[list[str]], None] | None",
            presence=optional(),
            seed_name="disableTools",
            is_method=True,
            doc="Hides the named tools from the client; None when the server does not "
            "support changing the catalogue.",
        ),
    ),
    declarations=(
        Declaration(
            name="guards",
            kind=DeclarationKind.DECORATOR,
            decorator="use_guards",
            doc="Guards that run before the tool and may establish `auth`/`verified_subject`.",
        ),
        Declaration(
            name="task_support",
            kind=DeclarationKind.FLAG,
            keyword="task_support",
            doc="`task_support=True` lets the tool run as a background task with `ctx.task`.",
        ),
    ),
    tool_forms=(ToolForm(kind=ToolFormKind.DECORATOR, symbol="tool"),),
    emit_functions=("emit_event",),
    coroutine_functions=("emit_event",),
)
