"""The pytest plugin's fixtures, as a tool author uses them (found through the entry point)."""

from __future__ import annotations

import asyncio

from devkit.agent import ServiceNotAttached, ToolExecutionContext
from devkit.mcp import ExecutionContext

from . import sample_tools

CANARY = "sk-plugin-canary-0042"


def test_invoke_fixture_returns_the_cli_report_shape(devkit_invoke):
    report = devkit_invoke(sample_tools.echo, {"count": 2}, iteration=5)
    assert report["status"] == "ok" and report["result"] == {
        "count": 2,
        "ratio": 1.0,
        "iteration": 5,
    }
    assert report["profile"] == "agent" and report["tool"] == "echo"


def test_invoke_fixture_reports_errors_args_and_redacts(devkit_invoke):
    assert devkit_invoke(sample_tools.boom)["status"] == "raised"
    bad = devkit_invoke(sample_tools.echo, {"count": "x"})
    assert bad["status"] == "args_error" and bad["error"]["fields"][0]["field"] == "count"
    leaked = devkit_invoke(sample_tools.leaky, credentials={"github": CANARY})
    assert CANARY not in repr(leaked) and leaked["result"]["token"] == "**********"


def test_invoke_fixture_timeout_runs_cleanups(devkit_invoke):
    report = devkit_invoke(sample_tools.hang_sync, timeout=0.3, grace=0.2)
    assert report["status"] == "timeout" and report["teardowns"][0]["ran"] is True


def test_invoke_fixture_handles_method_and_factory_tools(devkit_invoke):
    charged = devkit_invoke(sample_tools.Payments.charge, {"amount": 1}, subject="u")
    assert charged["status"] == "ok" and charged["result"]["who"] == "u"
    recalled = devkit_invoke(sample_tools.recall, {"query": "x"})
    assert recalled["status"] == "ok" and recalled["result"] == {"best": None}


def test_context_fixtures_follow_the_profiles(agent_context, mcp_context, adk_context):
    bare = agent_context()
    assert (
        isinstance(bare, ToolExecutionContext) and bare.credential is None and bare.has_credentials
    )
    declared = agent_context(sample_tools.leaky, credentials={"github": "tok"})
    assert declared.credential is not None and declared.credential.secret.reveal() == "tok"
    closed = agent_context(no_credential_store=True)
    try:
        closed.credentials.get("github")
    except ServiceNotAttached:
        pass
    else:  # pragma: no cover
        raise AssertionError("a context without a credential store must refuse")
    mcp = mcp_context(sample_tools.Payments.charge, subject="alice")
    assert isinstance(mcp, ExecutionContext) and mcp.auth.subject == "alice"
    assert mcp_context(subject="alice").auth is None  # no guards declared: no auth
    adk = adk_context(no_memory_service=True)
    assert adk.memory_service is None
    assert asyncio.run(sample_tools._recall(sample_tools.Query(query="q"), adk)) == {
        "memory": False
    }


def test_a_misspelled_option_is_named_with_a_suggestion(devkit_invoke):
    import pytest

    with pytest.raises(TypeError, match=r"unknown option 'timout'; did you mean 'timeout'\?"):
        devkit_invoke(sample_tools.echo, {"count": 1}, timout=3)
    with pytest.raises(TypeError, match=r"invoke\(\): timeout: "):
        devkit_invoke(sample_tools.echo, {"count": 1}, timeout=-1)


def test_a_failed_status_assertion_says_why(devkit_invoke):
    report = devkit_invoke(sample_tools.echo, {"count": "x"})
    try:
        assert report["status"] == "ok"
    except AssertionError as failure:
        message = str(failure)
    else:
        raise AssertionError("the status should not be ok")
    # What pytest prints for the failed comparison carries the args error, field by field.
    assert "args_error" in message and "count:" in message and "ValidationError" in message
