"""`devkit invoke agent.py:TOOL` on a google-adk tool: ADK's own `FunctionTool` (or the
tool's `BaseTool.run_async`) with a real `ToolContext` over an in-memory session, its
services switched by flags. What the tool did to the event actions (state and artifact
deltas, transfer, escalate, requested auth and confirmations) is in the report."""

from __future__ import annotations

import inspect
import json
from types import ModuleType
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ...harness.mcp_client import CallResult, UnknownTool, run_call, state_pairs
from ...harness.recording import Sink, jsonable
from ...harness.request import Invocation


class AdkOptions(BaseModel):
    """The options of a google-adk call; `devkit invoke` flags are made from it. The memory
    and artifact services follow the existing --no-memory-service / --no-artifact-store."""

    model_config = ConfigDict(extra="forbid", title="google-adk options")

    no_credential_service: bool = Field(
        False, description="google-adk: no credential service (InMemoryRunner has none)."
    )
    callback: bool = Field(
        False,
        description="google-adk: an agent or model callback's context: function_call_id is None.",
    )
    confirm: Literal["yes", "no"] | None = Field(
        None, description="google-adk: the user's answer in tool_confirmation (default: none yet)."
    )
    state: list[str] = Field(
        default_factory=list,
        description="fastmcp, google-adk, langchain: KEY=JSON, state the tool starts with "
        "(repeatable).",
    )
    auth_response: str | None = Field(
        None,
        description="google-adk: env:VAR, the OAuth access token the user's completed auth flow "
        "returns (get_auth_response); without it the flow is pending (None).",
    )
    user_id: str = Field("user", description="google-adk: the session's user id.")
    session_id: str | None = Field(None, description="google-adk: the session id.")


OPTIONS = AdkOptions


def find_server(module: ModuleType) -> Any | None:
    """ADK has no server object: the module itself holds the tools."""
    return module


def is_server(value: Any) -> bool:
    return isinstance(value, ModuleType)


def _find_tool(module: ModuleType, wanted: str) -> Any:
    """The function or BaseTool named `wanted`: a module function, or a tool of an agent."""
    from google.adk.agents import Agent
    from google.adk.tools import BaseTool, FunctionTool

    candidates: dict[str, Any] = {}
    for value in vars(module).values():
        if isinstance(value, Agent):
            for tool in value.tools or ():
                name = getattr(tool, "name", None) or getattr(tool, "__name__", None)
                if name:
                    candidates.setdefault(name, tool)
        elif isinstance(value, BaseTool):
            candidates.setdefault(value.name, value)
    function = getattr(module, wanted, None)
    if inspect.isfunction(function):
        candidates[wanted] = function
    if wanted not in candidates:
        raise UnknownTool.listing(wanted, sorted(candidates))
    found = candidates[wanted]
    return found if isinstance(found, BaseTool) else FunctionTool(func=found)


def _give_auth_response(token: str) -> None:
    """Every get_auth_response(...) returns an OAuth2 credential with `token` (this child
    process is ours: the patch lives and dies with it)."""
    from google.adk.auth.auth_credential import AuthCredential, AuthCredentialTypes, OAuth2Auth
    from google.adk.tools import ToolContext

    def get_auth_response(self: Any, auth_config: Any) -> Any:
        return AuthCredential(
            auth_type=AuthCredentialTypes.OAUTH2, oauth2=OAuth2Auth(access_token=token)
        )

    ToolContext.get_auth_response = get_auth_response  # type: ignore[method-assign]


def _report_actions(sink: Sink, actions: Any) -> None:
    """The event actions the tool set, as report events (only what it changed)."""
    for name in (
        "state_delta",
        "artifact_delta",
        "transfer_to_agent",
        "escalate",
        "skip_summarization",
        "requested_auth_configs",
        "requested_tool_confirmations",
    ):
        value = getattr(actions, name, None)
        if value:
            sink.emit("event", name=name, payload=jsonable(value))


def run(
    module: Any,
    wanted: str,
    request: Invocation,
    sink: Sink,
    options: AdkOptions,
    token: str | None,
) -> str:
    from importlib.metadata import version

    from google.adk.agents import Agent
    from google.adk.agents.invocation_context import InvocationContext
    from google.adk.artifacts import InMemoryArtifactService
    from google.adk.auth.credential_service.in_memory_credential_service import (
        InMemoryCredentialService,
    )
    from google.adk.memory import InMemoryMemoryService
    from google.adk.sessions import InMemorySessionService
    from google.adk.tools import ToolContext
    from google.adk.tools.tool_confirmation import ToolConfirmation

    state = state_pairs(options.state)
    if token is not None:
        _give_auth_response(token)
    try:
        tool = _find_tool(module, wanted)
    except UnknownTool as exc:
        error = {"type": "ToolNotFound", "message": str(exc), "traceback": "", "phase": "find"}
        sink.emit("outcome", status="not_found", error=error)
        return "not_found"
    services = [
        name
        for name, off in (
            ("memory", request.no_memory_service),
            ("artifact", request.no_artifact_store),
            ("credential", options.no_credential_service),
        )
        if not off
    ]
    note = (
        f"ran through google-adk {version('google-adk')}'s {type(tool).__name__} with a real "
        f"ToolContext; services: {', '.join(services) or 'none'}"
        + (
            "; an agent or model callback's context (no function_call_id)"
            if options.callback
            else ""
        )
    )

    async def call() -> CallResult:
        sessions = InMemorySessionService()
        session = await sessions.create_session(
            app_name="devkit", user_id=options.user_id, session_id=options.session_id, state=state
        )
        context = InvocationContext(
            invocation_id="devkit-invocation",
            agent=Agent(name="devkit_agent", model="gemini-2.0-flash"),
            session=session,
            session_service=sessions,
            memory_service=None if request.no_memory_service else InMemoryMemoryService(),
            artifact_service=None if request.no_artifact_store else InMemoryArtifactService(),
            credential_service=None
            if options.no_credential_service
            else InMemoryCredentialService(),
        )
        confirmation = (
            ToolConfirmation(confirmed=options.confirm == "yes") if options.confirm else None
        )
        tool_context = ToolContext(
            context,
            function_call_id=None if options.callback else "devkit-call",
            tool_confirmation=confirmation,
        )
        result = await tool.run_async(args=request.args, tool_context=tool_context)
        _report_actions(sink, tool_context.actions)
        # ADK reports a tool it could not call as a dict with an `error` (the model sees it).
        if isinstance(result, dict) and set(result) == {"error"}:
            return CallResult(is_error=True, text=str(result["error"]))
        return CallResult(is_error=False, text=json.dumps(jsonable(result)), structured=result)

    return run_call(request, sink, wanted, "google-adk", note, call)
