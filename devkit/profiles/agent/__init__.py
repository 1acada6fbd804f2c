"""Profile `agent`: a run-scoped tool context with declared credentials and artifacts (seed 000)."""

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
    fail_closed,
    optional,
)

PROFILE = Profile(
    name="agent",
    module="devkit.agent",
    context_type="ToolExecutionContext",
    summary="Run-scoped context of an agent loop: credentials, a scoped artifact store, "
    "caller identity, cancellation and teardown hooks.",
    fields=(
        ContextField(
            name="artifacts",
            type="ToolArtifacts",
            presence=fail_closed("has_artifacts"),
            seed_name="artifacts",
            doc="Artifact store for this run's scope (put/get/list/delete). It is always an "
            "object, but without a real store every call raises a ServiceNotAttached error "
            "that says how to attach one. The scope comes from the runtime; a tool cannot "
            "choose or widen it.",
        ),
        ContextField(
            name="artifacts.get",
            type="(ref: str) -> Artifact | None",
            presence=always(),
            seed_name="get",
            is_method=True,
            is_async=False,
            result=optional(),
            doc="The artifact with this id, or the newest with this name; None when there is none.",
        ),
        ContextField(
            name="artifacts.put",
            type="(name: str, data: bytes | str, *, media_type: str = ...) -> ArtifactMeta",
            presence=always(),
            seed_name="put",
            is_method=True,
            is_async=False,
            doc="Stores data under a name in this run's scope and returns its metadata "
            "(origin stamped with the run id and tool call id).",
        ),
        ContextField(
            name="artifacts.list",
            type="() -> list[ArtifactMeta]",
            presence=always(),
            seed_name="list",
            is_method=True,
            is_async=False,
            doc="The metadata of every artifact in this scope.",
        ),
        ContextField(
            name="artifacts.delete",
            type="(ref: str) -> bool",
            presence=always(),
            seed_name="delete",
            is_method=True,
            is_async=False,
            doc="Deletes the artifact with this id or name; False when there was none.",
        ),
        ContextField(
            name="credential",
            type="Credential | None",
            presence=declared("needs"),
            seed_name="credential",
            doc="The credential resolved for the tool's declared `needs`. It is None unless "
            "the tool declares a need and that need resolved for this call.",
        ),
        ContextField(
            name="credential.expires_at",
            type="datetime | None",
            presence=optional(),
            seed_name="expiresAt",
            doc="When the credential expires; None when it does not say.",
        ),
        ContextField(
            name="credentials",
            type="CredentialProvider",
            presence=fail_closed("has_credentials"),
            seed_name="credentials",
            doc="Provider for credentials chosen at run time (`get(need)`). Always an object; "
            "without a real provider every call raises ServiceNotAttached. Prefer a declared "
            "`needs` and `ctx.credential` for the usual case.",
        ),
        ContextField(
            name="credentials.get",
            type="(need: Need | str) -> Credential | None",
            presence=always(),
            seed_name="get",
            is_method=True,
            is_async=False,
            result=optional(),
            doc="The credential for a need; None when it does not resolve for this call.",
        ),
        ContextField(
            name="has_artifacts",
            type="bool",
            presence=always(),
            seed_name="hasArtifacts",
            doc="True when a real artifact store is attached. Branch on it to run in a "
            "degraded mode instead of catching the refusal.",
        ),
        ContextField(
            name="has_credentials",
            type="bool",
            presence=always(),
            seed_name="hasCredentials",
            doc="True when a real credential provider is attached. Branch on it to run in a "
            "degraded mode instead of testing `ctx.credentials` itself.",
        ),
        ContextField(
            name="identity",
            type="MemoryIdentity | None",
            presence=optional(),
            seed_name="identity",
            doc="Who the caller said it is (tenant, principal, conversation), or None when "
            "the caller named nobody. Never synthesised by the runtime.",
        ),
        ContextField(
            name="identity.tenant",
            type="str | None",
            presence=optional(),
            seed_name="tenant",
            doc="The caller's tenant, when it named one: any part of an identity may be missing.",
        ),
        ContextField(
            name="identity.principal",
            type="str | None",
            presence=optional(),
            seed_name="principal",
            doc="The caller's principal (user or service), when it named one.",
        ),
        ContextField(
            name="identity.conversation",
            type="str | None",
            presence=optional(),
            seed_name="conversation",
            doc="The conversation the call belongs to, when the caller named one.",
        ),
        ContextField(
            name="iteration",
            type="int",
            presence=always(),
            seed_name="iteration",
            doc="Which turn of the agent loop this call belongs to.",
        ),
        ContextField(
            name="run_id",
            type="str | None",
            presence=optional(),
            seed_name="runId",
            roles=frozenset({Role.IDENTIFIER}),
            doc="The run this call belongs to, or None when the call is not part of a run "
            "(for example a single call served over MCP). Branch on None; do not invent one.",
        ),
        ContextField(
            name="session_id",
            type="str | None",
            presence=optional(),
            seed_name="sessionId",
            roles=frozenset({Role.IDENTIFIER, Role.CALLER_KEY}),
            doc="The conversation the run is bound to, if any. It is data the caller sent, "
            "not proof of identity: anyone may send any value. Never key state on it alone; "
            'use `tool_session_key(ctx, "session")`.',
        ),
        ContextField(
            name="signal",
            type="AbortSignal | None",
            presence=optional(),
            seed_name="signal",
            roles=frozenset({Role.CANCELLATION}),
            doc="Cancellation signal of the run, or None. Long-running tools should check "
            "`signal.aborted` or call `signal.throw_if_aborted()` in their loops.",
        ),
        ContextField(
            name="teardown_scopes",
            type="tuple[str, ...] | None",
            presence=optional(),
            seed_name="teardownScopes",
            roles=frozenset({Role.TEARDOWN_SCOPES}),
            guard_override='if "run" in ({ctx}.teardown_scopes or ()):',
            doc="The teardown scopes this host actually honours. An empty tuple means no "
            "cleanup will ever fire here; check membership before opening something that "
            "needs cleaning up.",
        ),
        ContextField(
            name="tool_call_id",
            type="str",
            presence=always(),
            seed_name="toolCallId",
            doc="Unique id of this one tool call.",
        ),
        ContextField(
            name="wanted",
            type="Mapping[str, ArtifactMeta] | None",
            presence=declared("wants"),
            seed_name="wanted",
            doc="For each declared `wants` argument that resolved, the metadata of the "
            "artifact whose data replaced the reference in the args. None when the tool "
            "declares no wants or nothing resolved.",
        ),
        ContextField(
            name="on_teardown",
            type="Callable[..., None] | None",
            presence=optional(),
            seed_name="onTeardown",
            is_method=True,
            is_async=False,
            roles=frozenset({Role.TEARDOWN_HOOK}),
            doc="`on_teardown(cleanup, *, scope, key)` registers cleanup for a resource keyed "
            "by `key`. Raises when `scope` is not in `teardown_scopes`. Registering the same "
            "(tool, scope, key) again keeps the first cleanup.",
        ),
    ),
    declarations=(
        Declaration(
            name="needs",
            kind=DeclarationKind.LIST,
            keyword="needs",
            item_constructor="Need",
            doc="Credentials the tool requires, as `Need(name, scopes=...)` items.",
        ),
        Declaration(
            name="wants",
            kind=DeclarationKind.LIST,
            keyword="wants",
            doc="Names of args-model fields whose values arrive as artifact references and "
            "are replaced by the artifact's data before the call.",
        ),
    ),
    tool_forms=(
        ToolForm(kind=ToolFormKind.DECORATOR, symbol="tool"),
        ToolForm(kind=ToolFormKind.BASE_CLASS, symbol="Tool", method="execute"),
    ),
    teardown_scopes=("run", "session"),
    session_key_function="tool_session_key",
    reveal_method="reveal",
)
