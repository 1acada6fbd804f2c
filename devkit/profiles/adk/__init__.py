"""Profile `adk`: an agent-development-kit tool context with memory, artifacts and flow control (seed 003)."""

from __future__ import annotations

from ..model import (
    ContextField,
    Profile,
    ToolForm,
    ToolFormKind,
    always,
    optional,
    raises_without,
)

PROFILE = Profile(
    name="adk",
    module="devkit.adk",
    context_type="ToolContext",
    summary="Tool context of an agent development kit: session and state, flow-control "
    "actions, and optional memory and artifact services.",
    fields=(
        ContextField(
            name="function_call_id",
            type="str | None",
            presence=optional(),
            seed_name="functionCallId",
            doc="Id the model gave this function call, used to match a response to its call.",
        ),
        ContextField(
            name="actions",
            type="EventActions",
            presence=always(),
            seed_name="actions",
            doc="Flow-control flags read after the tool returns: `transfer_to_agent`, "
            "`escalate`, `state_delta`, `artifact_delta`.",
        ),
        ContextField(
            name="actions.transfer_to_agent",
            type="str | None",
            presence=optional(),
            seed_name="transferToAgent",
            doc="The agent to hand the conversation to after the tool; None to stay.",
        ),
        ContextField(
            name="session",
            type="Session",
            presence=always(),
            seed_name="session",
            doc="The current session: `id`, `state` and `events`.",
        ),
        ContextField(
            name="session_service",
            type="SessionService",
            presence=always(),
            seed_name="sessionService",
            doc="Session service: create, get, list, delete and end sessions.",
        ),
        ContextField(
            name="memory_service",
            type="MemoryService | None",
            presence=optional(),
            seed_name="memoryService",
            doc="Long-term memory service, or None when the runner has none configured.",
        ),
        ContextField(
            name="artifact_service",
            type="ArtifactService | None",
            presence=optional(),
            seed_name="artifactService",
            doc="Artifact service, or None when the runner has none configured.",
        ),
        ContextField(
            name="state",
            type="State",
            presence=always(),
            seed_name="state",
            doc="The session's state mapping. Writes are recorded in `actions.state_delta`.",
        ),
        ContextField(
            name="list_artifacts",
            type="async () -> list[str]",
            presence=raises_without("artifact_service"),
            seed_name="listArtifacts",
            is_method=True,
            is_async=True,
            doc="Names of the artifacts saved in this session. Raises ServiceNotAttached when "
            "no artifact service is configured.",
        ),
        ContextField(
            name="load_artifact",
            type="async (name: str) -> bytes | None",
            presence=raises_without("artifact_service"),
            seed_name="loadArtifact",
            is_method=True,
            is_async=True,
            result=optional(),
            doc="Data of the named artifact, or None if there is none. Raises "
            "ServiceNotAttached when no artifact service is configured.",
        ),
        ContextField(
            name="save_artifact",
            type="async (name: str, data: bytes) -> int",
            presence=raises_without("artifact_service"),
            seed_name="saveArtifact",
            is_method=True,
            is_async=True,
            doc="Saves data under a name and returns its version. Raises ServiceNotAttached "
            "when no artifact service is configured.",
        ),
        ContextField(
            name="search_memory",
            type="async (query: str) -> list[MemorySearchResult]",
            presence=raises_without("memory_service"),
            seed_name="searchMemory",
            is_method=True,
            is_async=True,
            doc="Memories relevant to the query, best first, each with `memory` and a `score` "
            "between 0 and 1. Raises ServiceNotAttached when no memory service is configured.",
        ),
    ),
    tool_forms=(
        ToolForm(
            kind=ToolFormKind.FACTORY,
            symbol="create_tool",
            function_keyword="fn",
            args_keyword="schema",
        ),
    ),
)
