from __future__ import annotations

import asyncio
import logging
import pickle

import pytest
from pydantic import BaseModel

from devkit.agent import (
    AbortController,
    AbortError,
    Credential,
    InMemoryArtifactStore,
    InMemoryCredentialProvider,
    MemoryIdentity,
    Need,
    Secret,
    ServiceNotAttached,
    TeardownRegistry,
    TeardownScopeError,
    Tool,
    ToolDeclarationError,
    ToolExecutionContext,
    tool,
    tool_session_key,
)
from devkit.sdk.spec import get_spec

CANARY = "sk-canary-7f3a9d"


class Args(BaseModel):
    repo: str
    report: str = ""


# --- Secret ---------------------------------------------------------------------------


def test_secret_hides_value_everywhere_but_reveal(caplog):
    secret = Secret(CANARY)
    shown = [repr(secret), str(secret), f"{secret}", f"{secret!r}", "%s" % secret, f"{secret:>20}"]
    assert all(CANARY not in s for s in shown)
    with caplog.at_level(logging.INFO):
        logging.getLogger("t").info("token %s %r", secret, secret)
    assert CANARY not in caplog.text
    assert secret.reveal() == CANARY


def test_secret_is_redacted_in_pydantic_dumps_and_credential_repr():
    class M(BaseModel):
        token: Secret

    m = M(token=CANARY)
    assert isinstance(m.token, Secret)
    assert CANARY not in m.model_dump_json() and CANARY not in str(m.model_dump())
    cred = Credential(name="github", secret=CANARY)
    assert CANARY not in repr(cred)
    assert cred.secret.reveal() == CANARY


def test_secret_refuses_pickling():
    with pytest.raises(TypeError, match="cannot be pickled"):
        pickle.dumps(Secret(CANARY))


# --- fail-closed stores ----------------------------------------------------------------


def test_fail_closed_stores_raise_the_teaching_error():
    ctx = ToolExecutionContext()
    assert ctx.has_credentials is False and ctx.has_artifacts is False
    with pytest.raises(ServiceNotAttached, match="credential provider.*--credential"):
        ctx.credentials.get(Need("github"))
    for call in (
        lambda: ctx.artifacts.put("a", b"x"),
        ctx.artifacts.list,
        lambda: ctx.artifacts.get("a"),
    ):
        with pytest.raises(ServiceNotAttached, match="artifact store.*has_artifacts"):
            call()


def test_attached_credential_provider_resolves_by_need():
    ctx = ToolExecutionContext(credentials=InMemoryCredentialProvider({"github": CANARY}))
    cred = ctx.credentials.get(Need("github", scopes=("repo",)))
    assert cred is not None and cred.secret.reveal() == CANARY and cred.scopes == ("repo",)
    assert ctx.credentials.get("slack") is None


# --- artifacts --------------------------------------------------------------------------


def test_artifacts_are_isolated_per_identity_and_stamped_with_origin():
    store = InMemoryArtifactStore()
    alice = ToolExecutionContext(
        artifacts=store,
        run_id="r1",
        tool_call_id="c1",
        identity=MemoryIdentity("acme", "alice", "conv1"),
    )
    bob = ToolExecutionContext(
        artifacts=store, run_id="r2", identity=MemoryIdentity("acme", "bob", "conv1")
    )
    meta = alice.artifacts.put("notes.txt", "secret plans", media_type="text/plain")
    assert meta.origin.run_id == "r1" and meta.origin.tool_call_id == "c1"
    assert meta.size == len("secret plans") and meta.media_type == "text/plain"
    assert alice.artifacts.get(meta.id).data == b"secret plans"
    assert alice.artifacts.get("notes.txt").meta == meta
    assert bob.artifacts.get(meta.id) is None
    assert bob.artifacts.get("notes.txt") is None
    assert bob.artifacts.list() == []
    assert bob.artifacts.delete(meta.id) is False
    assert alice.artifacts.list() == [meta]


def test_tool_cannot_name_or_replace_its_artifact_scope():
    ctx = ToolExecutionContext(artifacts=InMemoryArtifactStore(), identity=MemoryIdentity("t", "p"))
    assert not any("scope" in name for name in dir(ctx.artifacts) if not name.startswith("_"))
    with pytest.raises(AttributeError):
        ctx.artifacts._scope = None  # type: ignore[misc]


# --- teardown --------------------------------------------------------------------------


def test_on_teardown_raises_naming_the_door_for_unhonoured_scope():
    registry = TeardownRegistry()
    ctx = ToolExecutionContext(
        teardown=registry, teardown_scopes=("session",), door="the mcp door", run_id="r"
    )
    with pytest.raises(
        TeardownScopeError, match="the mcp door does not honour teardown scope 'run'"
    ):
        ctx.on_teardown(lambda: None, scope="run", key="k")
    with pytest.raises(TeardownScopeError, match="unknown scope 'request'"):
        ctx.on_teardown(lambda: None, scope="request", key="k")
    assert registry.entries() == []


def test_on_teardown_first_cleanup_wins_and_runs_once():
    registry = TeardownRegistry()
    ran: list[str] = []
    ctx = ToolExecutionContext(
        tool_name="t", teardown=registry, teardown_scopes=("run", "session"), run_id="r"
    )
    ctx.on_teardown(lambda: ran.append("first"), scope="run", key="k")
    first = registry.entries()[0].refreshed_at
    ctx.on_teardown(lambda: ran.append("second"), scope="run", key="k")
    assert len(registry.entries()) == 1 and registry.entries()[0].refreshed_at >= first
    asyncio.run(registry.run_scope("run"))
    asyncio.run(registry.run_scope("run"))
    assert ran == ["first"]


def test_no_teardown_registry_means_on_teardown_is_none():
    assert ToolExecutionContext().on_teardown is None


# --- tool_session_key ------------------------------------------------------------------


def _ctx(tenant="acme", principal="alice", run="r1", session="s1"):
    return ToolExecutionContext(
        identity=MemoryIdentity(tenant, principal), run_id=run, session_id=session
    )


def test_tool_session_key_differs_across_tenants_principals_runs_and_scopes():
    base = tool_session_key(_ctx(), "run")
    assert base == tool_session_key(_ctx(), "run")
    others = {
        tool_session_key(_ctx(tenant="other"), "run"),
        tool_session_key(_ctx(principal="bob"), "run"),
        tool_session_key(_ctx(run="r2"), "run"),
        tool_session_key(_ctx(), "session"),
    }
    assert base not in others and len(others) == 4
    # Two callers sending the same session id never share a key.
    assert tool_session_key(_ctx(principal="mallory"), "session") != tool_session_key(
        _ctx(), "session"
    )


def test_tool_session_key_refuses_missing_ids_and_unknown_scopes():
    with pytest.raises(ValueError, match="run_id is None"):
        tool_session_key(_ctx(run=None), "run")
    with pytest.raises(ValueError, match="unknown scope"):
        tool_session_key(_ctx(), "forever")


# --- abort signal -------------------------------------------------------------------------


def test_abort_signal_poll_listen_and_await():
    controller = AbortController()
    signal = controller.signal
    heard: list[object] = []
    signal.add_listener(heard.append)
    signal.throw_if_aborted()

    async def waiter():
        return await signal

    async def main():
        task = asyncio.create_task(waiter())
        await asyncio.sleep(0)
        controller.abort("user cancelled")
        return await asyncio.wait_for(task, 1)

    assert asyncio.run(main()) == "user cancelled"
    assert signal.aborted and heard == ["user cancelled"]
    with pytest.raises(AbortError, match="user cancelled"):
        signal.throw_if_aborted()


# --- declarations --------------------------------------------------------------------------


def test_decorator_and_class_forms_produce_specs():
    @tool(name="open_issue", needs=[Need("github")], wants=["report"])
    async def open_issue(args: Args, ctx: ToolExecutionContext) -> None:
        """Opens an issue."""

    class OpenIssue(Tool):
        """Opens an issue, as a class."""

        needs = [Need("github")]

        def execute(self, args: Args, ctx: ToolExecutionContext) -> None: ...

    fn_spec, cls_spec = get_spec(open_issue), get_spec(OpenIssue)
    assert fn_spec.args_model is Args and fn_spec.declarations["wants"] == ("report",)
    assert fn_spec.description == "Opens an issue." and fn_spec.is_async
    assert cls_spec.name == "open_issue" and cls_spec.owner is OpenIssue
    assert cls_spec.description == "Opens an issue, as a class."


def test_needs_with_a_non_need_is_rejected_naming_the_tool():
    with pytest.raises(ToolDeclarationError, match=r"tool 'deploy'.*Need\('github'\)"):

        @tool(name="deploy", needs=["github"])
        def deploy(args: Args, ctx: ToolExecutionContext) -> None: ...

    with pytest.raises(ToolDeclarationError, match="tool 'deploy_cls'"):

        class DeployCls(Tool):
            needs = [{"name": "github"}]

            def execute(self, args: Args, ctx: ToolExecutionContext) -> None: ...


def test_wants_naming_a_missing_argument_is_rejected_naming_the_tool():
    with pytest.raises(
        ToolDeclarationError, match="tool 'summarise': wants names 'document'.*repo, report"
    ):

        @tool(name="summarise", wants=["document"])
        def summarise(args: Args, ctx: ToolExecutionContext) -> None: ...
