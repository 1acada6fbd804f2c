"""Running an MCP server's tool through the framework's own in-memory client.

Used by the `fastmcp` and `mcp-sdk` profiles' harness adapters: the context the tool
gets is the framework's real `Context`, on the user's interpreter. What the client sees
(log messages, progress, elicitations) becomes the report's logs and events.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Awaitable, Callable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from .options import HarnessUsageError
from .recording import Sink, bounded, jsonable
from .request import Invocation


class McpClientOptions(BaseModel):
    """The options of a call through an MCP client; `devkit invoke` flags are made from it."""

    model_config = ConfigDict(extra="forbid", title="MCP client options")

    client_id: str | None = Field(
        None, description="mcp: sent as the request's `_meta.client_id` (ctx.client_id reads it)."
    )
    no_progress_token: bool = Field(
        False, description="mcp: call without a progress token (report_progress is then a no-op)."
    )
    access_token: str | None = Field(
        None,
        description="mcp: env:VAR, an authenticated caller with this bearer token "
        "(get_access_token() returns it; it is masked in the report).",
    )
    elicit: list[str] = Field(
        default_factory=list,
        description="mcp: answers to the tool's elicitations, in order: JSON to accept with, "
        "or decline / cancel (repeatable). None given: the client has no elicitation support.",
    )
    mode: Literal["modern", "legacy"] | None = Field(
        None,
        description="fastmcp 4: the protocol the client negotiates (default modern, 2026-07-28).",
    )
    state: list[str] = Field(
        default_factory=list,
        description="fastmcp, google-adk, langchain: KEY=JSON, state the tool starts with "
        "(repeatable).",
    )

    def initial_state(self) -> dict[str, Any]:
        return state_pairs(self.state)


def state_pairs(pairs: list[str]) -> dict[str, Any]:
    """`--state KEY=JSON` pairs as a dict (a value that is not JSON is kept as text); a pair
    without `=` is a usage error naming it."""
    found: dict[str, Any] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or not key:
            raise HarnessUsageError(f"--state {pair!r}: expected KEY=JSON")
        try:
            found[key] = json.loads(text)
        except json.JSONDecodeError:
            found[key] = text
    return found


def json_option(flag: str, text: str | None) -> Any:
    """The value of a JSON flag (`--deps`, `--context`); None when not given."""
    if text is None:
        return None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise HarnessUsageError(f"--{flag}: not JSON ({exc.msg})") from None


ANSWER_ACTIONS = ("decline", "cancel")


def parse_answer(text: str) -> tuple[str, Any]:
    """('accept', value) or ('decline'|'cancel', None) for one scripted elicitation answer."""
    if text in ANSWER_ACTIONS:
        return text, None
    try:
        return "accept", json.loads(text)
    except json.JSONDecodeError:
        return "accept", text


class ClientRecorder:
    """Turns what the client receives into report records."""

    sink: Sink

    def __init__(self, sink: Sink, answers: list[str]) -> None:
        self.sink = sink
        self.answers = list(answers)

    def log(self, level: str, data: Any, logger: str | None) -> None:
        fields: dict[str, Any] = {"logger": logger} if logger else {}
        if isinstance(data, dict) and isinstance(data.get("msg"), str):
            extra = data.get("extra")  # fastmcp sends {"msg": ..., "extra": {...}}
            data, fields = data["msg"], {**fields, **(extra if isinstance(extra, dict) else {})}
        message = data if isinstance(data, str) else json.dumps(jsonable(data))
        self.sink.emit("log", level=_level(level), message=message, fields=fields)

    def progress(self, progress: float, total: float | None, message: str | None) -> None:
        self.sink.emit(
            "event",
            name="progress",
            payload={"progress": progress, "total": total, "message": message},
        )

    def answer(self, message: str) -> tuple[str, Any]:
        action, value = parse_answer(self.answers.pop(0)) if self.answers else ("decline", None)
        self.sink.emit(
            "event",
            name="elicitation",
            payload={"message": message, "action": action, "answer": value},
        )
        return action, value


def _level(level: str) -> str:
    level = str(getattr(level, "value", level)).lower()
    return {"notice": "info", "critical": "error", "alert": "error", "emergency": "error"}.get(
        level, level if level in ("debug", "info", "warning", "error") else "info"
    )


class CallResult(BaseModel):
    is_error: bool
    text: str
    structured: Any = None


def run_call(
    request: Invocation,
    sink: Sink,
    tool: str,
    profile: str,
    note: str,
    call: Callable[[], Awaitable[CallResult]],
) -> str:
    """Run `call` with the request's timeout; emit the setup, phase and outcome records."""
    started = time.perf_counter()

    def outcome(status: str, **data: Any) -> str:
        sink.emit(
            "outcome",
            status=status,
            duration_ms=round((time.perf_counter() - started) * 1000, 3),
            **data,
        )
        return status

    sink.emit("setup", tool=tool, profile=profile, needs=[], wants=[], notes=[note])
    sink.emit("started", timeout_s=request.timeout, grace_s=request.grace)
    try:
        result = asyncio.run(asyncio.wait_for(call(), request.timeout))
    except UnknownTool as exc:
        sink.emit("finished", abandoned=False)
        return outcome(
            "not_found",
            error={"type": "ToolNotFound", "message": str(exc), "traceback": "", "phase": "find"},
        )
    except asyncio.TimeoutError:
        sink.emit("timeout", after_s=request.timeout)
        sink.emit("finished", abandoned=False)
        return outcome("timeout", killed=False, grace_s=request.grace, result=None, truncated={})
    except Exception as exc:  # the tool raised through a framework that lets it (pydantic-ai)
        from .runner import format_error

        sink.emit("finished", abandoned=False)
        return outcome("raised", error=format_error(exc))
    sink.emit("finished", abandoned=False)
    if result.is_error:
        kind = "args_error" if "validation error" in result.text.lower() else "raised"
        return outcome(
            kind,
            error={"type": "ToolError", "message": result.text, "traceback": "", "phase": "tool"},
        )
    value = result.structured
    if value is None:
        try:
            value = json.loads(result.text)  # a tool returning JSON as text content
        except ValueError:
            value = result.text
    value, cut = bounded(jsonable(value), request.max_result)
    return outcome("ok", result=value, truncated={"result": cut} if cut else {})


def set_access_token(token: str | None, client_id: str | None, token_class: Any = None) -> None:
    """Make `get_access_token()` return `token` for the in-memory request (the MCP SDK's
    auth context variable, which fastmcp reads too); copied into the server's tasks.
    `token_class`: the framework's own AccessToken class, when it insists on it."""
    if token is None:
        return
    from mcp.server.auth.middleware.auth_context import auth_context_var
    from mcp.server.auth.middleware.bearer_auth import AuthenticatedUser
    from mcp.server.auth.provider import AccessToken

    made = (token_class or AccessToken)(token=token, client_id=client_id or "devkit", scopes=[])
    auth_context_var.set(AuthenticatedUser(made))


def text_of(content: Any) -> str:
    return "\n".join(str(getattr(c, "text", "")) for c in content or ())


class UnknownTool(Exception):
    """The server has no tool by that name; the message lists the ones it has."""

    @classmethod
    def listing(cls, wanted: str, names: list[str]) -> UnknownTool:
        return cls(f"no tool named {wanted!r}; tools found: {', '.join(sorted(names)) or 'none'}")
