"""The agent profile's context object and the safe session-key helper."""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping
from dataclasses import dataclass

from ..profiles.agent import PROFILE
from ..sdk.signal import AbortSignal
from .artifacts import (
    ArtifactMeta,
    ArtifactOrigin,
    ArtifactScope,
    FailClosedArtifacts,
    InMemoryArtifactStore,
    ToolArtifacts,
)
from .credentials import Credential, CredentialProvider, FailClosedCredentialProvider
from .teardown import TeardownHook, TeardownRegistry

TEARDOWN_SCOPES = PROFILE.teardown_scopes


@dataclass(frozen=True)
class MemoryIdentity:
    """Who the caller says it is. Every part is optional."""

    tenant: str | None = None
    principal: str | None = None
    conversation: str | None = None


class ToolExecutionContext:
    """What a tool of the `agent` profile receives. Field docs: `devkit.profiles.agent`.

    Build one with keywords; every service is optional. Without `credentials` or
    `artifacts`, those fields are fail-closed objects that raise ServiceNotAttached.
    """

    __slots__ = (
        "_door",
        "_tool_name",
        "artifacts",
        "credential",
        "credentials",
        "has_artifacts",
        "has_credentials",
        "identity",
        "iteration",
        "on_teardown",
        "run_id",
        "session_id",
        "signal",
        "teardown_scopes",
        "tool_call_id",
        "wanted",
    )

    def __init__(
        self,
        *,
        tool_name: str = "tool",
        tool_call_id: str | None = None,
        iteration: int = 0,
        run_id: str | None = None,
        session_id: str | None = None,
        identity: MemoryIdentity | None = None,
        credential: Credential | None = None,
        credentials: CredentialProvider | None = None,
        artifacts: InMemoryArtifactStore | None = None,
        wanted: Mapping[str, ArtifactMeta] | None = None,
        signal: AbortSignal | None = None,
        teardown: TeardownRegistry | None = None,
        teardown_scopes: tuple[str, ...] | None = None,
        door: str = "this host",
    ) -> None:
        self._tool_name = tool_name
        self._door = door
        self.tool_call_id = tool_call_id or f"call_{uuid.uuid4().hex[:12]}"
        self.iteration = iteration
        self.run_id = run_id
        self.session_id = session_id
        self.identity = identity
        self.credential = credential
        self.has_credentials = credentials is not None
        self.credentials = (
            credentials if credentials is not None else FailClosedCredentialProvider()
        )
        self.has_artifacts = artifacts is not None
        self.artifacts: ToolArtifacts = (
            artifacts.bound(
                artifact_scope(identity, session_id), ArtifactOrigin(run_id, self.tool_call_id)
            )
            if artifacts is not None
            else FailClosedArtifacts()
        )
        self.wanted = dict(wanted) if wanted else None
        self.signal = signal
        self.teardown_scopes = tuple(teardown_scopes) if teardown_scopes is not None else None
        self.on_teardown = (
            TeardownHook(teardown, tool_name, self.teardown_scopes or (), TEARDOWN_SCOPES, door)
            if teardown is not None
            else None
        )

    def __repr__(self) -> str:
        return f"<ToolExecutionContext tool={self._tool_name!r} call={self.tool_call_id!r} run={self.run_id!r}>"


def artifact_scope(identity: MemoryIdentity | None, session_id: str | None) -> ArtifactScope:
    """The scope the runtime binds artifacts to: the caller's identity, else the session."""
    identity = identity or MemoryIdentity()
    return ArtifactScope(identity.tenant, identity.principal, identity.conversation or session_id)


def tool_session_key(ctx: ToolExecutionContext, scope: str) -> str:
    """A key for per-caller state that lives as long as `scope` ("run" or "session").

    It joins tenant, principal and the run id or session id, so two callers that send the
    same session id never share state. Raises ValueError when the scope's id is absent:
    branch on `ctx.run_id` / `ctx.session_id` rather than inventing one.
    """
    if scope not in TEARDOWN_SCOPES:
        raise ValueError(
            f"tool_session_key: unknown scope {scope!r}; scopes are {', '.join(TEARDOWN_SCOPES)}"
        )
    scope_id = ctx.run_id if scope == "run" else ctx.session_id
    if scope_id is None:
        field = "run_id" if scope == "run" else "session_id"
        raise ValueError(f"tool_session_key: ctx.{field} is None, so there is no {scope} to key on")
    identity = ctx.identity or MemoryIdentity()
    # JSON keeps the parts unambiguous whatever characters they contain.
    return "tsk:" + json.dumps(
        [scope, identity.tenant, identity.principal, scope_id], separators=(",", ":")
    )
